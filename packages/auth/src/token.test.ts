import { describe, expect, it } from "vitest";

import { hashIp, keyedHash } from "./token";

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
