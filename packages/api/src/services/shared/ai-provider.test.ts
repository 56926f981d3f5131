import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startAiTestServer, type AiTestServer } from "../../testing/ai-test-server";
import { brandOwnerProposal, createOpenAiProvider, oneLine, validPicks, type AiRankingInput } from "./ai-provider";

let server: AiTestServer;

beforeAll(async () => {
  server = await startAiTestServer();
});
afterAll(async () => {
  await server.close();
});

function provider(timeoutMs = 2000) {
  return createOpenAiProvider({ apiKey: server.apiKey, baseURL: server.baseUrl, model: "test-model", timeoutMs });
}

const product = { name: "Tomato Ketchup", brand: "Heinz", size: "32 fl oz", category: "Ketchup", madeIn: "US", owner: "Kraft Heinz", ownerCountry: "US" };
const candidate = (id: number, name: string) => ({
  id,
  name,
  brand: name,
  size: "1 kg",
  category: "Ketchup",
  madeIn: "SE",
  owner: "Orkla",
  ownerCountry: "NO",
  facts: "Made in Sweden by Orkla (Norway)",
});
const input: AiRankingInput = { product, homeCountry: "SE", candidates: [candidate(11, "Felix"), candidate(12, "Develey")], limit: 5 };

describe("the OpenAI provider over the real SDK and real HTTP", () => {
  it("sends the product and candidates with a strict JSON schema, and reads the structured answer", async () => {
    server.setAnswer(() =>
      JSON.stringify({ alternatives: [{ id: 12, difference: "German ketchup, family-owned." }, { id: 11, difference: "Made in Sweden." }] }),
    );
    const picks = await provider().rankAlternatives(input);
    expect(picks).toEqual([
      { id: 12, difference: "German ketchup, family-owned." },
      { id: 11, difference: "Made in Sweden." },
    ]);
    const request = server.requests.at(-1);
    expect(request?.model).toBe("test-model");
    expect(request?.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "alternatives", strict: true } });
    expect(server.userPayload(request!)).toMatchObject({
      scannedProduct: { name: "Tomato Ketchup" },
      shopperHomeCountry: "SE",
      maxAlternatives: 5,
      candidates: [{ id: 11, name: "Felix" }, { id: 12, name: "Develey" }],
    });
  });

  it("drops invented, repeated and empty picks", async () => {
    server.setAnswer(() =>
      JSON.stringify({
        alternatives: [
          { id: 999, difference: "A product I made up." },
          { id: 11, difference: "  Made in\nSweden.  " },
          { id: 11, difference: "Again." },
          { id: 12, difference: "   " },
        ],
      }),
    );
    expect(await provider().rankAlternatives(input)).toEqual([{ id: 11, difference: "Made in Sweden." }]);
  });

  it("throws on an answer that is not JSON, or JSON of another shape", async () => {
    server.setAnswer(() => "Sure! Here are some great alternatives: Felix, Develey.");
    await expect(provider().rankAlternatives(input)).rejects.toThrow();
    server.setAnswer(() => JSON.stringify({ alternatives: [{ id: "eleven", why: "?" }] }));
    await expect(provider().rankAlternatives(input)).rejects.toThrow();
  });

  it("throws on HTTP errors without retrying, and reports each failure", async () => {
    const failures: string[] = [];
    const failing = createOpenAiProvider({
      apiKey: server.apiKey,
      baseURL: server.baseUrl,
      model: "test-model",
      onFailure: (task) => failures.push(task),
    });
    server.setAnswer(() => ({ status: 500 }));
    const before = server.requests.length;
    await expect(failing.rankAlternatives(input)).rejects.toThrow();
    expect(server.requests.length - before).toBe(1);
    expect(failures).toEqual(["alternatives"]);
    const wrongKey = createOpenAiProvider({ apiKey: "wrong", baseURL: server.baseUrl, model: "m" });
    await expect(wrongKey.rankAlternatives(input)).rejects.toThrow(/401/);
  });

  it("gives up after its timeout", async () => {
    server.setAnswer(() => ({ content: JSON.stringify({ alternatives: [] }), delayMs: 3000 }));
    const started = Date.now();
    await expect(provider(300).rankAlternatives(input)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("proposes a brand owner with its parent, or nothing when the model does not know", async () => {
    server.setAnswer(() =>
      JSON.stringify({ known: true, owner: "Pågen AB", ownerHqCountry: "se", parent: null, parentHqCountry: null }),
    );
    const question = { brand: "Pågen", productName: "Gifflar", manufacturer: "", brandOwner: "", soldIn: ["SE"] };
    expect(await provider().proposeBrandOwner(question)).toEqual({ owner: "Pågen AB", hqCountry: "SE", parent: null });
    server.setAnswer(() => JSON.stringify({ known: false, owner: null, ownerHqCountry: null, parent: null, parentHqCountry: null }));
    expect(await provider().proposeBrandOwner(question)).toBeNull();
  });
});

describe("answer checks", () => {
  it("keeps at most `limit` valid picks, in the model's order", () => {
    const picks = [1, 2, 3, 4].map((id) => ({ id, difference: `reason ${id}` }));
    expect(validPicks(picks, [{ id: 4 }, { id: 3 }, { id: 1 }], 2)).toEqual([
      { id: 1, difference: "reason 1" },
      { id: 3, difference: "reason 3" },
    ]);
  });

  it("cuts long reasons to one line at a word", () => {
    expect(oneLine("a  b\n c", 10)).toBe("a b c");
    expect(oneLine("word ".repeat(100), 30)).toBe("word word word word word word…");
  });

  it("rejects proposals without a valid country or company, and a parent that is the owner itself", () => {
    const base = { known: true, owner: "Gott AB", ownerHqCountry: "SE", parent: null, parentHqCountry: null };
    expect(brandOwnerProposal(base)).toEqual({ owner: "Gott AB", hqCountry: "SE", parent: null });
    expect(brandOwnerProposal({ ...base, ownerHqCountry: "Sweden" })).toBeNull();
    expect(brandOwnerProposal({ ...base, owner: "  " })).toBeNull();
    expect(brandOwnerProposal({ ...base, known: false })).toBeNull();
    expect(brandOwnerProposal({ ...base, parent: "Orkla ASA", parentHqCountry: "NO" })?.parent).toEqual({ name: "Orkla ASA", hqCountry: "NO" });
    expect(brandOwnerProposal({ ...base, parent: "gott ab", parentHqCountry: "SE" })?.parent).toBeNull();
    expect(brandOwnerProposal({ ...base, parent: "Orkla ASA", parentHqCountry: "XX" })?.parent).toBeNull();
  });
});
