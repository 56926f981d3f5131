import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { appRouter } from "@productcheck/api/root";
import { testPayments } from "@productcheck/api/testing/payments";
import { startStripeTestServer, type StripeTestServer } from "@productcheck/api/testing/stripe-test-server";
import { testConfig } from "@productcheck/api/testing/test-helpers";
import { createSession } from "@productcheck/auth/session";
import { computeCheckDigit } from "@productcheck/domain/barcode";

import { startTestServer } from "./testing/test-server";

// Every procedure × {guest, user, other user, admin}, over /trpc on a real server. The procedures are
// read from the router; RULES says who may call each one (docs/accounts.md#admin, docs/quotas.md).
// A procedure missing from RULES fails the first test, so a new one cannot ship without a rule.

type Who = "guest" | "user" | "other" | "admin";
/**
 * public: anyone, guests included, gets an answer (no 401/403).
 * signed-in: guests get 401; any account gets an answer.
 * owner: guests get 401; only the owner of the resource (the user who scanned it) gets it, any other account 403.
 * viewer: anyone may ask, but only who already sees the resource (its scanner) gets it; others get needsPayment, free.
 * admin: guests get 401, every other account 403; only the admin gets an answer.
 */
type Rule = "public" | "signed-in" | "owner" | "viewer" | "admin";

interface Fixtures {
  /** The public id of a scan of the owner's (docs/security.md#public-ids). */
  scanId: string;
  /** Another scan of the owner's, that nobody else has paid to see. */
  unseenScanId: string;
  productId: number;
  barcode: string;
  suggestionId: number;
}
interface Entry {
  rule: Rule;
  /** A well-formed input (so that a refusal is about who calls, not what is sent). */
  input?: (f: Fixtures, who: Who) => unknown;
  /** The status a guest gets from a public procedure, when not 200. */
  guestStatus?: number;
}

let unique = 0;
const note = { sourceNote: "authorization matrix test" };
const RULES: Record<string, Entry> = {
  "admin.registry.search": { rule: "admin", input: () => ({ query: "a" }) },
  "admin.registry.brand": { rule: "admin", input: () => ({ id: 999_999 }) },
  "admin.registry.company": { rule: "admin", input: () => ({ id: 999_999 }) },
  "admin.registry.unknownBrands": { rule: "admin" },
  "admin.registry.aiProposals": { rule: "admin" },
  "admin.registry.createBrand": { rule: "admin", input: () => ({ name: `Matrix brand ${++unique}`, ownerId: 999_999, ...note }) },
  "admin.registry.updateBrand": { rule: "admin", input: () => ({ id: 999_999, ...note }) },
  "admin.registry.setRegionalOwner": { rule: "admin", input: () => ({ id: 999_999, region: "north-america", ownerId: null, ...note }) },
  "admin.registry.confirmProposal": { rule: "admin", input: () => ({ id: 999_999, ...note }) },
  "admin.registry.rejectProposal": { rule: "admin", input: () => ({ id: 999_999, ...note }) },
  "admin.registry.createCompany": { rule: "admin", input: () => ({ name: `Matrix company ${++unique}`, hqCountry: "SE", ...note }) },
  "admin.registry.updateCompany": { rule: "admin", input: () => ({ id: 999_999, ...note }) },
  "admin.stats.get": { rule: "admin" },
  "admin.suggestions.list": { rule: "admin", input: () => ({}) },
  "admin.suggestions.setApproval": { rule: "admin", input: (f) => ({ id: f.suggestionId, isApproved: true }) },
  "admin.suggestions.update": { rule: "admin", input: (f) => ({ id: f.suggestionId, name: "Corrected name" }) },
  "auth.status": { rule: "public" },
  "auth.requestCode": { rule: "public", input: (_f, who) => ({ email: `matrix-${who}@example.com` }) },
  "auth.verifyCode": { rule: "public", input: (_f, who) => ({ email: `matrix-${who}@example.com`, code: "000000" }), guestStatus: 400 },
  "auth.logout": { rule: "public" },
  "payments.createIntent": { rule: "public", input: () => ({ amount: 1 }) },
  "payments.confirmSuccess": { rule: "public", guestStatus: 404 }, // nothing pending for a new guest
  "payments.config": { rule: "public" },
  "publicVerdicts.get": { rule: "public", input: (f) => ({ barcode: f.barcode }) },
  "productSuggestions.create": { rule: "signed-in", input: (f) => ({ name: "Better name", barcode: f.barcode, productId: f.productId }) },
  "savedProducts.list": { rule: "signed-in" },
  "scan.create": { rule: "public", input: (f) => ({ barcode: f.barcode, clientScanId: `${Date.now()}_mtrx${String(++unique).padStart(4, "0")}` }) },
  "scannedProducts.get": { rule: "public", input: (f) => ({ id: f.scanId }) },
  "scannedProducts.alternatives": { rule: "public", input: (f) => ({ id: f.scanId }) },
  "scannedProducts.refreshAlternatives": { rule: "viewer", input: (f) => ({ id: f.unseenScanId }) },
  "scannedProducts.save": { rule: "owner", input: (f) => ({ id: f.scanId, isSaved: true }) },
  "scannedProducts.updateSaved": { rule: "owner", input: (f) => ({ id: f.scanId, isSaved: true }) },
  "user.me": { rule: "public" },
};

const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> }).procedures).map(
  ([path, procedure]) => ({ path, type: procedure._def.type }),
);

let server: Awaited<ReturnType<typeof startTestServer>>;
let stripe: StripeTestServer;
const userIds: Record<Exclude<Who, "guest">, number> = { user: 0, other: 0, admin: 0 };
let fixtures: Fixtures;

