// The alternatives with the AI provider configured: the real openai SDK against a local
// OpenAI-compatible server, through the API procedures.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { startAiTestServer, type AiTestServer, type ChatRequest } from "../../testing/ai-test-server";
import { COLA_CHAIN, createColaCatalogue, KETCHUP_CHAIN, ownedProduct, scanAsNewUser, testTaxonomy } from "../../testing/alternatives-fixtures";
import { callerFor } from "../../testing/test-helpers";
import { createOpenAiProvider, type AiProvider } from "../shared/ai-provider";
import { RULES_RETRY_MS } from "./compute-alternatives";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let cola: Awaited<ReturnType<typeof createColaCatalogue>>;
let server: AiTestServer;
let ai: AiProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  cola = await createColaCatalogue(database.db);
  server = await startAiTestServer();
  ai = createOpenAiProvider({ apiKey: server.apiKey, baseURL: server.baseUrl, model: "test-model", timeoutMs: 500 });
});
afterAll(async () => {
  await server.close();
  await database.close();
});
beforeEach(async () => {
  // Every test starts from an empty cache, so each one asks the AI afresh.
  await database.db.alternativeCache.deleteMany({});
});

/** The candidate ids the AI was given in a request. */
function candidateIds(request: ChatRequest): number[] {
  const payload = server.userPayload(request) as { candidates: { id: number }[] };
  return payload.candidates.map((candidate) => candidate.id);
}

async function alternativesOf(options: { refresh?: boolean } = {}) {
  const { principal, scanId } = await scanAsNewUser(database.db, cola.scanned.barcode, 10);
  const { caller } = callerFor(database.db, { principal, ai, taxonomy: testTaxonomy });
  const answer = await caller.scannedProducts.alternatives({ id: scanId });
  return { answer, caller, scanId, refreshed: options.refresh ? await caller.scannedProducts.refreshAlternatives({ id: scanId }) : null };
}

describe("alternatives with the AI provider", () => {
  it("lets the AI re-rank the engine's candidates and write the texts, and says it was AI analysed", async () => {
    server.setAnswer((request) => {
      const [first, second] = candidateIds(request).reverse();
      return JSON.stringify({
        alternatives: [
          { id: first, difference: "A German craft cola with less sugar." },
          { id: second, difference: "Made locally in the same size." },
        ],
      });
    });
    const { answer } = await alternativesOf();
    const request = server.requests.at(-1)!;
    const offered = candidateIds(request);
    expect(offered).toEqual(expect.arrayContaining(cola.european.map((product) => product.id)));
    expect(offered).not.toContain(cola.american.id);
    expect(answer.aiAnalysed).toBe(true);
    expect(answer.alternatives.map((alternative) => alternative.id)).toEqual(offered.reverse().slice(0, 2));
    expect(answer.alternatives.map((alternative) => alternative.difference)).toEqual([
      "A German craft cola with less sugar.",
      "Made locally in the same size.",
    ]);
    // The facts of the card stay the catalogue's, whatever the AI writes.
    expect(answer.alternatives[0]?.flagUrl).toMatch(/^https:\/\/flagcdn\.com\/w20\/[a-z]{2}\.png$/);
  });

  it("drops products the AI invents, keeping the real ones it chose", async () => {
    server.setAnswer((request) =>
      JSON.stringify({
        alternatives: [
          { id: 424242, difference: "Zingo Cola from Mars." },
          { id: candidateIds(request)[0], difference: "A real one." },
        ],
      }),
    );
    const { answer } = await alternativesOf();
    expect(answer.aiAnalysed).toBe(true);
    expect(answer.alternatives).toHaveLength(1);
    expect(answer.alternatives[0]?.difference).toBe("A real one.");
  });

  it.each([
    ["invents every product", () => JSON.stringify({ alternatives: [{ id: 424242, difference: "Invented." }] })],
    ["answers prose instead of JSON", () => "Here are five great colas: Zingo, Afri, …"],
    ["answers JSON of another shape", () => JSON.stringify({ picks: [1, 2, 3] })],
    ["fails with HTTP 500", () => ({ status: 500 })],
    ["is slower than its timeout", () => ({ content: JSON.stringify({ alternatives: [] }), delayMs: 2000 })],
  ])("falls back to the deterministic engine when the AI %s", async (_case, answer) => {
    server.setAnswer(answer);
    const started = Date.now();
    const { answer: result } = await alternativesOf();
    expect(Date.now() - started).toBeLessThan(1800);
    expect(result.aiAnalysed).toBe(false);
    expect(result.alternatives).toHaveLength(5);
    expect(result.alternatives[0]?.name).toBe("Apotekarnes Cola");
    expect(result.alternatives[0]?.difference).toMatch(/^Made in Sweden by Carlsberg \d+ \(Denmark, a neighbour\)/);
  });

  it("caches the AI's answer: a second view asks nothing, a refresh asks again", async () => {
    server.setAnswer((request) => JSON.stringify({ alternatives: [{ id: candidateIds(request)[0], difference: "First answer." }] }));
    const { caller, scanId } = await alternativesOf();
    const asked = server.requests.length;
    const again = await caller.scannedProducts.alternatives({ id: scanId });
    expect(server.requests.length).toBe(asked);
    expect(again.alternatives[0]?.difference).toBe("First answer.");

    await database.db.alternativeCache.updateMany({ data: { computedAt: new Date(Date.now() - 60_000) } });
    server.setAnswer((request) => JSON.stringify({ alternatives: [{ id: candidateIds(request)[1], difference: "Second answer." }] }));
    const refreshed = await caller.scannedProducts.refreshAlternatives({ id: scanId });
    expect(server.requests.length).toBe(asked + 1);
    expect(refreshed).toMatchObject({ aiAnalysed: true, charged: true });
    expect(refreshed.alternatives[0]?.difference).toBe("Second answer.");
  });

  it("asks the AI again an hour after it failed, instead of keeping the engine's list for a week", async () => {
    server.setAnswer(() => ({ status: 503 }));
    const { caller, scanId, answer } = await alternativesOf();
    expect(answer.aiAnalysed).toBe(false);
    server.setAnswer((request) => JSON.stringify({ alternatives: [{ id: candidateIds(request)[0], difference: "Back again." }] }));
    expect((await caller.scannedProducts.alternatives({ id: scanId })).aiAnalysed).toBe(false);
    await database.db.alternativeCache.updateMany({ data: { computedAt: new Date(Date.now() - RULES_RETRY_MS - 1000) } });
    const retried = await caller.scannedProducts.alternatives({ id: scanId });
    expect(retried).toMatchObject({ aiAnalysed: true });
    expect(retried.alternatives[0]?.difference).toBe("Back again.");
  });

  it("does not ask the AI when the engine found no candidate at all", async () => {
    const lonely = await ownedProduct(database.db, "Lonely Ketchup", [["Lonely Corp", "US"]], { categories: KETCHUP_CHAIN });
    const { principal, scanId } = await scanAsNewUser(database.db, lonely.barcode);
    const asked = server.requests.length;
    const answer = await callerFor(database.db, { principal, ai, taxonomy: testTaxonomy }).caller.scannedProducts.alternatives({ id: scanId });
    expect(answer).toMatchObject({ alternatives: [], aiAnalysed: false });
    expect(server.requests.length).toBe(asked);
    expect(COLA_CHAIN).not.toContain("en:ketchup");
  });
});
