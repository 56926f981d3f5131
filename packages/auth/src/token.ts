import { createHash, createHmac } from "node:crypto";

import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/** A random token of 32 bytes, base32-encoded: the value that goes into a cookie. */
export function generateToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * SHA-256 (hex) of a token: the only form in which session and visitor tokens are stored. Node's own
 * hash, as every request hashes its token (README, "API throughput").
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** HMAC-SHA256 (hex) of a value under the server's secret: how IP addresses and codes are kept. */
export function keyedHash(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

/** How a client IP address is kept (for per-network limits): keyed, so it cannot be looked up. */
export function hashIp(secret: string, ip: string): string {
  return keyedHash(secret, `ip:${ip}`);
}
