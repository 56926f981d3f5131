import { createHmac, hash } from "node:crypto";

import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { LRUCache } from "lru-cache";

/** A random token of 32 bytes, base32-encoded: the value that goes into a cookie. */
export function generateToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * SHA-256 (hex) of a token: the only form in which session and visitor tokens are stored. Node's own
 * one-shot hash (no Hash object per call), as every request hashes its token (docs/performance.md, "API throughput").
 */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}

/** HMAC-SHA256 (hex) of a value under the server's secret: how IP addresses and codes are kept. */
export function keyedHash(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

/**
 * The hashes of the addresses this process saw lately, by secret: every scan hashes its client's
 * address, and a shopper scans from one address many times (docs/performance.md, "API throughput").
 */
const ipHashes = new Map<string, LRUCache<string, string>>();
const IP_HASHES_KEPT = 10_000;

/** How a client IP address is kept (for per-network limits): keyed, so it cannot be looked up. */
export function hashIp(secret: string, ip: string): string {
  let hashes = ipHashes.get(secret);
  if (!hashes) {
    hashes = new LRUCache({ max: IP_HASHES_KEPT });
    ipHashes.set(secret, hashes);
  }
  let kept = hashes.get(ip);
  if (kept === undefined) {
    kept = keyedHash(secret, `ip:${ip}`);
    hashes.set(ip, kept);
  }
  return kept;
}
