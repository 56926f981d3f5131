import { describe, expect, it } from "vitest";

import {
  actionLabel,
  aiOutcomeLabel,
  catalogueLine,
  chainText,
  chainWithHqText,
  companyMatchingHint,
  dateTime,
  ownerLine,
  ownerVerdict,
  regionLabel,
  shortDate,
  sourceLabel,
} from "./registry-text";

describe("registry text", () => {
  it("words an ownership chain, direct owner first", () => {
    expect(chainText([{ name: "Fjord Foods" }, { name: "Nordic Holdings" }])).toBe("Fjord Foods → Nordic Holdings");
    expect(chainText([])).toBe("Owner unknown");
    expect(chainWithHqText([{ name: "Acme", hqCountry: "US" }, { name: "Nestlé S.A.", hqCountry: "CH" }])).toBe(
      "Acme (United States) → Nestlé S.A. (Switzerland)",
    );
  });

  it("shows the ultimate owner only when it differs", () => {
    expect(ownerLine("Fjord Foods", "Nordic Holdings")).toBe("Fjord Foods → Nordic Holdings");
    expect(ownerLine("Nordic Holdings", "Nordic Holdings")).toBe("Nordic Holdings");
    expect(ownerLine("", "")).toBe("Owner unknown");
  });

  it("counts products and scans", () => {
    expect(catalogueLine(1, 0)).toBe("1 product in the catalogue · 0 scans");
    expect(catalogueLine(12, 1)).toBe("12 products in the catalogue · 1 scan");
  });

  it("names the verdict, sources, AI outcomes and audit actions", () => {
    expect(ownerVerdict(true)).toBe("American owner");
    expect(ownerVerdict(false)).toBe("Non-US owner");
    expect(sourceLabel("off")).toBe("Open Food Facts");
    expect(sourceLabel("admin")).toBe("Admin");
    expect(aiOutcomeLabel(null)).toBe("AI: not asked");
    expect(aiOutcomeLabel("rejected")).toBe("AI: proposal rejected");
    expect(actionLabel("brand.regional-owner")).toBe("Regional owner changed");
  });

  it("names market regions", () => {
    expect(regionLabel("north-america")).toBe("North America (US, Canada)");
    expect(regionLabel("south-east-asia")).toBe("South East Asia");
    expect(regionLabel("SE")).toBe("Sweden (SE)");
    expect(regionLabel("GB")).toBe("United Kingdom (GB)");
    expect(regionLabel("MX")).toBe("Mexico (MX)");
  });

  it("formats dates", () => {
    expect(shortDate("2026-11-24T06:16:05.000Z")).toBe("2026-11-24");
    expect(shortDate(null)).toBe("never");
    expect(dateTime("2026-11-24T06:16:05.000Z")).toBe("2026-11-24 06:16 UTC");
    expect(dateTime("soon")).toBe("soon");
  });

  it("finds the company an owner hint names, ignoring case, accents and legal suffixes", () => {
    const companies = [{ name: "Nestlé S.A." }, { name: "Fjord Foods AB" }, { name: "Acme" }];
    expect(companyMatchingHint("NESTLE S.A", companies)).toEqual({ name: "Nestlé S.A." });
    expect(companyMatchingHint("Fjord Foods", companies)).toEqual({ name: "Fjord Foods AB" });
    expect(companyMatchingHint("Acme Corporation", companies)).toEqual({ name: "Acme" });
    expect(companyMatchingHint("Acm", companies)).toBeNull();
    expect(companyMatchingHint("", companies)).toBeNull();
  });
});
