import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import {
  checkEmailCode,
  CODE_TTL_MS,
  codeMatches,
  deleteOldEmailCodes,
  generateCode,
  hashCode,
  issueEmailCode,
  MAX_CODE_ATTEMPTS,
} from "./email-code";

const secret = "unit-test-secret-unit-test-secret-0";
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function nextEmail() {
  sequence += 1;
  return `code${sequence}@example.com`;
}

/** A six-digit code that is not `code`. */
function otherCode(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

describe("generateCode", () => {
  it("makes six digits, leading zeros included, and rarely the same twice", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // Every digit appears in every position: no digit is left out by a biased generator.
    for (let position = 0; position < 6; position += 1) {
      expect(new Set(codes.map((code) => code[position])).size).toBe(10);
    }
  });
});

describe("hashCode / codeMatches", () => {
  it("keys the hash with the secret and binds it to the address", () => {
    const hash = hashCode(secret, "a@example.com", "123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("123456");
    expect(hashCode(secret, "a@example.com", "123456")).toBe(hash);
    expect(hashCode(`${secret}x`, "a@example.com", "123456")).not.toBe(hash);
    expect(hashCode(secret, "b@example.com", "123456")).not.toBe(hash);
    expect(codeMatches(hash, secret, "a@example.com", "123456")).toBe(true);
    expect(codeMatches(hash, secret, "a@example.com", "123457")).toBe(false);
    expect(codeMatches(hash, secret, "b@example.com", "123456")).toBe(false);
  });
});

describe("issueEmailCode", () => {
  it("stores only the keyed hash, with a 10-minute expiry", async () => {
    const email = nextEmail();
    const now = new Date("2026-01-01T12:00:00Z");
    const { code, expiresAt } = await issueEmailCode(database.db, { email, secret, ipHash: "ip", now });
    expect(expiresAt.getTime() - now.getTime()).toBe(10 * 60 * 1000);
    const rows = await database.db.emailCode.findMany({ where: { email } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toBe(hashCode(secret, email, code));
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe("checkEmailCode", () => {
  it("accepts the right code once, then never again", async () => {
    const email = nextEmail();
    const { code } = await issueEmailCode(database.db, { email, secret, ipHash: "ip" });
    expect(await checkEmailCode(database.db, { email, code, secret })).toEqual({ ok: true });
    expect(await checkEmailCode(database.db, { email, code, secret })).toEqual({ ok: false, reason: "dead" });
  });

  it("lets two simultaneous uses of one code succeed only once", async () => {
    const email = nextEmail();
    const { code } = await issueEmailCode(database.db, { email, secret, ipHash: "ip" });
    const results = await Promise.all([1, 2, 3].map(() => checkEmailCode(database.db, { email, code, secret })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it("counts wrong tries down and kills the code at the fifth", async () => {
    const email = nextEmail();
    const { code } = await issueEmailCode(database.db, { email, secret, ipHash: "ip" });
    const wrong = otherCode(code);
    for (let triesLeft = MAX_CODE_ATTEMPTS - 1; triesLeft >= 1; triesLeft -= 1) {
      expect(await checkEmailCode(database.db, { email, code: wrong, secret })).toEqual({ ok: false, reason: "wrong", triesLeft });
    }
    expect(await checkEmailCode(database.db, { email, code: wrong, secret })).toEqual({ ok: false, reason: "dead" });
    // Even the right code is refused now.
    expect(await checkEmailCode(database.db, { email, code, secret })).toEqual({ ok: false, reason: "dead" });
  });

  it("still accepts the right code on the fifth try after four wrong ones", async () => {
    const email = nextEmail();
    const { code } = await issueEmailCode(database.db, { email, secret, ipHash: "ip" });
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i += 1) {
      await checkEmailCode(database.db, { email, code: otherCode(code), secret });
    }
    expect(await checkEmailCode(database.db, { email, code, secret })).toEqual({ ok: true });
  });

  it("never lets concurrent guesses past the limit", async () => {
    const email = nextEmail();
    const { code } = await issueEmailCode(database.db, { email, secret, ipHash: "ip" });
    const guesses = Array.from({ length: 20 }, (_, index) => String((Number(code) + index + 1) % 1_000_000).padStart(6, "0"));
    const results = await Promise.all(guesses.map((guess) => checkEmailCode(database.db, { email, code: guess, secret })));
    expect(results.filter((result) => !result.ok && result.reason === "wrong")).toHaveLength(MAX_CODE_ATTEMPTS - 1);
    const row = await database.db.emailCode.findFirstOrThrow({ where: { email }, select: { attempts: true } });
    expect(row.attempts).toBe(MAX_CODE_ATTEMPTS);
  });

  it("refuses a code after its 10 minutes", async () => {
    const email = nextEmail();
    const sentAt = new Date("2026-02-01T08:00:00Z");
    const { code } = await issueEmailCode(database.db, { email, secret, ipHash: "ip", now: sentAt });
    const justBefore = new Date(sentAt.getTime() + CODE_TTL_MS - 1000);
    const atExpiry = new Date(sentAt.getTime() + CODE_TTL_MS);
    expect(await checkEmailCode(database.db, { email, code: otherCode(code), secret, now: justBefore })).toMatchObject({
      reason: "wrong",
    });
    expect(await checkEmailCode(database.db, { email, code, secret, now: atExpiry })).toEqual({ ok: false, reason: "dead" });
  });

  it("only honours the newest code sent to an address", async () => {
    const email = nextEmail();
    const first = await issueEmailCode(database.db, { email, secret, ipHash: "ip", now: new Date(Date.now() - 120_000) });
    const second = await issueEmailCode(database.db, { email, secret, ipHash: "ip" });
    if (first.code !== second.code) {
      expect(await checkEmailCode(database.db, { email, code: first.code, secret })).toMatchObject({ ok: false });
    }
    expect(await checkEmailCode(database.db, { email, code: second.code, secret })).toEqual({ ok: true });
  });

  it("does not accept one address's code for another address", async () => {
    const email = nextEmail();
    const other = nextEmail();
    const { code } = await issueEmailCode(database.db, { email, secret, ipHash: "ip" });
    const { code: otherCodeSent } = await issueEmailCode(database.db, { email: other, secret, ipHash: "ip" });
    const result = await checkEmailCode(database.db, { email: other, code, secret });
    // Two random codes are equal one time in a million; then the check is rightly "ok".
    expect(result).toEqual(code === otherCodeSent ? { ok: true } : { ok: false, reason: "wrong", triesLeft: MAX_CODE_ATTEMPTS - 1 });
  });

  it("refuses everything for an address that was never sent a code", async () => {
    expect(await checkEmailCode(database.db, { email: nextEmail(), code: "000000", secret })).toEqual({ ok: false, reason: "dead" });
  });

  it("refuses a code checked under another secret", async () => {
    const email = nextEmail();
    const { code } = await issueEmailCode(database.db, { email, secret, ipHash: "ip" });
    expect(await checkEmailCode(database.db, { email, code, secret: `${secret}-rotated` })).toMatchObject({ ok: false, reason: "wrong" });
  });
});

describe("deleteOldEmailCodes", () => {
  it("deletes codes older than a day and keeps recent ones", async () => {
    const email = nextEmail();
    const now = new Date();
    await issueEmailCode(database.db, { email, secret, ipHash: "ip", now: new Date(now.getTime() - 25 * 3600_000) });
    await issueEmailCode(database.db, { email, secret, ipHash: "ip", now: new Date(now.getTime() - 3600_000) });
    await deleteOldEmailCodes(database.db, now);
    expect(await database.db.emailCode.count({ where: { email } })).toBe(1);
  });
});
