import { describe, expect, it } from "vitest";

import {
  BARCODE_MESSAGES,
  type BarcodeRejection,
  computeCheckDigit,
  expandUpcE,
  hasValidCheckDigit,
  isRetailerCode,
  normalizeBarcode,
} from "./barcode";

/** Appends the GS1 check digit, so tests can build valid codes for any prefix. */
const withCheck = (body: string): string => `${body}${computeCheckDigit(body)}`;

/** Returns `code` with its last digit replaced by a wrong one. */
const breakCheck = (code: string): string =>
  `${code.slice(0, -1)}${(Number(code.charAt(code.length - 1)) + 1) % 10}`;

// Real products and the real codes in the decoder test photos (shared/data/barcodes/manifest.tsv).
const REAL_EAN13 = [
  "5449000000996", // Coca-Cola 33 cl can
  "3017620422003", // Nutella 400 g
  "7622210449283", // Mondelez (Cadbury/Milka)
  "4006381333931", // Stabilo pen, the classic EAN-13 example
  "3574660239843",
  "4003626011159",
  "8004030044005",
  "9000275609022",
  "9002233139084",
  "9780804816632", // ISBN (Bookland)
  "9784872348880", // ISBN
];
const REAL_UPCA = ["049000028911", "039047013551", "075720003259", "181497000879", "625034201058", "882428015046"];
const REAL_EAN8 = ["96385074", "40170725", "12345670", "42176817", "50487066", "55123457", "80674313", "90311208"];

const expectRejected = (input: string, reason: BarcodeRejection) =>
  expect(normalizeBarcode(input)).toEqual({ ok: false, reason, message: BARCODE_MESSAGES[reason] });

describe("computeCheckDigit", () => {
  it.each([...REAL_EAN13, ...REAL_UPCA, ...REAL_EAN8])("gives the last digit of %s", (code) => {
    expect(computeCheckDigit(code.slice(0, -1))).toBe(Number(code.slice(-1)));
  });

  it("weights digits 3, 1, 3, … from the right", () => {
    expect(computeCheckDigit("1")).toBe(7); // 1×3 = 3 -> 7
    expect(computeCheckDigit("10")).toBe(9); // 1×1 = 1 -> 9
    expect(computeCheckDigit("0")).toBe(0);
    expect(computeCheckDigit("5")).toBe(5); // 15 -> 5
    expect(computeCheckDigit("9999999")).toBe(5); // 9×(3+1+3+1+3+1+3) = 135 -> 5
  });

  it("is unchanged by leading zeros (right-aligned)", () => {
    for (const code of [...REAL_EAN8, ...REAL_UPCA]) {
      const body = code.slice(0, -1);
      expect(computeCheckDigit(`0${body}`)).toBe(computeCheckDigit(body));
      expect(computeCheckDigit(`00000${body}`)).toBe(computeCheckDigit(body));
    }
  });

  it.each(["", " 123", "12a", "１２３", "-1", "1.5"])("throws a RangeError for %j", (bad) => {
    expect(() => computeCheckDigit(bad)).toThrow(RangeError);
  });
});

