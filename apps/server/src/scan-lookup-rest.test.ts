// POST /api/scan against a local Open Food Facts (docs/scan-flow.md, Finding the product): when OFF
// cannot be asked, every cause is a 503 that charges nothing and remembers nothing, and the next scan
// after recovery works; retailers' own codes are found, looked up and scanned like any other.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { LOOKUP_UNAVAILABLE_MESSAGE, RETAILER_CODE_NOT_FOUND_MESSAGE } from "@productcheck/api/services/scan/product-lookup";
import { createProductSources } from "@productcheck/api/services/scan/remote-products";
import { createOffClient, type OffClientOptions } from "@productcheck/api/services/shared/off-client";
import { startOffTestServer, type OffTestServer } from "@productcheck/api/testing/off-test-server";
import { nutellaOffProduct } from "@productcheck/catalogue/testing/off-test-products";
import { computeCheckDigit } from "@productcheck/domain/barcode";

import { startTestServer } from "./testing/test-server";

const USER_AGENT = "ProductCheck/0.0.0 (test@productcheck.example)";

/** A fresh valid EAN-13 each call, so no test meets another's catalogue row or remembered miss. */
let serial = 0;
function newBarcode(): string {
  const body = `40${String(Date.now() % 1e6).padStart(6, "0")}${String(serial++).padStart(4, "0")}`;
  return `${body}${computeCheckDigit(body)}`;
}

function clientScanId(): string {
  return `${Date.now()}_${Math.random().toString(36).slice(2, 10).padEnd(8, "0")}`;
}

interface Setup {
  off: OffTestServer;
  server: Awaited<ReturnType<typeof startTestServer>>;
  clock: { time: number; now: () => number };
}

const running: Setup[] = [];

/** A server whose live lookups go to a local OFF test server through a real OFF client on a test clock. */
async function setup(client: Partial<OffClientOptions> = {}): Promise<Setup> {
  const off = await startOffTestServer();
  const clock = { time: 1_700_000_000_000, now: () => clock.time };
  const offClient = createOffClient({ baseUrls: [off.baseUrl], userAgent: USER_AGENT, timeoutMs: 150, now: clock.now, ...client });
  const server = await startTestServer({
    config: { freeGuestScans: 5 },
    sources: createProductSources({ off: offClient, taxonomy: { categories: {} } }),
  });
  const started = { off, server, clock };
  running.push(started);
  return started;
}

afterEach(async () => {
  for (const { off, server } of running.splice(0)) {
    await server.close();
    await off.close();
  }
});

function scan(server: Setup["server"], barcode: string, cookie = "") {
  return server.request("/api/scan", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ barcode, clientScanId: clientScanId() }),
  });
}

/** A guest with a first scan (of a catalogue product) behind it: its cookie and what it has left. */
async function scanningGuest(server: Setup["server"]): Promise<{ cookie: string; scansRemaining: () => Promise<number> }> {
  const known = newBarcode();
  await server.db.product.create({ data: { barcode: known, name: "Known", source: "catalogue" } });
  const first = await scan(server, known);
  expect(first.status).toBe(200);
  const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const scansRemaining = async () => ((await (await server.request("/api/user", { headers: { cookie } })).json()) as { scansRemaining: number }).scansRemaining;
  return { cookie, scansRemaining };
}

/**
 * Scans `barcode` (which the OFF test server holds) while OFF cannot be asked, as a guest with scans
 * and as a first-time visitor, and checks the 503 and that nothing was charged or stored.
 */
async function expectUnavailable({ server }: Setup, barcode: string): Promise<void> {
  const guest = await scanningGuest(server);
  const before = {
    left: await guest.scansRemaining(),
    scans: await server.db.scan.count(),
    guests: await server.db.guest.count(),
  };

  const answer = await scan(server, barcode, guest.cookie);
  expect(answer.status).toBe(503);
  expect(await answer.json()).toEqual({ message: LOOKUP_UNAVAILABLE_MESSAGE, code: "SERVICE_UNAVAILABLE" });
  expect(LOOKUP_UNAVAILABLE_MESSAGE).toMatch(/try again shortly/);

  const newcomer = await scan(server, barcode);
  expect(newcomer.status).toBe(503);
  expect(newcomer.headers.get("set-cookie")).toBeNull();

  expect(await guest.scansRemaining()).toBe(before.left);
  expect(await server.db.scan.count()).toBe(before.scans);
  expect(await server.db.guest.count()).toBe(before.guests);
  expect(await server.db.lookupMiss.count({ where: { barcode } })).toBe(0);
  expect(await server.db.product.count({ where: { barcode } })).toBe(0);
}

async function expectFound({ server }: Setup, barcode: string): Promise<void> {
  const answer = await scan(server, barcode);
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { scannedProduct: { name: string } }).scannedProduct.name).toBe("Nutella");
}

