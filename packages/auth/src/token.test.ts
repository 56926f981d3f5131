import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { generateToken, hashIp, hashToken, keyedHash } from "./token";

describe("hashIp", () => {
  it("is the keyed hash of the address under each secret, remembered or not", () => {
    for (const secret of ["first-secret-first-secret-first", "second-secret-second-secret-sec"]) {
      for (const ip of ["203.0.113.7", "2001:db8::1", "203.0.113.7"]) {
        expect(hashIp(secret, ip)).toBe(keyedHash(secret, `ip:${ip}`));
      }
    }
    expect(hashIp("first-secret-first-secret-first", "203.0.113.7")).not.toBe(hashIp("second-secret-second-secret-sec", "203.0.113.7"));
  });
});

describe("hashToken", () => {
  it("is the hex SHA-256 of the token, as tokens were always stored", () => {
    // FIPS 180-2's test vector for "abc".
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const token = generateToken();
    expect(hashToken(token)).toBe(createHash("sha256").update(token).digest("hex"));
  });
});
