import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { issueEmailCode } from "@productcheck/auth/email-code";
import { createGuest, findGuestByToken } from "@productcheck/auth/guest";
import type { Principal } from "@productcheck/auth/principal";
import { hashToken } from "@productcheck/auth/token";
import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { requestSignInCode } from "../../services/auth/sign-in";
import { appRejection, callerFor, clientScanId, createProduct, createUser, recordingMailer, rejection, testConfig, userPrincipal } from "../../testing/test-helpers";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sequence = 0;
/** Each test signs in from its own IP, so the per-IP sending limit never couples tests. */
const nextIp = () => `198.51.100.${++sequence}`;
const nextEmail = () => `shopper${++sequence}@example.com`;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});


/** Requests a code for `email` through the API and returns it as the mail carried it. */
async function requestCode(email: string) {
  const mailer = recordingMailer();
  const { caller } = callerFor(database.db, { mailer, ip: nextIp() });
  const answer = await caller.auth.requestCode({ email });
  const mail = mailer.sent.at(-1);
  if (!mail) throw new Error("no mail sent");
  return { answer, mail, code: mail.code };
}

/** Signs in as `email` from `principal` (a guest by default); returns the answer and the cookies set. */
async function signIn(email: string, principal: Principal = { kind: "guest", guest: null }) {
  // Issued directly: signing in twice within a minute must not trip the sending limit here.
  const { code } = await issueEmailCode(database.db, { email, secret: testConfig.secret, ipHash: "test" });
  const { caller, cookiesSet } = callerFor(database.db, { principal });
  const answer = await caller.auth.verifyCode({ email, code });
  return { ...answer, cookiesSet };
}

async function guestWithRow(scansRemaining = 3) {
  const { token, guest } = await createGuest(database.db, { scansRemaining, ipHash: "test" });
  return { token, guest, principal: { kind: "guest", guest } satisfies Principal };
}