describe("POST /api/scan when Open Food Facts cannot be asked", () => {
  it("answers 503 when the host's read budget is spent, and finds the product once the minute has passed", async () => {
    const live = await setup({ maxRequestsPerMinute: 2 });
    const barcode = newBarcode();
    live.off.addProduct(barcode, nutellaOffProduct({ code: barcode }));
    // Two reads spend the budget: OFF knows neither code, which is remembered as "not found".
    for (let i = 0; i < 2; i++) expect((await scan(live.server, newBarcode())).status).toBe(404);
    const asked = live.off.requests.length;

    await expectUnavailable(live, barcode);
    expect(live.off.requests.length).toBe(asked);

    live.clock.time += 60_000;
    await expectFound(live, barcode);
  });

  it.each([429, 500, 503] as const)("answers 503 when the host answers HTTP %i, and finds the product once it recovers", async (status) => {
    const live = await setup({ breaker: { failureThreshold: 100 } });
    const barcode = newBarcode();
    live.off.addProduct(barcode, nutellaOffProduct({ code: barcode }));
    live.off.setFailure(status);

    await expectUnavailable(live, barcode);

    live.off.setFailure(null);
    await expectFound(live, barcode);
  });

  it("answers 503 when the host is too slow, and finds the product once it is fast again", async () => {
    const live = await setup({ breaker: { failureThreshold: 100 } });
    const barcode = newBarcode();
    live.off.addProduct(barcode, nutellaOffProduct({ code: barcode }));
    live.off.setDelay(1_000);

    await expectUnavailable(live, barcode);

    live.off.setDelay(0);
    await expectFound(live, barcode);
  });

  it("answers 503 without asking while the circuit is open, and finds the product after the cool-down", async () => {
    const live = await setup({ breaker: { failureThreshold: 1, cooldownMs: 30_000 } });
    const barcode = newBarcode();
    live.off.addProduct(barcode, nutellaOffProduct({ code: barcode }));
    live.off.setFailure(500);
    expect((await scan(live.server, newBarcode())).status).toBe(503);
    live.off.setFailure(null);
    const asked = live.off.requests.length;

    await expectUnavailable(live, barcode);
    expect(live.off.requests.length).toBe(asked);

    live.clock.time += 30_000;
    await expectFound(live, barcode);
  });
});

describe("POST /api/scan with live lookups off", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    // No OFF base URL: the catalogue is all there is, by the operator's choice, not a failure.
    server = await startTestServer({
      sources: createProductSources({ off: createOffClient({ baseUrls: [], userAgent: USER_AGENT }), taxonomy: { categories: {} } }),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers an unknown barcode 404, not 503", async () => {
    const answer = await scan(server, newBarcode());
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: "We couldn't find this product", code: "NOT_FOUND" });
  });
});

describe("POST /api/scan of a retailer's own code", () => {
  const withCheck = (body: string) => `${body}${computeCheckDigit(body)}`;
  type Answer = { scannedProduct: { name: string; barcode: string; retailerCode: { retailer: string | null } | null; registeredIn: string | null } };

  it("scans one the catalogue holds, saying it is a retailer's code without naming one the data does not name", async () => {
    const { server } = await setup();
    // A Sainsbury's own-brand EAN-8 of the shipped catalogue: it has no stores.
    await server.db.product.create({ data: { barcode: "00130288", name: "Taste the Difference Acacia Honey", brand: "Sainsbury's", source: "catalogue" } });
    const answer = await scan(server, "00130288");
    expect(answer.status).toBe(200);
    const { scannedProduct } = (await answer.json()) as Answer;
    expect(scannedProduct).toMatchObject({ barcode: "00130288", retailerCode: { retailer: null }, registeredIn: null });
  });

  it("looks one up on Open Food Facts, stores it with its store, and names the retailer", async () => {
    const live = await setup();
    const code = withCheck("0011999");
    live.off.addProduct(code, nutellaOffProduct({ code, product_name: "Creamy salted peanut butter", brands: "Trader Joe's", stores: "Trader Joe's" }));
    const answer = await scan(live.server, code);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as Answer).scannedProduct).toMatchObject({
      barcode: code,
      name: "Creamy salted peanut butter",
      retailerCode: { retailer: "Trader Joe's" },
    });
    expect(live.off.requests.map((request) => request.path.split("?")[0])).toEqual([`/api/v2/product/${code}.json`]);
    expect(await live.server.db.product.findUnique({ where: { barcode: code }, select: { stores: true, source: true } })).toEqual({
      stores: "Trader Joe's",
      source: "off",
    });
  });

  it("marks no ordinary code as a retailer's", async () => {
    const live = await setup();
    const barcode = newBarcode();
    live.off.addProduct(barcode, nutellaOffProduct({ code: barcode, stores: "Carrefour" }));
    const answer = await scan(live.server, barcode);
    expect(((await answer.json()) as Answer).scannedProduct.retailerCode).toBeNull();
  });

  it("answers one nobody holds with a 404 that says it is a store's own code, and a coupon with a 400", async () => {
    const { server } = await setup();
    for (const code of [withCheck("2123456"), withCheck("211122000968"), withCheck("041234567890")]) {
      const answer = await scan(server, code);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: RETAILER_CODE_NOT_FOUND_MESSAGE, code: "NOT_FOUND" });
    }
    expect(RETAILER_CODE_NOT_FOUND_MESSAGE).toMatch(/store's own code/);
    const coupon = await scan(server, withCheck("990040907264"));
    expect(coupon.status).toBe(400);
    expect(((await coupon.json()) as { message: string }).message).toMatch(/coupon/);
  });
});