describe("hasValidCheckDigit", () => {
  it.each([...REAL_EAN13, ...REAL_UPCA, ...REAL_EAN8])("accepts %s", (code) => {
    expect(hasValidCheckDigit(code)).toBe(true);
  });

  it("rejects each of the nine wrong check digits", () => {
    const body = "544900000099";
    const wrong = [0, 1, 2, 3, 4, 5, 7, 8, 9];
    for (const digit of wrong) expect(hasValidCheckDigit(`${body}${digit}`)).toBe(false);
    expect(hasValidCheckDigit(`${body}6`)).toBe(true);
  });

  it("detects every single-digit error in any position", () => {
    for (const code of ["5449000000996", "049000028911", "96385074"]) {
      for (let position = 0; position < code.length; position++) {
        for (let digit = 0; digit <= 9; digit++) {
          const altered = `${code.slice(0, position)}${digit}${code.slice(position + 1)}`;
          expect(hasValidCheckDigit(altered)).toBe(altered === code);
        }
      }
    }
  });

  it("detects swapped neighbours unless they differ by 5", () => {
    const code = "3017620422003";
    for (let i = 0; i < code.length - 1; i++) {
      const a = Number(code.charAt(i));
      const b = Number(code.charAt(i + 1));
      const swapped = `${code.slice(0, i)}${b}${a}${code.slice(i + 2)}`;
      expect(hasValidCheckDigit(swapped)).toBe(a === b || Math.abs(a - b) === 5);
    }
  });

  it.each(["", "0", "7", "abc", "5449000000996 ", "5449-000000996", "544900000099x"])("is false for %j", (bad) => {
    expect(hasValidCheckDigit(bad)).toBe(false);
  });

  it("accepts any length from two digits, e.g. a GTIN-14 and an SSCC", () => {
    expect(hasValidCheckDigit("00")).toBe(true);
    expect(hasValidCheckDigit("17")).toBe(true);
    expect(hasValidCheckDigit(withCheck("1234567890123"))).toBe(true);
    expect(hasValidCheckDigit(withCheck("00340123450000000"))).toBe(true);
  });
});

describe("expandUpcE", () => {
  it.each([
    ["01234565", "012345000065"], // last digit 5-9: manufacturer 5 digits, item digit at the end
    ["04252614", "042100005264"], // last digit 0-2
    ["01234505", "012000003455"],
    ["01234531", "012300000451"], // last digit 3
    ["01234543", "012340000053"], // last digit 4
    ["11234562", "112345000062"], // number system 1
  ])("expands %s to %s", (upcE, upcA) => {
    expect(expandUpcE(upcE)).toBe(upcA);
    expect(hasValidCheckDigit(upcA)).toBe(true);
  });

  it.each(["", "0123456", "012345650", "21234565", "91234565", "0123456x", breakCheck("01234565")])(
    "is null for %j",
    (bad) => expect(expandUpcE(bad)).toBeNull(),
  );

  it("turns a UPC-E that normalizeBarcode would misread as an EAN-8 into a UPC-A", () => {
    expect(normalizeBarcode("01234565")).toMatchObject({ ok: true, format: "EAN8", restricted: true });
    expect(normalizeBarcode(expandUpcE("01234565") ?? "")).toEqual({
      ok: true,
      gtin: "0012345000065",
      format: "UPCA",
      restricted: false,
    });
  });
});

