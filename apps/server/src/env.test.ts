import { describe, expect, it } from "vitest";

import { loadEnv } from "./env";

const secret = "x".repeat(40);

describe("loadEnv: mail", () => {
  it("refuses to start in production without SMTP_URL", () => {
    expect(() => loadEnv({ NODE_ENV: "production", AUTH_SECRET: secret, DATABASE_URL: "postgresql://db/app" })).toThrow(
      /SMTP_URL: required in production/,
    );
  });

  it("starts in production with SMTP_URL", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      AUTH_SECRET: secret,
      DATABASE_URL: "postgresql://db/app",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
    });
    expect(env.SMTP_URL).toBe("smtps://user:pass@mail.example.com:465");
    expect(env.production).toBe(true);
  });

  it("starts in development without SMTP_URL (codes go to the log)", () => {
    expect(loadEnv({ NODE_ENV: "development", AUTH_SECRET: secret }).SMTP_URL).toBeUndefined();
    expect(loadEnv({ NODE_ENV: "development", AUTH_SECRET: secret, SMTP_URL: "  " }).SMTP_URL).toBeUndefined();
  });

  it("refuses an SMTP_URL that is not an smtp:// or smtps:// URL", () => {
    expect(() => loadEnv({ AUTH_SECRET: secret, SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });
});