/** A fresh session per call, so that a logout in one cell does not sign the next one out. */
async function cookieOf(who: Who): Promise<string> {
  if (who === "guest") return "";
  return `pc_session=${(await createSession(server.db, userIds[who])).token}`;
}

/** One call as the web app's batching link sends it (`?batch=1`, inputs keyed by position). */
async function call(path: string, who: Who) {
  const procedure = procedures.find((p) => p.path === path);
  const input = RULES[path]?.input?.(fixtures, who);
  const batch = JSON.stringify({ 0: input });
  const headers: Record<string, string> = { cookie: await cookieOf(who), "content-type": "application/json" };
  const response =
    procedure?.type === "query"
      ? await server.request(`/trpc/${path}?batch=1&input=${encodeURIComponent(batch)}`, { headers })
      : await server.request(`/trpc/${path}?batch=1`, { method: "POST", headers, body: batch });
  const [body] = (await response.json()) as { result?: { data?: Record<string, unknown> }; error?: { message: string } }[];
  return { status: response.status, data: body?.result?.data, error: body?.error };
}

async function scansLeft(who: Exclude<Who, "guest">) {
  return (await server.db.user.findUniqueOrThrow({ where: { id: userIds[who] }, select: { scansRemaining: true } })).scansRemaining;
}

beforeAll(async () => {
  stripe = await startStripeTestServer();
  server = await startTestServer({ payments: testPayments(stripe) });
  for (const [who, email] of [["user", "matrix-owner@example.com"], ["other", "matrix-other@example.com"], ["admin", testConfig.adminEmail ?? "admin@example.com"]] as const) {
    userIds[who] = (await server.db.user.create({ data: { email, scansRemaining: 50 }, select: { id: true } })).id;
  }
  // American products (made in the US, owner unknown), so that their alternatives are a real question.
  const scanned = async (n: number) => {
    const body = `00${String(1234500000 + n)}`;
    const barcode = `${body}${computeCheckDigit(body)}`;
    const product = await server.db.product.create({
      data: { barcode, name: `Matrix soda ${n}`, countryCode: "US", countrySource: "catalogue", countryConfidence: "high", source: "catalogue" },
      select: { id: true },
    });
    const scan = await server.request("/trpc/scan.create", {
      method: "POST",
      headers: { cookie: await cookieOf("user"), "content-type": "application/json" },
      body: JSON.stringify({ barcode, clientScanId: `${Date.now()}_owner00${n}` }),
    });
    const scanId = ((await scan.json()) as { result: { data: { scannedProduct: { id: string } } } }).result.data.scannedProduct.id;
    return { barcode, productId: product.id, scanId };
  };
  const { barcode, productId, scanId } = await scanned(1);
  const unseen = await scanned(2);
  const suggestion = await server.db.suggestion.create({ data: { userId: userIds.user, productId, barcode, name: "Suggested" }, select: { id: true } });
  fixtures = { scanId, unseenScanId: unseen.scanId, productId, barcode, suggestionId: suggestion.id };
});
afterAll(async () => {
  await Promise.all([server.close(), stripe.close()]);
});

describe("authorization matrix", () => {
  it("has a rule for every procedure of the router, and none for a procedure that is gone", () => {
    expect(Object.keys(RULES).sort()).toEqual(procedures.map((p) => p.path).sort());
  });

  const cells = procedures.flatMap(({ path }) => (["guest", "user", "other", "admin"] as const).map((who) => [path, who] as const));

  it.each(cells)("%s as %s", async (path, who) => {
    const entry = RULES[path];
    if (!entry) throw new Error(`${path} has no rule in RULES`);
    const before = who === "guest" ? 0 : await scansLeft(who);
    const { status, data, error } = await call(path, who);
    const context = `${path} as ${who}: ${status} ${error?.message ?? ""}`;
    expect(status, context).toBeLessThan(500);

    switch (entry.rule) {
      case "public":
        expect([401, 403], context).not.toContain(status);
        if (who === "guest") expect(status, context).toBe(entry.guestStatus ?? 200);
        break;
      case "signed-in":
        if (who === "guest") expect(status, context).toBe(401);
        else expect(status, context).toBe(200);
        break;
      case "owner":
        if (who === "guest") expect(status, context).toBe(401);
        else if (who === "user") expect(status, context).toBe(200);
        else expect(status, context).toBe(403);
        break;
      case "viewer":
        expect(status, context).toBe(200);
        expect(data?.needsPayment, context).toBe(who !== "user");
        if (who === "other" || who === "admin") expect(await scansLeft(who), `${context}: charged`).toBe(before);
        break;
      case "admin":
        if (who === "guest") expect(status, context).toBe(401);
        else if (who === "admin") expect([401, 403], context).not.toContain(status);
        else {
          expect(status, context).toBe(403);
          expect(error?.message).toBe("You don't have permission to access the admin dashboard.");
        }
        break;
    }
  });

  it("shows a scan's user id to its scanner only", async () => {
    const seen = await Promise.all((["guest", "user", "other", "admin"] as const).map(async (who) => (await call("scannedProducts.get", who)).data?.userId));
    expect(seen).toEqual([0, userIds.user, 0, 0]);
  });

  it("shows each signed-in user only their own saved products", async () => {
    const saved = await call("scannedProducts.save", "user");
    expect(saved.status).toBe(200);
    const own = await call("savedProducts.list", "user");
    const others = await call("savedProducts.list", "other");
    expect(own.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: fixtures.scanId })]));
    expect(others.data).toEqual([]);
  });
});