describe("normalizeBarcode: valid codes", () => {
  it.each(REAL_EAN13)("keeps EAN-13 %s as is", (code) => {
    expect(normalizeBarcode(code)).toEqual({ ok: true, gtin: code, format: "EAN13", restricted: false });
  });

  it.each(REAL_UPCA)("turns UPC-A %s into a 13-digit GTIN with a leading 0", (code) => {
    expect(normalizeBarcode(code)).toEqual({ ok: true, gtin: `0${code}`, format: "UPCA", restricted: false });
  });

  it.each(REAL_UPCA)("reports the 13-digit form of UPC-A %s as UPCA", (code) => {
    expect(normalizeBarcode(`0${code}`)).toEqual({ ok: true, gtin: `0${code}`, format: "UPCA", restricted: false });
  });

  it.each(REAL_EAN8)("keeps EAN-8 %s as 8 digits", (code) => {
    expect(normalizeBarcode(code)).toEqual({ ok: true, gtin: code, format: "EAN8", restricted: false });
  });

  it("reduces a GTIN-14 with indicator 0 to 13 digits", () => {
    expect(normalizeBarcode("05449000000996")).toEqual({ ok: true, gtin: "5449000000996", format: "EAN13", restricted: false });
    expect(normalizeBarcode("00049000028911")).toEqual({ ok: true, gtin: "0049000028911", format: "UPCA", restricted: false });
  });

  it("reduces an EAN-8 padded with zeros to 12, 13 or 14 digits back to 8 digits", () => {
    for (const padded of ["000040170725", "0000040170725", "00000040170725"]) {
      expect(normalizeBarcode(padded)).toEqual({ ok: true, gtin: "40170725", format: "EAN8", restricted: false });
    }
  });

  it("keeps UPC-A codes whose company prefix starts with 0001-0009 as UPC-A", () => {
    const code = withCheck("00012345678");
    expect(normalizeBarcode(code)).toEqual({ ok: true, gtin: `0${code}`, format: "UPCA", restricted: false });
  });

  it("accepts ISBN and ISSN codes as products", () => {
    expect(normalizeBarcode("9780804816632")).toMatchObject({ ok: true, format: "EAN13" });
    expect(normalizeBarcode(withCheck("979103632368"))).toMatchObject({ ok: true });
    expect(normalizeBarcode(withCheck("977123456700"))).toMatchObject({ ok: true });
  });

  it("accepts the prefixes just outside the rejected ranges", () => {
    for (const body of ["019", "030", "039", "050", "199", "300", "979", "985", "989"]) {
      expect(normalizeBarcode(withCheck(`${body}123456789`))).toMatchObject({ ok: true });
    }
  });

  it("is idempotent", () => {
    for (const code of [...REAL_EAN13, ...REAL_UPCA, ...REAL_EAN8, "0000040170725", "05449000000996"]) {
      const first = normalizeBarcode(code);
      if (!first.ok) throw new Error(`${code} should be valid`);
      expect(normalizeBarcode(first.gtin)).toEqual(first);
    }
  });
});

describe("normalizeBarcode: cleaning the input", () => {
  it.each([
    ["  5449000000996  ", "5449000000996"],
    ["\t5449000000996\n", "5449000000996"],
    ["5 449000 000996", "5449000000996"],
    ["5-449000-000996", "5449000000996"],
    ["5\u00a0449000\u00a0000996", "5449000000996"], // no-break spaces
    ["5–449000—000996", "5449000000996"], // en and em dashes
    ["５４４９００００００９９６", "5449000000996"], // full-width digits
    ["0 49000 02891 1", "0049000028911"],
    ["9638-5074", "96385074"],
  ])("reads %j as %s", (input, gtin) => {
    expect(normalizeBarcode(input)).toMatchObject({ ok: true, gtin });
  });
});

describe("normalizeBarcode: rejections", () => {
  it.each(["", " ", "\t\n", " - ", "--"])("%j is empty", (input) => expectRejected(input, "empty"));

  it.each(["abc", "54490000O0996", "+5449000000996", "5449000000996.", "5449000000996a", "5,449000000996", "٥٤٤٩"])(
    "%j is not digits",
    (input) => expectRejected(input, "not-digits"),
  );

  it("accepts only 8, 12, 13 and 14 (indicator 0) digits", () => {
    expectRejected("7", "length");
    for (let length = 2; length <= 20; length++) {
      if (length === 8 || length === 12 || length === 13) continue;
      const code = withCheck("1".repeat(length - 1));
      expectRejected(code, "length");
    }
  });

  it("rejects a GTIN-14 with a packaging indicator other than 0 as a length error", () => {
    for (let indicator = 1; indicator <= 9; indicator++) expectRejected(withCheck(`${indicator}544900000099`), "length");
  });

  it.each([...REAL_EAN13, ...REAL_UPCA, ...REAL_EAN8, "05449000000996"].map(breakCheck))(
    "%s has a wrong check digit",
    (code) => expectRejected(code, "check-digit"),
  );

  it("accepts EAN-8 numbers starting with 1 and 3-9", () => {
    for (const first of ["1", "3", "4", "5", "6", "7", "8", "9"]) {
      expect(normalizeBarcode(withCheck(`${first}123456`))).toMatchObject({ ok: true, format: "EAN8" });
    }
  });

  it("rejects refund receipts and coupons (980-984, 990-999)", () => {
    for (const prefix of [980, 981, 982, 983, 984, 990, 991, 995, 999]) {
      expectRejected(withCheck(`${prefix}123456789`), "coupon");
    }
  });

  it("checks in order: empty, digits, length, check digit, prefix", () => {
    expectRejected("abc12", "not-digits");
    expectRejected("12345", "length");
    expectRejected(breakCheck(withCheck("980123456789")), "check-digit");
    expectRejected(withCheck("980123456789"), "coupon");
  });
});

