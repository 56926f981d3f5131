import { describe, expect, it } from "vitest";

import { computeCheckDigit } from "./barcode";
import { normalizeCountryCode } from "./countries";
import { GS1_PREFIX_RANGES, gs1RegisteredIn } from "./gs1";

/** A check-digit-valid EAN-13 with the given three-digit prefix. */
const ean13 = (prefix: number): string => {
  const body = `${String(prefix).padStart(3, "0")}123456789`;
  return `${body}${computeCheckDigit(body)}`;
};

/** A check-digit-valid EAN-8 with the given three-digit prefix. */
const ean8 = (prefix: number): string => {
  const body = `${String(prefix).padStart(3, "0")}1234`;
  return `${body}${computeCheckDigit(body)}`;
};

const prefixes = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("GS1_PREFIX_RANGES", () => {
  it("is ascending, non-overlapping and within 000-999", () => {
    let previousTo = -1;
    for (const r of GS1_PREFIX_RANGES) {
      expect(r.from).toBeGreaterThan(previousTo);
      expect(r.to).toBeGreaterThanOrEqual(r.from);
      expect(r.to).toBeLessThanOrEqual(999);
      previousTo = r.to;
    }
  });

  it("names only known ISO alpha-2 codes", () => {
    for (const r of GS1_PREFIX_RANGES) {
      expect(r.country).toMatch(/^[A-Z]{2}$/);
      expect(normalizeCountryCode(r.country)).toBe(r.country);
    }
  });

  it("never names a prefix that is in-store, ISBN/ISSN, a coupon or a GS1 Global Office special", () => {
    const reserved = [
      ...prefixes(20, 29), ...prefixes(40, 59), ...prefixes(200, 299), 610, 614, 623, 758, 894,
      950, 951, 952, ...prefixes(960, 969), ...prefixes(977, 999),
    ];
    for (const prefix of reserved) {
      expect(GS1_PREFIX_RANGES.some((r) => prefix >= r.from && prefix <= r.to)).toBe(false);
    }
  });
});