describe("auth.requestCode", () => {
  it("mails a 6-digit code to the normalised address and answers the same whether or not it has an account", async () => {
    const existing = await createUser(database.db, 4, nextEmail());
    const known = await requestCode(`  ${existing.email.toUpperCase()} `);
    const unknownEmail = nextEmail();
    const unknown = await requestCode(unknownEmail);

    expect(known.answer).toEqual({ sent: true, expiresInMinutes: 10 });
    expect(unknown.answer).toEqual(known.answer);
    expect(known.mail).toEqual({ to: existing.email, code: expect.stringMatching(/^\d{6}$/), expiresInMinutes: 10 });
    expect(unknown.mail.to).toBe(unknownEmail);
    // Asking for a code creates no account.
    expect(await database.db.user.count({ where: { email: unknownEmail } })).toBe(0);
    // Only a keyed hash of the code is stored.
    const row = await database.db.emailCode.findFirstOrThrow({ where: { email: unknownEmail } });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(unknown.code);
  });

  it("refuses an invalid address with the spec's message", async () => {
    const error = await rejection(callerFor(database.db).caller.auth.requestCode({ email: "not-an-address" }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain("Please enter a valid email address");
  });

  it("sends to one address from one network at most once a minute and five times an hour", async () => {
    const email = nextEmail();
    const mailer = recordingMailer();
    const start = new Date("2026-05-01T09:00:00Z");
    const send = (minutes: number, ip = "ip-a") =>
      requestSignInCode(
        { db: database.db, mailer, config: testConfig },
        { email, ip: `${ip}-${email}`, now: new Date(start.getTime() + minutes * 60_000) },
      );

    await send(0);
    const tooSoon = await appRejection(send(0.5));
    expect(tooSoon.code).toBe("RATE_LIMITED");
    expect(tooSoon.message).toBe("A code was sent to this address recently. Please wait 30 seconds before requesting another one.");
    expect(tooSoon.retryAfterSeconds).toBe(30);
    for (const minutes of [1, 2, 3, 4]) await send(minutes);
    const sixth = await appRejection(send(5));
    expect(sixth.code).toBe("RATE_LIMITED");
    expect(sixth.message).toMatch(/Please wait 55 minutes/);
    expect(mailer.sent).toHaveLength(5);
    // An hour after the first, the address may get codes again.
    await send(60);
    expect(mailer.sent).toHaveLength(6);
  });

  it("lets the owner ask for a code while a stranger's network is refused for that address", async () => {
    const email = nextEmail();
    const mailer = recordingMailer();
    const now = new Date("2026-05-03T09:00:00Z");
    const send = (ip: string, minutes: number) =>
      requestSignInCode({ db: database.db, mailer, config: testConfig }, { email, ip, now: new Date(now.getTime() + minutes * 60_000) });
    // Before: five requests from anywhere blocked the address for an hour.
    for (const minutes of [0, 1, 2, 3, 4]) await send(`stranger-${email}`, minutes);
    expect((await appRejection(send(`stranger-${email}`, 5))).code).toBe("RATE_LIMITED");
    await send(`owner-${email}`, 5);
    expect(mailer.sent.at(-1)?.to).toBe(email);
    // From anywhere, ten codes an hour reach one address at most.
    for (const minutes of [6, 7, 8, 9]) await send(`third-${minutes}-${email}`, minutes);
    const eleventh = await appRejection(send(`fourth-${email}`, 10));
    expect(eleventh.message).toMatch(/^A code was sent to this address recently/);
    expect(mailer.sent).toHaveLength(10);
  });

  it("spends nothing of the network's budget on a request refused for its address", async () => {
    const mailer = recordingMailer();
    const ip = nextIp();
    const now = new Date("2026-05-04T09:00:00Z");
    const send = (email: string) => requestSignInCode({ db: database.db, mailer, config: testConfig }, { email, ip, now });
    const busy = nextEmail();
    await send(busy);
    // Before: each of these refusals still counted against the network's ten.
    for (let i = 0; i < 5; i += 1) expect((await appRejection(send(busy))).message).toMatch(/^A code was sent to this address recently/);
    for (let i = 0; i < 9; i += 1) await send(nextEmail());
    expect(mailer.sent).toHaveLength(10);
    expect((await appRejection(send(nextEmail()))).message).toMatch(/^Too many codes were requested from your network/);
  });

  it("limits how many codes one IP address may request, whatever the addresses", async () => {
    const mailer = recordingMailer();
    const ip = nextIp();
    const now = new Date("2026-05-02T09:00:00Z");
    const send = () => requestSignInCode({ db: database.db, mailer, config: testConfig }, { email: nextEmail(), ip, now });
    for (let i = 0; i < 10; i += 1) await send();
    const error = await appRejection(send());
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toBe("Too many codes were requested from your network. Please try again in 10 minutes.");
    expect(mailer.sent).toHaveLength(10);
  });

  it("answers 500 and keeps no live code when the e-mail cannot be sent", async () => {
    const email = nextEmail();
    const failing = { sendSignInCode: () => Promise.reject(new Error("SMTP down")) };
    const error = await rejection(callerFor(database.db, { mailer: failing, ip: nextIp() }).caller.auth.requestCode({ email }));
    expect(error.code).toBe("INTERNAL_SERVER_ERROR");
    expect(await database.db.emailCode.count({ where: { email } })).toBe(0);
  });
});

describe("auth.verifyCode", () => {
  it("creates the account with its free scans, sets the session cookie and clears the guest cookie", async () => {
    const email = nextEmail();
    const { user, cookiesSet } = await signIn(email);
    expect(user).toEqual({ id: expect.any(Number), email, scansRemaining: testConfig.freeAccountScans, isAdmin: false });
    const token = cookiesSet.get("pc_session");
    expect(token).toMatch(/^[a-z2-7]{52}$/);
    expect(cookiesSet.get("pc_guest")).toBe("");
    const session = await database.db.session.findUniqueOrThrow({ where: { id: hashToken(token ?? "") }, select: { userId: true } });
    expect(session.userId).toBe(user.id);
    expect(await database.db.user.findUniqueOrThrow({ where: { id: user.id }, select: { freeScansGranted: true } })).toEqual({
      freeScansGranted: true,
    });
  });

  it("grants the free account scans only once", async () => {
    const email = nextEmail();
    const first = await signIn(email);
    await database.db.user.update({ where: { id: first.user.id }, data: { scansRemaining: 2 } });
    const second = await signIn(email);
    expect(second.user).toMatchObject({ id: first.user.id, scansRemaining: 2 });
  });

  it("marks the admin account", async () => {
    const { user } = await signIn(testConfig.adminEmail ?? "");
    expect(user.isAdmin).toBe(true);
  });

  it("says how many tries are left after a wrong code, and locks out the guessing network after the fifth, not the owner", async () => {
    const email = nextEmail();
    const { code } = await requestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const attacker = callerFor(database.db, { ip: nextIp() }).caller;
    for (const left of ["4 tries", "3 tries", "2 tries", "1 try"]) {
      const error = await rejection(attacker.auth.verifyCode({ email, code: wrong }));
      expect(error.code).toBe("BAD_REQUEST");
      expect(error.message).toBe(`That code is not right. ${left} left.`);
    }
    const fifth = await rejection(attacker.auth.verifyCode({ email, code: wrong }));
    expect(fifth.message).toBe("That code is not right. No tries left for now.");
    // The guessing network is locked out of this address, even with the right code...
    const locked = await rejection(attacker.auth.verifyCode({ email, code }));
    expect(locked.code).toBe("TOO_MANY_REQUESTS");
    expect(locked.cause).toMatchObject({ retryAfterSeconds: 3600 });
    expect(locked.message).toMatch(/^Too many wrong codes for this address from your network\. Please try again in 60 minutes\.$/);
    // ...but the owner's live code still works from the owner's network (before: the fifth wrong try killed it).
    const owner = callerFor(database.db, { ip: nextIp() }).caller;
    expect((await owner.auth.verifyCode({ email, code })).user.email).toBe(email);
  });

  it("allows at most ten wrong codes an address a day, whatever the codes and networks", async () => {
    const email = nextEmail();
    const outcomes: string[] = [];
    // Before: each new code brought five fresh tries, 25 guesses in a few minutes.
    for (let round = 0; round < 5; round += 1) {
      const { code } = await issueEmailCode(database.db, { email, secret: testConfig.secret, ipHash: "test" });
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      const caller = callerFor(database.db, { ip: nextIp() }).caller;
      for (let guess = 0; guess < 5; guess += 1) outcomes.push((await rejection(caller.auth.verifyCode({ email, code: wrong }))).code);
    }
    expect(outcomes.filter((code) => code === "BAD_REQUEST")).toHaveLength(10);
    expect(outcomes.filter((code) => code === "TOO_MANY_REQUESTS")).toHaveLength(15);
    // Once the address's day is used up, even its right code waits (docs/accounts.md#abuse-limits).
    const { code } = await issueEmailCode(database.db, { email, secret: testConfig.secret, ipHash: "test" });
    const refused = await rejection(callerFor(database.db, { ip: nextIp() }).caller.auth.verifyCode({ email, code }));
    expect(refused.message).toMatch(/^Too many wrong codes were tried for this address today\. Please try again in \d+ minutes\.$/);
  });

  it("limits sign-in tries from one network to sixty an hour, whatever the addresses", async () => {
    const ip = nextIp();
    const caller = callerFor(database.db, { ip }).caller;
    const codes: string[] = [];
    for (let i = 0; i < 61; i += 1) {
      const error = await rejection(caller.auth.verifyCode({ email: nextEmail(), code: "000000" }));
      codes.push(error.code);
    }
    // Before: verify had no per-network limit at all.
    expect(codes.slice(0, 60).every((code) => code === "BAD_REQUEST")).toBe(true);
    expect(codes[60]).toBe("TOO_MANY_REQUESTS");
  });

  it("refuses a used code and a malformed one", async () => {
    const email = nextEmail();
    const { code } = await requestCode(email);
    const { caller } = callerFor(database.db);
    await caller.auth.verifyCode({ email, code });
    expect((await rejection(caller.auth.verifyCode({ email, code }))).code).toBe("BAD_REQUEST");
    const malformed = await rejection(caller.auth.verifyCode({ email, code: "12345" }));
    expect(malformed.code).toBe("BAD_REQUEST");
    expect(malformed.message).toContain("Verification code must be 6 digits");
  });

  it("replaces the session of a browser that was signed in already", async () => {
    const before = await createUser(database.db, 1, nextEmail());
    const principal = await userPrincipal(database.db, before.id);
    if (principal.kind !== "user") throw new Error("not a user");
    const { user } = await signIn(nextEmail(), principal);
    expect(user.id).not.toBe(before.id);
    expect(await database.db.session.count({ where: { id: principal.session.sessionId } })).toBe(0);
  });
});

describe("guest → account on sign-in", () => {
  it("moves a new account's guest scans, history and remaining scans into it", async () => {
    const { token, guest, principal } = await guestWithRow(3);
    const product = await createProduct(database.db, { name: "Guest scan" });
    const scanned = await callerFor(database.db, { principal }).caller.scan.create({
      barcode: product.barcode,
      clientScanId: clientScanId(),
    });
    expect(scanned.scannedProduct.userId).toBe(0);

    const { user } = await signIn(nextEmail(), principal);
    // 10 free account scans + the guest's 2 left.
    expect(user.scansRemaining).toBe(testConfig.freeAccountScans + 2);
    const scan = await database.db.scan.findUniqueOrThrow({
      where: { publicId: scanned.scannedProduct.id },
      select: { userId: true, guestId: true },
    });
    expect(scan).toEqual({ userId: user.id, guestId: null });
    const merged = await database.db.guest.findUniqueOrThrow({
      where: { id: guest.id },
      select: { scansRemaining: true, mergedIntoUserId: true, mergedAt: true },
    });
    expect(merged).toMatchObject({ scansRemaining: 0, mergedIntoUserId: user.id, mergedAt: expect.any(Date) });
    // The old visitor cookie no longer names a guest.
    expect(await findGuestByToken(database.db, token)).toBeNull();

    // The result now belongs to the account: it can save it.
    const owner = await userPrincipal(database.db, user.id);
    const view = await callerFor(database.db, { principal: owner }).caller.scannedProducts.get({ id: scanned.scannedProduct.id });
    expect(view.userId).toBe(user.id);
    await callerFor(database.db, { principal: owner }).caller.scannedProducts.save({ id: scanned.scannedProduct.id, isSaved: true });
  });

  it("moves only bought scans on a later sign-in, so clearing cookies never mints scans", async () => {
    const email = nextEmail();
    const { user: account } = await signIn(email);
    await database.db.user.update({ where: { id: account.id }, data: { scansRemaining: 1 } });

    // A fresh browser with an unused free guest allowance: nothing of it moves.
    const fresh = await guestWithRow(3);
    expect((await signIn(email, fresh.principal)).user.scansRemaining).toBe(1);

    // A browser whose guest bought 25 scans and used 4 of its 28: the 24 left are bought ones.
    const buyer = await guestWithRow(24);
    await database.db.purchase.create({
      data: { paymentIntentId: `pi_${++sequence}`, guestId: buyer.guest.id, amountCents: 100, currency: "eur", scans: 25, status: "credited" },
    });
    expect((await signIn(email, buyer.principal)).user.scansRemaining).toBe(1 + 24);
    expect(await database.db.purchase.count({ where: { userId: account.id } })).toBe(1);
  });

  it("keeps both histories when a guest scan's client id collides with one of the account's", async () => {
    const email = nextEmail();
    const { user } = await signIn(email);
    const sharedId = clientScanId();
    const own = await createProduct(database.db);
    const guestProduct = await createProduct(database.db);
    await database.db.scan.create({ data: { userId: user.id, productId: own.id, clientScanId: sharedId, deviceClass: "mobile", charged: true } });
    const { guest, principal } = await guestWithRow(3);
    const guestScan = await database.db.scan.create({
      data: { guestId: guest.id, productId: guestProduct.id, clientScanId: sharedId, deviceClass: "mobile", charged: true },
      select: { id: true },
    });

    await signIn(email, principal);
    const scans = await database.db.scan.findMany({ where: { userId: user.id }, select: { id: true, clientScanId: true } });
    expect(scans).toHaveLength(2);
    expect(scans.find((scan) => scan.id === guestScan.id)?.clientScanId).toBe(`${sharedId}:guest-${guest.id}`);
  });

  it("moves the guest's paid result unlocks, without duplicating the account's own", async () => {
    const email = nextEmail();
    const { user } = await signIn(email);
    const other = await createUser(database.db, 1);
    const product = await createProduct(database.db);
    const scanOf = (userId: number) =>
      database.db.scan.create({
        data: { userId, productId: product.id, clientScanId: clientScanId(), deviceClass: "desktop", charged: true },
        select: { id: true },
      });
    const [first, second] = [await scanOf(other.id), await scanOf(other.id)];
    const { guest, principal } = await guestWithRow(3);
    await database.db.resultUnlock.createMany({
      data: [
        { scanId: first.id, guestId: guest.id },
        { scanId: second.id, guestId: guest.id },
        { scanId: second.id, userId: user.id },
      ],
    });

    await signIn(email, principal);
    const unlocks = await database.db.resultUnlock.findMany({
      where: { scanId: { in: [first.id, second.id] } },
      select: { scanId: true, userId: true, guestId: true },
      orderBy: { scanId: "asc" },
    });
    expect(unlocks).toEqual([
      { scanId: first.id, userId: user.id, guestId: null },
      { scanId: second.id, userId: user.id, guestId: null },
    ]);
  });

  it("merges a guest only once when the same browser signs in twice", async () => {
    const { principal } = await guestWithRow(3);
    const email = nextEmail();
    const first = await signIn(email, principal);
    // The same (now stale) guest principal signing in again adds nothing.
    const second = await signIn(email, principal);
    expect(second.user.scansRemaining).toBe(first.user.scansRemaining);
    expect(first.user.scansRemaining).toBe(testConfig.freeAccountScans + 3);
  });
});

describe("auth.logout", () => {
  it("deletes the session and clears the cookie", async () => {
    const user = await createUser(database.db, 1);
    const principal = await userPrincipal(database.db, user.id);
    if (principal.kind !== "user") throw new Error("not a user");
    const { caller, cookiesSet } = callerFor(database.db, { principal });
    expect(await caller.auth.logout()).toEqual({ loggedOut: true });
    expect(cookiesSet.get("pc_session")).toBe("");
    expect(await database.db.session.count({ where: { id: principal.session.sessionId } })).toBe(0);
  });

  it("is harmless for a guest", async () => {
    const { caller, cookiesSet } = callerFor(database.db);
    expect(await caller.auth.logout()).toEqual({ loggedOut: true });
    expect(cookiesSet.get("pc_session")).toBe("");
  });
});
