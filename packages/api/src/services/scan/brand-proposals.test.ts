import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { startAiTestServer, type AiTestServer } from "../../testing/ai-test-server";
import { callerFor, clientScanId, createBrandChain, createProduct, createUser, userPrincipal } from "../../testing/test-helpers";
import { createOpenAiProvider, type AiProvider } from "../shared/ai-provider";
import { FAILED_RETRY_MS, proposeOwnerForUnknownBrand } from "./brand-proposals";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: AiTestServer;
let ai: AiProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startAiTestServer();
  ai = createOpenAiProvider({ apiKey: server.apiKey, baseURL: server.baseUrl, model: "test-model", timeoutMs: 500 });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

function owner(answer: { owner: string; country: string; parent?: string; parentCountry?: string } | null) {
  return () =>
    JSON.stringify({
      known: answer !== null,
      owner: answer?.owner ?? null,
      ownerHqCountry: answer?.country ?? null,
      parent: answer?.parent ?? null,
      parentHqCountry: answer?.parentCountry ?? null,
    });
}

async function scanWithAi(barcode: string) {
  const user = await createUser(database.db, 5);
  const { caller } = callerFor(database.db, { principal: await userPrincipal(database.db, user.id), ai });
  return (await caller.scan.create({ barcode, clientScanId: clientScanId() })).scannedProduct;
}

describe("AI proposals for brands nobody knows (docs/origin.md, AI brand proposals)", () => {
  it("stores the proposed owner and parent with source ai and low confidence, and the result says so", async () => {
    server.setAnswer(owner({ owner: "Nordic Snacks AB", country: "SE", parent: "Snack Holdings Inc.", parentCountry: "US" }));
    const product = await createProduct(database.db, { name: "Chili nötter", brand: "Nöttbolaget", brandKey: "nottbolaget" });
    const view = await scanWithAi(product.barcode);

    const question = server.userPayload(server.requests.at(-1)!);
    expect(question).toMatchObject({ brand: "Nöttbolaget", productName: "Chili nötter" });
    const brand = await database.db.brand.findUniqueOrThrow({
      where: { key: "nottbolaget" },
      select: { source: true, confidence: true, sourceNote: true, owner: { select: { name: true, hqCountry: true, source: true, confidence: true, parent: { select: { name: true, hqCountry: true, source: true } } } } },
    });
    expect(brand).toMatchObject({
      source: "ai",
      confidence: "low",
      owner: { name: "Nordic Snacks AB", hqCountry: "SE", source: "ai", confidence: "low", parent: { name: "Snack Holdings Inc.", hqCountry: "US", source: "ai" } },
    });
    expect(brand.sourceNote).toMatch(/^AI proposal \(test-model\), \d{4}-\d{2}-\d{2}$/);
    expect(view).toMatchObject({
      hq_country: "US",
      isAmerican: true,
      certainty: "probable",
      facts: { hqCountry: { source: "ai", confidence: "low" } },
    });
    expect(view.brandExplanation).toContain("This ownership was suggested by AI and is not yet confirmed, so it is probably American.");
  });

  it("links to a company the registry already has instead of duplicating it, still marked as the AI's claim", async () => {
    await createBrandChain(database.db, "Existing Brand", [["Orkla Foods Sverige", "SE"]]);
    const registryOwner = await database.db.company.findFirstOrThrow({ where: { name: { startsWith: "Orkla Foods Sverige" } }, select: { id: true, name: true } });
    server.setAnswer(owner({ owner: registryOwner.name.toUpperCase(), country: "SE" }));
    const product = await createProduct(database.db, { name: "Inlagd sill", brand: "Sillmästarn", brandKey: "sillmastarn" });
    const view = await scanWithAi(product.barcode);
    const brand = await database.db.brand.findUniqueOrThrow({ where: { key: "sillmastarn" }, select: { ownerId: true, source: true } });
    expect(brand).toEqual({ ownerId: registryOwner.id, source: "ai" });
    expect(view.ownershipChain[0]).toMatchObject({ name: registryOwner.name, source: "ai", confidence: "low" });
    expect(view.brandExplanation).toContain("suggested by AI");
  });

  it("asks about a brand once: a later scan of another product of it asks nothing", async () => {
    server.setAnswer(owner({ owner: "Gott & Gott AB", country: "SE" }));
    const first = await createProduct(database.db, { name: "Kanelbullar", brand: "Bullbagarn", brandKey: "bullbagarn" });
    const second = await createProduct(database.db, { name: "Kardemummabullar", brand: "Bullbagarn", brandKey: "bullbagarn" });
    await scanWithAi(first.barcode);
    const asked = server.requests.length;
    const view = await scanWithAi(second.barcode);
    expect(server.requests.length).toBe(asked);
    expect(view).toMatchObject({ hq_country: "SE", isAmerican: false });
  });

  it("remembers 'unknown' and never asks about brands the registry knows", async () => {
    server.setAnswer(owner(null));
    const unknown = await createProduct(database.db, { name: "Mystery bar", brand: "Obscura", brandKey: "obscura" });
    await scanWithAi(unknown.barcode);
    expect(await database.db.brandProposal.findUnique({ where: { brandKey: "obscura" }, select: { outcome: true } })).toEqual({ outcome: "unknown" });
    expect(await database.db.brand.count({ where: { key: "obscura" } })).toBe(0);

    await createBrandChain(database.db, "Known Brand", [["Known Owner", "DE"]]);
    const known = await createProduct(database.db, { name: "Known", brand: "Known Brand", brandKey: "known brand" });
    const asked = server.requests.length;
    await scanWithAi(known.barcode);
    expect(server.requests.length).toBe(asked);
  });

  it("never fails a scan: a timeout or junk is remembered as failed and asked again an hour later", async () => {
    server.setAnswer(() => ({ content: "{}", delayMs: 2000 }));
    const product = await createProduct(database.db, { name: "Lakrits", brand: "Salmiak Co", brandKey: "salmiak co" });
    const view = await scanWithAi(product.barcode);
    expect(view).toMatchObject({ hq_country: null, isAmerican: false });
    expect(await database.db.brandProposal.findUnique({ where: { brandKey: "salmiak co" }, select: { outcome: true } })).toEqual({ outcome: "failed" });

    server.setAnswer(() => "not json at all");
    expect(await proposeOwnerForUnknownBrand({ db: database.db, ai: ai }, { productId: product.id })).toBe("skipped");
    expect(await proposeOwnerForUnknownBrand({ db: database.db, ai }, { productId: product.id, now: new Date(Date.now() + FAILED_RETRY_MS + 1000) })).toBe("failed");
    server.setAnswer(owner({ owner: "Salmiak Company Oy", country: "FI" }));
    expect(await proposeOwnerForUnknownBrand({ db: database.db, ai }, { productId: product.id, now: new Date(Date.now() + 2 * FAILED_RETRY_MS + 2000) })).toBe("proposed");
  });

  it("does nothing without an AI provider", async () => {
    const product = await createProduct(database.db, { name: "Plain", brand: "No AI Brand", brandKey: "no ai brand" });
    expect(await proposeOwnerForUnknownBrand({ db: database.db, ai: null }, { productId: product.id })).toBe("skipped");
  });
});
