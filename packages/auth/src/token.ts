import { hmac } from "@oslojs/crypto/hmac";
import { SHA256, sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** A random token of 32 bytes, base32-encoded: the value that goes into a cookie. */
export function generateToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** SHA-256 (hex) of a token: the only form in which session and visitor tokens are stored. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** HMAC-SHA256 (hex) of a value under the server's secret: how IP addresses and codes are kept. */
export function keyedHash(secret: string, value: string): string {
  const encoder = new TextEncoder();
  return encodeHexLowerCase(hmac(SHA256, encoder.encode(secret), encoder.encode(value)));
}

/** How a client IP address is kept (for per-network limits): keyed, so it cannot be looked up. */
export function hashIp(secret: string, ip: string): string {
  return keyedHash(secret, `ip:${ip}`);
}