describe("gs1RegisteredIn", () => {
  it.each([
    [0, 19, "US"], [30, 39, "US"], [60, 139, "US"], [300, 379, "FR"], [400, 440, "DE"], [450, 459, "JP"],
    [490, 499, "JP"], [460, 469, "RU"], [500, 509, "GB"], [520, 521, "GR"], [540, 549, "BE"],
    [570, 579, "DK"], [600, 601, "ZA"], [640, 649, "FI"], [680, 681, "CN"], [690, 699, "CN"],
    [700, 709, "NO"], [730, 739, "SE"], [754, 755, "CA"], [760, 769, "CH"], [770, 771, "CO"],
    [778, 779, "AR"], [789, 790, "BR"], [800, 839, "IT"], [840, 849, "ES"], [868, 869, "TR"],
    [870, 879, "NL"], [880, 881, "KR"], [900, 919, "AT"], [930, 939, "AU"], [940, 949, "NZ"],
  ] as const)("maps every prefix from %i to %i to %s", (from, to, country) => {
    for (const prefix of prefixes(from, to)) expect(gs1RegisteredIn(ean13(prefix))).toBe(country);
  });

  it.each([
    [380, "BG"], [381, "XK"], [383, "SI"], [385, "HR"], [387, "BA"], [389, "ME"], [470, "KG"], [471, "TW"],
    [474, "EE"], [475, "LV"], [476, "AZ"], [477, "LT"], [478, "UZ"], [479, "LK"], [480, "PH"], [481, "BY"],
    [482, "UA"], [483, "TM"], [484, "MD"], [485, "AM"], [486, "GE"], [487, "KZ"], [488, "TJ"], [489, "HK"],
    [528, "LB"], [529, "CY"], [530, "AL"], [531, "MK"], [535, "MT"], [539, "IE"], [560, "PT"], [569, "IS"],
    [590, "PL"], [594, "RO"], [599, "HU"], [603, "GH"], [604, "SN"], [605, "UG"], [606, "AO"], [607, "OM"],
    [608, "BH"], [609, "MU"], [611, "MA"], [613, "DZ"], [615, "NG"], [616, "KE"], [617, "CM"], [618, "CI"],
    [619, "TN"], [620, "TZ"], [621, "SY"], [622, "EG"], [624, "LY"], [625, "JO"], [626, "IR"], [627, "KW"],
    [628, "SA"], [629, "AE"], [630, "QA"], [631, "NA"], [632, "RW"], [729, "IL"], [740, "GT"], [741, "SV"],
    [742, "HN"], [743, "NI"], [744, "CR"], [745, "PA"], [746, "DO"], [750, "MX"], [759, "VE"], [773, "UY"],
    [775, "PE"], [777, "BO"], [780, "CL"], [784, "PY"], [786, "EC"], [850, "CU"], [858, "SK"], [859, "CZ"],
    [860, "RS"], [865, "MN"], [867, "KP"], [883, "MM"], [884, "KH"], [885, "TH"], [887, "LA"], [888, "SG"],
    [890, "IN"], [893, "VN"], [896, "PK"], [899, "ID"], [955, "MY"], [958, "MO"],
  ] as const)("maps prefix %i to %s", (prefix, country) => {
    expect(gs1RegisteredIn(ean13(prefix))).toBe(country);
  });

  it("assigns a country to exactly the prefixes in the table, and to nothing else", () => {
    const assigned = GS1_PREFIX_RANGES.reduce((sum, r) => sum + r.to - r.from + 1, 0);
    const withCountry = prefixes(0, 999).filter((prefix) => gs1RegisteredIn(ean13(prefix)) !== null);
    expect(withCountry).toHaveLength(assigned);
    expect(assigned).toBe(553);
  });

  it.each([
    ["5449000000996", "BE"], // Coca-Cola, registered with GS1 Belgium & Luxembourg
    ["3017620422003", "FR"], // Nutella, Ferrero France
    ["7622210449283", "CH"], // Mondelez, registered in Switzerland
    ["4006381333931", "DE"],
    ["9002233139084", "AT"],
    ["8004030044005", "IT"],
    ["049000028911", "US"], // UPC-A, 12 digits
    ["0049000028911", "US"], // the same, 13 digits
    ["00049000028911", "US"], // the same, GTIN-14
    ["625034201058", "US"], // UPC-A 06x is GS1 US
    ["40170725", "DE"], // EAN-8
    ["50487066", "GB"], // EAN-8
    ["80674313", "IT"], // EAN-8
  ])("says %s was registered in %s", (code, country) => {
    expect(gs1RegisteredIn(code)).toBe(country);
  });

  it.each([
    ["9780804816632", "ISBN (Bookland)"],
    ["9784872348880", "ISBN (Bookland)"],
    [ean13(979), "ISBN/ISMN"],
    [ean13(977), "ISSN"],
    ["2111220009686", "in-store 200-299"],
    [ean13(25), "in-store 020-029"],
    [ean13(45), "in-store 040-049"],
    [ean13(50), "GS1 US reserved 050-059"],
    [ean13(59), "GS1 US reserved 050-059"],
    [ean13(980), "refund receipt"],
    [ean13(983), "coupon"],
    [ean13(995), "coupon"],
    [ean13(950), "GS1 Global Office"],
    [ean13(951), "GS1 Global Office"],
    [ean13(952), "demonstrations and examples"],
    [ean13(960), "Global Office GTIN-8"],
    [ean13(969), "Global Office GTIN-8"],
    [ean13(140), "unassigned"],
    [ean13(199), "unassigned"],
    [ean13(390), "unassigned"],
    [ean13(510), "unassigned"],
    [ean13(610), "held for a future member"],
    [ean13(623), "held for a future member (was Brunei)"],
    [ean13(894), "held for a future member"],
    [ean13(985), "unassigned"],
    ["96385074", "EAN-8 in the Global Office GTIN-8 range"],
    ["24036153", "EAN-8 restricted circulation (2)"],
    [ean8(12), "EAN-8 restricted circulation (0)"],
    ["5449000000997", "wrong check digit"],
    ["", "empty"],
    ["not a barcode", "not digits"],
  ])("is null for %s (%s)", (code) => {
    expect(gs1RegisteredIn(code)).toBeNull();
  });

  it("reads an EAN-8 by its first three digits, like an EAN-13", () => {
    for (const prefix of [300, 400, 500, 730, 760, 870]) {
      expect(gs1RegisteredIn(ean8(prefix))).toBe(gs1RegisteredIn(ean13(prefix)));
    }
  });
});
