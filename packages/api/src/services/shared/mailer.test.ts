import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signInCodeOf, startTestSmtpServer, type TestSmtpServer } from "../../testing/test-smtp-server";
import { createLogMailer, createSmtpMailer, signInCodeMessage } from "./mailer";

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

describe("signInCodeMessage", () => {
  it("says the code, that it works once and for how long, in text and in HTML", () => {
    const message = signInCodeMessage({ code: "042917", expiresInMinutes: 10 });
    expect(message.subject).toBe("042917 is your ProductCheck sign-in code");
    expect(message.text).toMatch(/^042917$/m);
    expect(message.text).toContain("works once and expires in 10 minutes");
    expect(message.html).toContain(">042917<");
    expect(message.html).toContain("expires in 10 minutes");
    // Nothing in it depends on whether the address has an account.
    expect(message.text).not.toMatch(/welcome|new account|already/i);
  });
});

describe("createSmtpMailer", () => {
  it("delivers a plain-text and an HTML part to a real SMTP server", async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: "ProductCheck <no-reply@productcheck.test>" });
    const since = smtp.messages.length;
    await mailer.sendSignInCode({ to: "Shopper@Example.com", code: "007311", expiresInMinutes: 10 });
    mailer.close();
    const mail = await smtp.waitForMail("shopper@example.com", { since });
    expect(mail.from).toBe("no-reply@productcheck.test");
    expect(mail.subject).toBe("007311 is your ProductCheck sign-in code");
    expect(signInCodeOf(mail)).toBe("007311");
    expect(mail.html).toContain("007311");
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it("fails when the SMTP server cannot be reached", async () => {
    const closed = await startTestSmtpServer();
    const url = closed.url;
    await closed.close();
    const mailer = createSmtpMailer({ url, from: "no-reply@productcheck.test" });
    await expect(mailer.sendSignInCode({ to: "a@example.com", code: "123456", expiresInMinutes: 10 })).rejects.toThrow();
    mailer.close();
  });
});

describe("createLogMailer", () => {
  it("writes the code to the log instead of sending it", async () => {
    const lines: { details: object; message: string }[] = [];
    const mailer = createLogMailer((details, message) => lines.push({ details, message }));
    await mailer.sendSignInCode({ to: "dev@example.com", code: "555123", expiresInMinutes: 10 });
    expect(lines).toEqual([
      { details: { to: "dev@example.com", code: "555123" }, message: expect.stringContaining("dev@example.com: 555123") },
    ]);
  });
});