describe("normalizeBarcode: retailers' own (restricted-circulation) codes", () => {
  const expectRetailerCode = (input: string, gtin: string, format: string) => {
    expect(normalizeBarcode(input)).toEqual({ ok: true, gtin, format, restricted: true });
    expect(isRetailerCode(input)).toBe(true);
  };

  it("accepts the EAN-13 prefixes 020-029, 040-049 and 200-299 as retailer codes", () => {
    for (const prefix of [20, 25, 29, 40, 45, 49, 200, 210, 250, 299]) {
      const code = withCheck(`${String(prefix).padStart(3, "0")}123456789`);
      expectRetailerCode(code, code, code.startsWith("0") ? "UPCA" : "EAN13");
    }
  });

  it("accepts UPC-A number systems 2 and 4 in their 12-digit form", () => {
    expectRetailerCode(withCheck("20123456789"), `0${withCheck("20123456789")}`, "UPCA");
    expectRetailerCode(withCheck("41234567890"), `0${withCheck("41234567890")}`, "UPCA");
  });

  it("accepts EAN-8 codes starting with 0 or 2 (RCN-8), including their padded forms", () => {
    expectRetailerCode(withCheck("0123456"), withCheck("0123456"), "EAN8");
    expectRetailerCode(withCheck("2123456"), withCheck("2123456"), "EAN8");
    expectRetailerCode(withCheck("000000123456"), withCheck("0123456"), "EAN8");
    expectRetailerCode(withCheck("00000212345"), withCheck("0212345"), "EAN8");
  });

  it("reads real retailer codes: the decoder test photos' and shipped own-brand products'", () => {
    expectRetailerCode("2111220009686", "2111220009686", "EAN13");
    expectRetailerCode("24036153", "24036153", "EAN8");
    expectRetailerCode("00119993", "00119993", "EAN8"); // Trader Joe's peanut butter
    expectRetailerCode("00130288", "00130288", "EAN8"); // Sainsbury's Taste the Difference honey
    expectRetailerCode("0411010984004", "0411010984004", "UPCA"); // a US retailer's own seasoning
  });

  it("does not mark the prefixes around them, other EAN-8s or junk", () => {
    for (const code of ["3017620422003", "0049000028911", withCheck("030123456789"), withCheck("050123456789"), withCheck("300123456789")]) {
      expect(normalizeBarcode(code)).toMatchObject({ ok: true, restricted: false });
      expect(isRetailerCode(code)).toBe(false);
    }
    for (const first of ["1", "3", "9"]) expect(isRetailerCode(withCheck(`${first}123456`))).toBe(false);
    for (const junk of ["", "abc", "12345", breakCheck("00119993"), withCheck("990123456789")]) expect(isRetailerCode(junk)).toBe(false);
  });
});

describe("BARCODE_MESSAGES", () => {
  it("has one readable English sentence for each reason", () => {
    const reasons: BarcodeRejection[] = ["empty", "not-digits", "length", "check-digit", "coupon"];
    expect(Object.keys(BARCODE_MESSAGES).sort()).toEqual([...reasons].sort());
    for (const reason of reasons) expect(BARCODE_MESSAGES[reason]).toMatch(/^[A-Z][^\n]+\.$/);
  });

  it("tells the shopper how many digits a barcode has", () => {
    expect(BARCODE_MESSAGES.length).toBe("A barcode has 8, 12 or 13 digits.");
  });
});
