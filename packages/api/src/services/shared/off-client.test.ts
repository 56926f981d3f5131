import { afterEach, describe, expect, it } from "vitest";

import { cocaColaOffProduct, cocaColaUpcOffProduct, nutellaOffProduct, nutellaRecord, shampooOffProduct } from "@productcheck/catalogue/testing/off-test-products";

import { startOffTestServer, type OffTestServer, type OffTestServerOptions } from "../../testing/off-test-server";
import { createOffClient, type OffClientOptions } from "./off-client";
import { OFF_PRODUCT_READS_PER_MINUTE } from "./rate-limits";

const USER_AGENT = "ProductCheck/0.8.56 (test@productcheck.example)";
const NUTELLA = "3017620422003";
const COCA_COLA = "5449000000996";
const SHAMPOO = "3600523184347";
const FIELDS =
  "fields=code,product_name,product_name_en,generic_name,generic_name_en,abbreviated_product_name,brands,brands_tags,categories_tags,countries_tags,origins,manufacturing_places,quantity,emb_codes,brand_owner,stores,lang";

const servers: OffTestServer[] = [];

async function startServer(options: OffTestServerOptions = {}): Promise<OffTestServer> {
  const server = await startOffTestServer(options);
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A controllable clock for breaker cool-downs and rate-limit windows. */
function testClock() {
  const clock = { time: 1_700_000_000_000, now: () => clock.time };
  return clock;
}

function client(baseUrls: string[], options: Partial<OffClientOptions> = {}) {
  return createOffClient({ baseUrls, userAgent: USER_AGENT, timeoutMs: 200, ...options });
}

/**
 * fetch that sends requests for the given host names to local test servers, so a test server can
 * stand in for e.g. world.openbeautyfacts.org while the client still sees that host name. Any other
 * host is refused, so a test can never reach the internet through it.
 */
function fetchRoutedTo(routes: Record<string, string>): typeof fetch {
  return (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const target = routes[url.host];
    if (!target) return Promise.reject(new TypeError(`test fetch: no route for ${url.host}`));
    return fetch(`${target}${url.pathname}${url.search}`, init);
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe("createOffClient: answers", () => {
  it("finds Nutella and maps it to a CatalogueRecord", async () => {
    const off = await startServer({ products: { [NUTELLA]: nutellaOffProduct() } });
    const result = await client([off.baseUrl]).lookup(NUTELLA);
    expect(result).toEqual({
      status: "found",
      host: new URL(off.baseUrl).host,
      database: "food",
      record: nutellaRecord(),
    });
  });

  it("finds a Coca-Cola record that leaves the owner out", async () => {
    const off = await startServer({ products: { [COCA_COLA]: cocaColaOffProduct() } });
    const result = await client([off.baseUrl]).lookup(COCA_COLA);
    expect(result).toMatchObject({
      status: "found",
      record: { barcode: COCA_COLA, name: "Coca-Cola", brands: "Coca-Cola", quantity: "330 ml", brandOwner: "" },
    });
  });

  it("asks for a 12-digit UPC-A by its 13-digit code and reports that code", async () => {
    const off = await startServer({ products: { "0049000050103": cocaColaUpcOffProduct() } });
    const result = await client([off.baseUrl]).lookup("049000050103");
    expect(off.requests[0]?.path).toMatch(/^\/api\/v2\/product\/0049000050103\.json\?/);
    expect(result).toMatchObject({ status: "found", record: { barcode: "0049000050103", brandOwner: "The Coca-Cola Company" } });
  });

  it("asks about a retailer's own code like any other, and keeps the product's store", async () => {
    const code = "00119993"; // an RCN-8 on a Trader Joe's own-brand peanut butter
    const off = await startServer({ products: { [code]: nutellaOffProduct({ code, product_name: "Creamy salted peanut butter", brands: "Trader Joe's", stores: "Trader Joe's" }) } });
    const result = await client([off.baseUrl]).lookup(code);
    expect(off.requests[0]?.path).toMatch(/^\/api\/v2\/product\/00119993\.json\?/);
    expect(result).toMatchObject({ status: "found", record: { barcode: code, brands: "Trader Joe's", stores: "Trader Joe's" } });
  });

  it("answers not-found when the host does not know the code", async () => {
    const off = await startServer();
    expect(await client([off.baseUrl]).lookup(NUTELLA)).toEqual({ status: "not-found" });
  });

  it("sends the fields list and the User-Agent", async () => {
    const off = await startServer();
    await client([off.baseUrl]).lookup(NUTELLA);
    expect(off.requests).toEqual([{ path: `/api/v2/product/${NUTELLA}.json?${FIELDS}`, userAgent: USER_AGENT }]);
  });

  it.each([
    ["junk JSON", "{not json", 200],
    ["an HTML page", "<html><body>Maintenance</body></html>", 200],
    ["a JSON array", "[]", 200],
    ["a product that is not an object", JSON.stringify({ status: 1, product: "Nutella" }), 200],
    ["a non-OFF 404", "Not Found", 404],
  ])("treats %s as not found on that host", async (_label, body, status) => {
    const off = await startServer();
    off.setRawAnswer(NUTELLA, body, status);
    expect(await client([off.baseUrl]).lookup(NUTELLA)).toEqual({ status: "not-found" });
  });

  it("does not count unusable answers as host failures", async () => {
    const off = await startServer({ products: { [COCA_COLA]: cocaColaOffProduct() } });
    off.setRawAnswer(NUTELLA, "{not json");
    const offClient = client([off.baseUrl]);
    for (let i = 0; i < 4; i++) await offClient.lookup(NUTELLA);
    expect((await offClient.lookup(COCA_COLA)).status).toBe("found");
  });

  it("answers not-found for an invalid barcode without asking", async () => {
    const off = await startServer();
    expect(await client([off.baseUrl]).lookup("3017620422004")).toEqual({ status: "not-found" });
    expect(off.requests).toHaveLength(0);
  });
});

describe("createOffClient: failures", () => {
  it("gives up after timeoutMs and answers unavailable", async () => {
    const off = await startServer({ products: { [NUTELLA]: nutellaOffProduct() }, delayMs: 2_000 });
    const { result, ms } = await timed(() => client([off.baseUrl], { timeoutMs: 200 }).lookup(NUTELLA));
    expect(result).toEqual({ status: "unavailable", reason: "timeout" });
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(ms).toBeLessThan(600);
  });

  it.each([500, 503, 429] as const)("answers unavailable on HTTP %i", async (status) => {
    const off = await startServer({ failWith: status });
    expect(await client([off.baseUrl]).lookup(NUTELLA)).toEqual({ status: "unavailable", reason: `HTTP ${status}` });
  });

  it("answers unavailable when nothing listens", async () => {
    const off = await startServer();
    await off.close();
    expect(await client([off.baseUrl]).lookup(NUTELLA)).toEqual({ status: "unavailable", reason: "network error" });
  });
});

describe("createOffClient: circuit breaker", () => {
  it("opens after 3 failures and then answers instantly without sending requests", async () => {
    const off = await startServer({ failWith: 500 });
    const offClient = client([off.baseUrl]);
    for (let i = 0; i < 3; i++) expect(await offClient.lookup(NUTELLA)).toEqual({ status: "unavailable", reason: "HTTP 500" });
    const { result, ms } = await timed(() => offClient.lookup(NUTELLA));
    expect(result).toEqual({ status: "unavailable", reason: "circuit open" });
    expect(ms).toBeLessThan(50);
    expect(off.requests).toHaveLength(3);
  });

  it("stops a slow host from slowing scans once 3 look-ups have timed out", async () => {
    const off = await startServer({ delayMs: 2_000 });
    const offClient = client([off.baseUrl], { timeoutMs: 100 });
    for (let i = 0; i < 3; i++) expect(await offClient.lookup(NUTELLA)).toEqual({ status: "unavailable", reason: "timeout" });
    const { ms } = await timed(() => offClient.lookup(NUTELLA));
    expect(ms).toBeLessThan(50);
    expect(off.requests).toHaveLength(3);
  });

  it("counts 429 answers as failures", async () => {
    const off = await startServer({ failWith: 429 });
    const offClient = client([off.baseUrl]);
    for (let i = 0; i < 3; i++) await offClient.lookup(NUTELLA);
    expect(await offClient.lookup(NUTELLA)).toEqual({ status: "unavailable", reason: "circuit open" });
  });

  it("sends one trial request after the cooldown and closes again when it succeeds", async () => {
    const clock = testClock();
    const off = await startServer({ products: { [NUTELLA]: nutellaOffProduct() }, failWith: 503 });
    const offClient = client([off.baseUrl], { now: clock.now, breaker: { failureThreshold: 3, cooldownMs: 30_000 } });
    for (let i = 0; i < 3; i++) await offClient.lookup(NUTELLA);
    off.setFailure(null);

    clock.time += 29_999;
    expect(await offClient.lookup(NUTELLA)).toEqual({ status: "unavailable", reason: "circuit open" });
    expect(off.requests).toHaveLength(3);

    clock.time += 1;
    expect(await offClient.lookup(NUTELLA)).toMatchObject({ status: "found" });
    expect(await offClient.lookup(NUTELLA)).toMatchObject({ status: "found" });
    expect(off.requests).toHaveLength(5);
  });

  it("lets only one request through while half-open", async () => {
    const clock = testClock();
    const off = await startServer({ products: { [NUTELLA]: nutellaOffProduct() }, failWith: 500 });
    const offClient = client([off.baseUrl], { now: clock.now });
    for (let i = 0; i < 3; i++) await offClient.lookup(NUTELLA);
    off.setFailure(null);
    off.setDelay(50);
    clock.time += 30_000;

    const [trial, other] = await Promise.all([offClient.lookup(NUTELLA), offClient.lookup(NUTELLA)]);
    expect(trial).toMatchObject({ status: "found" });
    expect(other).toEqual({ status: "unavailable", reason: "circuit open" });
    expect(off.requests).toHaveLength(4);
  });

  it("opens again for a full cooldown when the trial request fails", async () => {
    const clock = testClock();
    const off = await startServer({ failWith: 500 });
    const offClient = client([off.baseUrl], { now: clock.now });
    for (let i = 0; i < 3; i++) await offClient.lookup(NUTELLA);

    clock.time += 30_000;
    expect(await offClient.lookup(NUTELLA)).toEqual({ status: "unavailable", reason: "HTTP 500" });
    expect(off.requests).toHaveLength(4);
    clock.time += 29_999;
    expect(await offClient.lookup(NUTELLA)).toEqual({ status: "unavailable", reason: "circuit open" });
    expect(off.requests).toHaveLength(4);
  });
});

describe("createOffClient: rate limit", () => {
  it("defaults to OFF's documented 15 product reads per minute", () => {
    expect(OFF_PRODUCT_READS_PER_MINUTE).toBe(15);
  });

  it("answers unavailable without waiting once the per-minute budget is spent", async () => {
    const clock = testClock();
    const off = await startServer({ products: { [NUTELLA]: nutellaOffProduct() } });
    const offClient = client([off.baseUrl], { now: clock.now, maxRequestsPerMinute: 2 });
    expect((await offClient.lookup(NUTELLA)).status).toBe("found");
    expect((await offClient.lookup(NUTELLA)).status).toBe("found");

    const { result, ms } = await timed(() => offClient.lookup(NUTELLA));
    expect(result).toEqual({ status: "unavailable", reason: "rate limited" });
    expect(ms).toBeLessThan(50);
    expect(off.requests).toHaveLength(2);

    clock.time += 60_000;
    expect((await offClient.lookup(NUTELLA)).status).toBe("found");
  });

  it("keeps a separate budget per host", async () => {
    const clock = testClock();
    const food = await startServer();
    const beauty = await startServer({ products: { [SHAMPOO]: shampooOffProduct() } });
    const offClient = client([food.baseUrl, beauty.baseUrl], { now: clock.now, maxRequestsPerMinute: 1 });
    expect((await offClient.lookup(SHAMPOO)).status).toBe("found");
    expect(await offClient.lookup(SHAMPOO)).toEqual({ status: "unavailable", reason: "rate limited" });
    expect([food.requests.length, beauty.requests.length]).toEqual([1, 1]);
  });
});

describe("createOffClient: several databases", () => {
  async function foodAndBeauty() {
    const food = await startServer({ products: { [NUTELLA]: nutellaOffProduct() } });
    const beauty = await startServer({ products: { [SHAMPOO]: shampooOffProduct() } });
    const fetchRouted = fetchRoutedTo({
      "world.openfoodfacts.test": food.baseUrl,
      "world.openbeautyfacts.test": beauty.baseUrl,
    });
    const off = client(["http://world.openfoodfacts.test", "http://world.openbeautyfacts.test/"], { fetch: fetchRouted });
    return { food, beauty, off };
  }

  it("falls through from the food host to the beauty host and tags the database", async () => {
    const { food, beauty, off } = await foodAndBeauty();
    const result = await off.lookup(SHAMPOO);
    expect(result).toMatchObject({
      status: "found",
      host: "world.openbeautyfacts.test",
      database: "beauty",
      record: { barcode: SHAMPOO, name: "Elseve Color-Vive Shampooing", brandOwner: "L'Oréal" },
    });
    expect(food.requests).toHaveLength(1);
    expect(beauty.requests).toEqual([{ path: `/api/v2/product/${SHAMPOO}.json?${FIELDS}`, userAgent: USER_AGENT }]);
  });

  it("stops at the first host that has the product", async () => {
    const { beauty, off } = await foodAndBeauty();
    expect(await off.lookup(NUTELLA)).toMatchObject({ status: "found", host: "world.openfoodfacts.test", database: "food" });
    expect(beauty.requests).toHaveLength(0);
  });

  it("answers not-found only when every host said not found", async () => {
    const { food, beauty, off } = await foodAndBeauty();
    expect(await off.lookup(COCA_COLA)).toEqual({ status: "not-found" });
    expect([food.requests.length, beauty.requests.length]).toEqual([1, 1]);
  });

  it("answers unavailable when a host failed and no other host has the product", async () => {
    const { food, off } = await foodAndBeauty();
    food.setFailure(503);
    expect(await off.lookup(COCA_COLA)).toEqual({ status: "unavailable", reason: "HTTP 503" });
  });

  it("still finds the product on another host when one host times out", async () => {
    const { food, off } = await foodAndBeauty();
    food.setDelay(2_000);
    expect(await off.lookup(SHAMPOO)).toMatchObject({ status: "found", database: "beauty" });
  });

  it("names each distinct reason when several hosts are unavailable", async () => {
    const { food, beauty, off } = await foodAndBeauty();
    food.setFailure(500);
    beauty.setFailure(429);
    expect(await off.lookup(SHAMPOO)).toEqual({ status: "unavailable", reason: "HTTP 500; HTTP 429" });
  });
});

describe("createOffClient: configuration", () => {
  it("is disabled with no base URLs and never fetches", async () => {
    const off = createOffClient({
      baseUrls: [],
      userAgent: USER_AGENT,
      fetch: () => Promise.reject(new Error("must not fetch")),
    });
    expect(off.enabled).toBe(false);
    expect(await off.lookup(NUTELLA)).toEqual({ status: "unavailable", reason: "lookups off" });
  });

  it("is enabled with a base URL", () => {
    expect(client(["https://world.openfoodfacts.org"]).enabled).toBe(true);
  });

  it.each(["ProductCheck", "ProductCheck/0.8.56", "ProductCheck 0.8.56 (me@example.com)", ""])(
    "refuses the User-Agent %j, which OFF's AppName/Version (contact) rule does not allow",
    (userAgent) => {
      expect(() => createOffClient({ baseUrls: [], userAgent })).toThrow(TypeError);
    },
  );

  it.each(["world.openfoodfacts.org", "ftp://world.openfoodfacts.org", "https://world.openfoodfacts.org?cc=fr"])(
    "refuses the base URL %j",
    (baseUrl) => {
      expect(() => client([baseUrl])).toThrow(TypeError);
    },
  );
});
