import { describe, expect, it } from "vitest";

import { delimitedRows, detectDelimiter, splitQuoted } from "./delimited";

async function rows(lines: string[]) {
  const out = [];
  async function* source() {
    yield* lines;
  }
  for await (const row of delimitedRows(source())) out.push(row);
  return out;
}

describe("detectDelimiter", () => {
  it("reads tabs, semicolons and commas from the header", () => {
    expect(detectDelimiter("code\turl\tproduct_name")).toBe("\t");
    expect(detectDelimiter("code;product_name;brands")).toBe(";");
    expect(detectDelimiter("code,product_name,brands")).toBe(",");
    expect(detectDelimiter("code")).toBe(",");
  });
});

describe("splitQuoted", () => {
  it("splits RFC 4180 records", () => {
    expect(splitQuoted('a,"b,c","say ""hi""",,"" ', ",")).toEqual(["a", "b,c", 'say "hi"', "", " "]);
    expect(splitQuoted("a;b", ";")).toEqual(["a", "b"]);
    expect(splitQuoted('a,"open', ",")).toBeNull();
    // A quote inside an unquoted field is kept as it is.
    expect(splitQuoted('5"inch,b', ",")).toEqual(['5"inch', "b"]);
  });
});

describe("delimitedRows", () => {
  it("reads OFF's tab-separated export without quoting", async () => {
    expect(await rows(["code\tproduct_name", '7310865004703\tFelix "Original" ketchup', "", "7310865004710\tSenap"])).toEqual([
      { ok: true, row: { code: "7310865004703", product_name: 'Felix "Original" ketchup' } },
      { ok: true, row: { code: "7310865004710", product_name: "Senap" } },
    ]);
  });

  it("joins a quoted field over several lines and reports wrong field counts", async () => {
    expect(await rows(["", "code,name", '1,"two', 'lines"', "2,x,extra", "3,ok"])).toEqual([
      { ok: true, row: { code: "1", name: "two\nlines" } },
      { ok: false },
      { ok: true, row: { code: "3", name: "ok" } },
    ]);
  });

  it("reports a quote still open at the end", async () => {
    expect(await rows(["code,name", '1,"never closed', "2,x"])).toEqual([{ ok: false }]);
  });
});
