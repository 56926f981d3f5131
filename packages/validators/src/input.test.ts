import { describe, expect, it } from "vitest";

import { INT32_MAX, ZBodyIdSchema, ZIdSchema, ZPublicIdSchema, ZTextSchema } from "./input";

describe("ZIdSchema and ZBodyIdSchema", () => {
  it.each([1, "1", INT32_MAX, String(INT32_MAX)])("take %j", (id) => {
    expect(ZIdSchema.parse(id)).toBe(Number(id));
  });
  it.each([0, -1, 1.5, INT32_MAX + 1, "2147483648", 2 ** 53 + 2, 1e21, "abc", "", "1e400", Number.NaN])("refuse %j", (id) => {
    expect(ZIdSchema.safeParse(id).success).toBe(false);
  });
  it("in a body, take only numbers", () => {
    expect(ZBodyIdSchema.parse(7)).toBe(7);
    for (const id of ["7", true, null, INT32_MAX + 1]) expect(ZBodyIdSchema.safeParse(id).success).toBe(false);
  });
});

describe("ZTextSchema", () => {
  it("refuses NUL anywhere, says why", () => {
    for (const text of ["\u0000", "a\u0000", "\u0000b", "a\u0000b"]) {
      expect(ZTextSchema().safeParse(text).error?.issues[0]?.message).toBe("must not contain a NUL character");
    }
  });
  it("takes any other text, control characters and unicode included", () => {
    for (const text of ["", "a b", "\t\n", "😀 ǅ \u202e", "\u0001"]) expect(ZTextSchema().parse(text)).toBe(text);
  });
  it("keeps the checks chained after it", () => {
    expect(ZTextSchema().trim().max(3).safeParse(" abcd ").success).toBe(false);
    expect(ZTextSchema().trim().max(3).parse(" abc ")).toBe("abc");
  });
});

describe("ZPublicIdSchema", () => {
  it.each(["a", "Zb3_-x9QmP0aLk2nT8vYwA", "x".repeat(64)])("takes %j", (id) => {
    expect(ZPublicIdSchema.parse(id)).toBe(id);
  });
  it.each(["", "x".repeat(65), "a b", "a/b", "a%2Fb", "a\u0000", "ü", "a.b", 5, null])("refuses %j", (id) => {
    expect(ZPublicIdSchema.safeParse(id).success).toBe(false);
  });
});
