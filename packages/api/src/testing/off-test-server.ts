/**
 * A real local HTTP server that answers the Open Food Facts v2 product endpoint the way OFF does, for
 * tests and end-to-end runs (never point tests at the real OFF):
 * - `GET /api/v2/product/{code}.json[?fields=a,b]` → 200
 *   `{"code","product":{…only the requested fields},"status":1,"status_verbose":"product found"}`;
 * - an unknown code → 404 `{"code","status":0,"status_verbose":"product not found"}`;
 * - 9- to 12-digit codes are padded to 13 digits before the look-up, as OFF does (a UPC-A is found
 *   under its 13-digit code).
 * It listens on 127.0.0.1 on a free port and records every request it receives.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import type { OffProductJson } from "@productcheck/catalogue/testing/off-test-products";

/** Failures to simulate: a crash, OFF's per-IP throttle (429) and its global limit (503). */
export type OffTestFailure = 500 | 429 | 503;

export interface OffTestServerOptions {
  /** Products by code. */
  products?: Record<string, OffProductJson>;
  /** Wait this long before answering any request. */
  delayMs?: number;
  /** Answer every request with this status instead. */
  failWith?: OffTestFailure | null;
}

export interface OffTestRequest {
  /** Path and query string, e.g. "/api/v2/product/3017620422003.json?fields=code,brands". */
  path: string;
  userAgent: string;
}

export interface OffTestServer {
  /** e.g. "http://127.0.0.1:43121"; pass it to createOffClient's baseUrls. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: OffTestRequest[];
  setDelay(ms: number): void;
  setFailure(status: OffTestFailure | null): void;
  addProduct(code: string, product: OffProductJson): void;
  /** Answer `code` with this exact body (e.g. junk) and status instead of a product. */
  setRawAnswer(code: string, body: string, status?: number): void;
  /** Stops listening and drops open connections, pending answers included. Safe to call twice. */
  close(): Promise<void>;
}

const PRODUCT_PATH = /^\/api\/v2\/product\/([^/]+?)(?:\.json)?$/;

/** OFF's own code normalisation for look-ups: 9 to 12 digits are left-padded to 13. */
const lookupKey = (code: string): string => (/^\d{9,12}$/.test(code) ? code.padStart(13, "0") : code);

function pickFields(product: OffProductJson, fields: string | null): OffProductJson {
  if (!fields) return product;
  const wanted = new Set(fields.split(","));
  return Object.fromEntries(Object.entries(product).filter(([key]) => wanted.has(key)));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  res.end(text);
}

export async function startOffTestServer(options: OffTestServerOptions = {}): Promise<OffTestServer> {
  const products = new Map<string, OffProductJson>();
  const rawAnswers = new Map<string, { body: string; status: number }>();
  const requests: OffTestRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let delayMs = options.delayMs ?? 0;
  let failure: OffTestFailure | null = options.failWith ?? null;

  const addProduct = (code: string, product: OffProductJson): void => {
    products.set(lookupKey(code), product);
  };
  for (const [code, product] of Object.entries(options.products ?? {})) addProduct(code, product);

  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    if (failure !== null) {
      sendText(res, failure, failure === 429 ? "Too Many Requests" : "Service Unavailable");
      return;
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    const match = PRODUCT_PATH.exec(url.pathname);
    if (req.method !== "GET" || !match?.[1]) {
      sendText(res, 404, "Not Found");
      return;
    }
    const code = decodeURIComponent(match[1]);
    const raw = rawAnswers.get(lookupKey(code));
    if (raw) {
      res.writeHead(raw.status, { "content-type": "application/json; charset=utf-8" });
      res.end(raw.body);
      return;
    }
    const product = products.get(lookupKey(code));
    if (!product) {
      sendJson(res, 404, { code, status: 0, status_verbose: "product not found" });
      return;
    }
    const answeredCode = typeof product.code === "string" ? product.code : lookupKey(code);
    sendJson(res, 200, {
      code: answeredCode,
      product: pickFields(product, url.searchParams.get("fields")),
      status: 1,
      status_verbose: "product found",
    });
  };

  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? "", userAgent: req.headers["user-agent"] ?? "" });
    if (delayMs <= 0) {
      answer(req, res);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) answer(req, res);
    }, delayMs);
    timers.add(timer);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setDelay: (ms) => {
      delayMs = ms;
    },
    setFailure: (status) => {
      failure = status;
    },
    addProduct,
    setRawAnswer: (code, body, status = 200) => {
      rawAnswers.set(lookupKey(code), { body, status });
    },
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
