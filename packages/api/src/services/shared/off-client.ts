/**
 * Live product look-ups in Open Food Facts and its sister databases (docs/origin.md, Sources, in order).
 *
 * Each configured base URL is asked in order with `GET {base}/api/v2/product/{code}.json?fields=…`,
 * a `User-Agent: AppName/Version (contact)` header as OFF requires, and a timeout that covers the
 * whole answer. The first host that has the product wins. Each host has its own circuit breaker and
 * request budget, and neither ever waits: a host that is down, slow or over budget is skipped at once
 * and the look-up answers "unavailable", so OFF can never hold up a scan.
 */
import { OFF_PRODUCT_FIELDS } from "@productcheck/catalogue/off-fields";
import { catalogueRecordFromOffAnswer } from "@productcheck/catalogue/off-product";
import { normalizeBarcode } from "@productcheck/domain/barcode";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";

import { type CircuitBreaker, createCircuitBreaker } from "./off-circuit-breaker";
import { type OffDatabase, offDatabaseForHost } from "./off-database";
import { createRateLimiter, type RateLimiter } from "./off-rate-limiter";
import { OFF_PRODUCT_READS_PER_MINUTE } from "./rate-limits";

/** OFF asks every client to identify itself as `AppName/Version (ContactEmail)`. */
const USER_AGENT_FORMAT = /^[^\s/]+\/\S+ \([^()\r\n]+\)$/;

export interface OffClientOptions {
  /** e.g. ["https://world.openfoodfacts.org", "https://world.openbeautyfacts.org"]; empty = look-ups off. */
  baseUrls: readonly string[];
  /** e.g. "ProductCheck/0.8.56 (contact@example.com)". */
  userAgent: string;
  /** Per request, covering connection, headers and body. Default 2000. */
  timeoutMs?: number;
  /** Request budget per host per rolling minute (OFF_READS_PER_MINUTE). Default OFF_PRODUCT_READS_PER_MINUTE. */
  maxRequestsPerMinute?: number;
  breaker?: { failureThreshold?: number; cooldownMs?: number };
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

export type OffLookupResult =
  | { status: "found"; record: CatalogueRecord; host: string; database: OffDatabase }
  | { status: "not-found" }
  | { status: "unavailable"; reason: string };

export interface OffClient {
  /** False when no base URL is configured; `lookup` then answers "unavailable" without asking anyone. */
  enabled: boolean;
  lookup(barcode: string): Promise<OffLookupResult>;
}

interface OffHost {
  baseUrl: string;
  host: string;
  database: OffDatabase;
  breaker: CircuitBreaker;
  limiter: RateLimiter;
}

type HostAnswer = { status: "found"; record: CatalogueRecord } | { status: "not-found" } | { status: "unavailable"; reason: string };

function parseBaseUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`OFF base URL is not a URL: "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new TypeError(`OFF base URL must be http(s): "${value}"`);
  if (url.search || url.hash || url.username || url.password) {
    throw new TypeError(`OFF base URL must not carry a query, fragment or credentials: "${value}"`);
  }
  return url;
}

function failureReason(error: unknown): string {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError") ? "timeout" : "network error";
}

export function createOffClient(options: OffClientOptions): OffClient {
  const {
    userAgent,
    timeoutMs = 2_000,
    maxRequestsPerMinute = OFF_PRODUCT_READS_PER_MINUTE,
    fetch = globalThis.fetch,
    now = Date.now,
  } = options;
  if (!USER_AGENT_FORMAT.test(userAgent)) {
    throw new TypeError(`OFF User-Agent must read "AppName/Version (contact)", got "${userAgent}"`);
  }
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new RangeError(`timeoutMs must be positive, got ${timeoutMs}`);

  const hosts: OffHost[] = options.baseUrls.map((value) => {
    const url = parseBaseUrl(value);
    return {
      baseUrl: url.href.replace(/\/+$/, ""),
      host: url.host,
      database: offDatabaseForHost(url.hostname),
      breaker: createCircuitBreaker({ ...options.breaker, now }),
      limiter: createRateLimiter({ maxPerWindow: maxRequestsPerMinute, windowMs: 60_000, now }),
    };
  });
  const fieldsQuery = `fields=${OFF_PRODUCT_FIELDS.join(",")}`;

  async function ask(host: OffHost, gtin: string): Promise<HostAnswer> {
    if (!host.breaker.canAttempt()) return { status: "unavailable", reason: "circuit open" };
    if (!host.limiter.tryTake()) return { status: "unavailable", reason: "rate limited" };
    host.breaker.begin();

    let body: unknown;
    try {
      const response = await fetch(`${host.baseUrl}/api/v2/product/${gtin}.json?${fieldsQuery}`, {
        headers: { "User-Agent": userAgent, Accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      // 404 is OFF's "no such product"; anything else that is not 2xx (5xx, 429, a 403 ban) means
      // the host is not serving us right now.
      if (!response.ok && response.status !== 404) {
        await response.body?.cancel().catch(() => undefined);
        host.breaker.recordFailure();
        return { status: "unavailable", reason: `HTTP ${response.status}` };
      }
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    } catch (error) {
      host.breaker.recordFailure();
      return { status: "unavailable", reason: failureReason(error) };
    }

    // The host answered, so it is healthy, even if the answer was not a usable product.
    host.breaker.recordSuccess();
    const record = catalogueRecordFromOffAnswer(body, gtin);
    return record ? { status: "found", record } : { status: "not-found" };
  }

  async function lookup(barcode: string): Promise<OffLookupResult> {
    if (hosts.length === 0) return { status: "unavailable", reason: "lookups off" };
    const normalized = normalizeBarcode(barcode);
    // No database holds a product under a code that is not a valid product barcode.
    if (!normalized.ok) return { status: "not-found" };

    const reasons = new Set<string>();
    for (const host of hosts) {
      const answer = await ask(host, normalized.gtin);
      if (answer.status === "found") {
        return { status: "found", record: answer.record, host: host.host, database: host.database };
      }
      if (answer.status === "unavailable") reasons.add(answer.reason);
    }
    return reasons.size === 0 ? { status: "not-found" } : { status: "unavailable", reason: [...reasons].join("; ") };
  }

  return { enabled: hosts.length > 0, lookup };
}
