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

describe("loadEnv: payments", () => {
  it("reads the Stripe keys, the webhook secret and another API base", () => {
    const env = loadEnv({
      AUTH_SECRET: secret,
      STRIPE_SECRET_KEY: "rk_test_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(env).toMatchObject({ STRIPE_SECRET_KEY: "rk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
    expect(env.STRIPE_API_BASE).toBe("http://127.0.0.1:12111");
    expect(loadEnv({ AUTH_SECRET: secret, STRIPE_SECRET_KEY: "", STRIPE_API_BASE: "" })).toMatchObject({
      STRIPE_SECRET_KEY: undefined,
      STRIPE_API_BASE: undefined,
    });
  });

  it("names a key given in the wrong place, e.g. the publishable key as the secret key", () => {
    expect(() => loadEnv({ AUTH_SECRET: secret, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() => loadEnv({ AUTH_SECRET: secret, STRIPE_PUBLISHABLE_KEY: "rk_test_abc" })).toThrow(/STRIPE_PUBLISHABLE_KEY: must be/);
    expect(() => loadEnv({ AUTH_SECRET: secret, STRIPE_WEBHOOK_SECRET: "abc" })).toThrow(/STRIPE_WEBHOOK_SECRET: must be/);
    expect(() => loadEnv({ AUTH_SECRET: secret, STRIPE_API_BASE: "localhost:12111" })).toThrow(/STRIPE_API_BASE/);
  });
});

describe("loadEnv: Open Food Facts", () => {
  it("reads OFF_READS_PER_MINUTE, Open Food Facts' documented 15 by default", () => {
    expect(loadEnv({ AUTH_SECRET: secret }).OFF_READS_PER_MINUTE).toBe(15);
    expect(loadEnv({ AUTH_SECRET: secret, OFF_READS_PER_MINUTE: "600" }).OFF_READS_PER_MINUTE).toBe(600);
  });

  it("refuses an OFF_READS_PER_MINUTE that is not a positive whole number", () => {
    for (const value of ["0", "-3", "1.5", "many"]) {
      expect(() => loadEnv({ AUTH_SECRET: secret, OFF_READS_PER_MINUTE: value })).toThrow(/OFF_READS_PER_MINUTE/);
    }
  });
});

describe("loadEnv: database pool", () => {
  it("leaves the pool's size to packages/db when unset or empty, and reads a given one", () => {
    expect(loadEnv({ AUTH_SECRET: secret }).DATABASE_POOL_SIZE).toBeUndefined();
    expect(loadEnv({ AUTH_SECRET: secret, DATABASE_POOL_SIZE: "" }).DATABASE_POOL_SIZE).toBeUndefined();
    expect(loadEnv({ AUTH_SECRET: secret, DATABASE_POOL_SIZE: "32" }).DATABASE_POOL_SIZE).toBe(32);
  });

  it("refuses a pool of no connections", () => {
    expect(() => loadEnv({ AUTH_SECRET: secret, DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
