import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSession } from "@productcheck/auth/session";
import { brandKey } from "@productcheck/domain/brand-key";
import { SOURCE_NOTE_REQUIRED_MESSAGE } from "@productcheck/validators/brand-locations";

import { startTestServer } from "./testing/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: string;
let shopper: string;

async function cookieFor(email: string) {
  const user = await server.db.user.create({ data: { email, scansRemaining: 5 }, select: { id: true } });
  const { token } = await createSession(server.db, user.id);
  return `pc_session=${token}`;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await cookieFor("admin@example.com");
  shopper = await cookieFor("shopper@example.com");
});
afterAll(async () => {
  await server.close();
});

type Method = "GET" | "POST" | "PATCH" | "PUT";

function send(method: Method, path: string, cookie: string, body?: unknown) {
  return server.request(`/api${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const NOTE = "https://example.com/annual-report";

describe("/api/admin Brand Locations over HTTP", () => {
  it("answers 401 to guests and 403 to other accounts on every path", async () => {
    const calls: [Method, string, unknown?][] = [
      ["GET", "/admin/registry/search?query=x"],
      ["GET", "/admin/brands/1"],
      ["GET", "/admin/companies/1"],
      ["GET", "/admin/unknown-brands"],
      ["GET", "/admin/ai-proposals"],
      ["POST", "/admin/brands", { name: "X", ownerId: 1, sourceNote: NOTE }],
      ["PATCH", "/admin/brands/1", { name: "X", sourceNote: NOTE }],
      ["PUT", "/admin/brands/1/regional-owners/north-america", { ownerId: 1, sourceNote: NOTE }],
      ["POST", "/admin/brands/1/confirm", { sourceNote: NOTE }],
      ["POST", "/admin/brands/1/reject", { sourceNote: NOTE }],
      ["POST", "/admin/companies", { name: "X", hqCountry: "SE", sourceNote: NOTE }],
      ["PATCH", "/admin/companies/1", { hqCountry: "SE", sourceNote: NOTE }],
    ];
    for (const [method, path, body] of calls) {
      expect([method, path, (await send(method, path, "", body)).status]).toEqual([method, path, 401]);
      const forbidden = await send(method, path, shopper, body);
      expect([method, path, forbidden.status]).toEqual([method, path, 403]);
      expect(await forbidden.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await server.db.company.count()).toBe(0);
  });

  it("lets the admin add, read, search and edit companies and brands, and review an AI proposal", async () => {
    const createdCompany = await send("POST", "/admin/companies", admin, { name: "Rest Foods Inc", hqCountry: "us", sourceNote: NOTE });
    expect(createdCompany.status).toBe(200);
    const company = (await createdCompany.json()) as { id: number; hqCountry: string; source: string };
    expect(company).toMatchObject({ hqCountry: "US", source: "admin" });
    const swedish = (await (await send("POST", "/admin/companies", admin, { name: "Rest AB", hqCountry: "SE", sourceNote: NOTE })).json()) as { id: number };

    const createdBrand = await send("POST", "/admin/brands", admin, { name: "Rest Brand", ownerId: company.id, aliases: ["Rest"], sourceNote: NOTE });
    expect(createdBrand.status).toBe(200);
    const brand = (await createdBrand.json()) as { id: number; isAmerican: boolean; aliases: string[] };
    expect(brand).toMatchObject({ isAmerican: true, aliases: ["Rest"] });

    const patched = await send("PATCH", `/admin/brands/${brand.id}`, admin, { ownerId: swedish.id, sourceNote: NOTE });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ isAmerican: false, edits: [{ action: "brand.update" }, { action: "brand.create" }] });
    const regional = await send("PUT", `/admin/brands/${brand.id}/regional-owners/north-america`, admin, {
      ownerId: company.id,
      categories: ["en:snacks"],
      sourceNote: NOTE,
    });
    expect(regional.status).toBe(200);
    expect(await regional.json()).toMatchObject({ regionalOwners: [{ region: "north-america", categories: ["en:snacks"] }] });
    const patchedCompany = await send("PATCH", `/admin/companies/${swedish.id}`, admin, { parentId: company.id, sourceNote: NOTE });
    expect(patchedCompany.status).toBe(200);
    expect(await patchedCompany.json()).toMatchObject({ chain: [{ id: swedish.id }, { id: company.id }] });

    const detail = await send("GET", `/admin/brands/${brand.id}`, admin);
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ id: brand.id, name: "Rest Brand", isAmerican: true });
    expect((await send("GET", `/admin/companies/${company.id}`, admin)).status).toBe(200);
    const search = await send("GET", "/admin/registry/search?query=rest", admin);
    expect(search.status).toBe(200);
    expect(await search.json()).toMatchObject({ brands: [{ id: brand.id }], companies: [{ name: "Rest AB" }, { name: "Rest Foods Inc" }] });
    expect((await send("GET", "/admin/unknown-brands", admin)).status).toBe(200);

    const ai = { source: "ai" as const, confidence: "low" as const, sourceNote: "AI proposal (test), 2026-11-20" };
    const aiOwner = await server.db.company.create({ data: { name: "Rest AI Owner", hqCountry: "US", ...ai }, select: { id: true } });
    const [kept, dropped] = [
      await server.db.brand.create({ data: { name: "Rest AI One", key: brandKey("Rest AI One"), ownerId: aiOwner.id, ...ai }, select: { id: true } }),
      await server.db.brand.create({ data: { name: "Rest AI Two", key: brandKey("Rest AI Two"), ownerId: swedish.id, ...ai }, select: { id: true } }),
    ];
    const proposals = await send("GET", "/admin/ai-proposals", admin);
    expect(proposals.status).toBe(200);
    expect(((await proposals.json()) as { proposals: { brandId: number }[] }).proposals.map((p) => p.brandId).sort()).toEqual([kept.id, dropped.id].sort());
    const confirmed = await send("POST", `/admin/brands/${kept.id}/confirm`, admin, { sourceNote: NOTE });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ source: "admin", chain: [{ id: aiOwner.id, source: "admin" }] });
    const rejected = await send("POST", `/admin/brands/${dropped.id}/reject`, admin, { sourceNote: NOTE });
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toEqual({ brandId: dropped.id, brand: "Rest AI Two", removedCompanies: [] });
    const notAProposal = await send("POST", `/admin/brands/${brand.id}/reject`, admin, { sourceNote: NOTE });
    expect(notAProposal.status).toBe(409);
    expect(await notAProposal.json()).toMatchObject({ message: expect.stringContaining("is not an AI proposal") });
  });

  it("answers 400 with a message for a malformed body, 404 for an unknown id and 400 for an id beyond int32", async () => {
    const company = (await (await send("POST", "/admin/companies", admin, { name: "Checked Co", hqCountry: "SE", sourceNote: NOTE })).json()) as {
      id: number;
    };
    const noNote = await send("POST", "/admin/brands", admin, { name: "No Note", ownerId: company.id });
    expect(noNote.status).toBe(400);
    expect(noNote.headers.get("content-type")).toContain("application/json");
    expect(((await noNote.json()) as { message: string }).message).toContain(SOURCE_NOTE_REQUIRED_MESSAGE);
    const notJson = await server.request("/api/admin/companies", {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/json" },
      body: "{ not json",
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ message: expect.any(String) });
    const badRegion = await send("PUT", "/admin/brands/1/regional-owners/europe", admin, { ownerId: company.id, sourceNote: NOTE });
    expect(badRegion.status).toBe(400);
    expect(((await badRegion.json()) as { message: string }).message).toContain("region must be one of");
    const unknownOwner = await send("POST", "/admin/brands", admin, { name: "Orphan", ownerId: 2_000_000_000, sourceNote: NOTE });
    expect(unknownOwner.status).toBe(400);
    expect(await unknownOwner.json()).toMatchObject({ message: "The owner (company 2000000000) does not exist" });
    const clash = await send("POST", "/admin/companies", admin, { name: "CHECKED CO.", hqCountry: "SE", sourceNote: NOTE });
    expect(clash.status).toBe(409);

    for (const [method, path, body] of [
      ["GET", "/admin/brands/2000000000", undefined],
      ["GET", "/admin/companies/2000000000", undefined],
      ["PATCH", "/admin/brands/2000000000", { name: "X", sourceNote: NOTE }],
      ["PATCH", "/admin/companies/2000000000", { hqCountry: "SE", sourceNote: NOTE }],
      ["POST", "/admin/brands/2000000000/confirm", { sourceNote: NOTE }],
    ] as [Method, string, unknown][]) {
      const response = await send(method, path, admin, body);
      expect([method, path, response.status]).toEqual([method, path, 404]);
      expect(await response.json()).toMatchObject({ message: expect.stringMatching(/^No such (brand|company)$/) });
    }
    for (const path of ["/admin/brands/2147483648", "/admin/companies/2147483648", "/admin/brands/abc"]) {
      const response = await send("GET", path, admin);
      expect([path, response.status]).toEqual([path, 400]);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
  });
});
