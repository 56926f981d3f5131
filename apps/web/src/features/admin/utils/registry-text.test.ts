import { afterEach, describe, expect, it } from "vitest";

import { activateLocale } from "@/i18n/i18n";
import { adminMessages } from "@/i18n/messages/admin/admin-messages";

import {
  actionLabel,
  aiOutcomeLabel,
  catalogueLine,
  chainWithHqText,
  confidenceLabel,
  countryText,
  companyMatchingHint,
  dateTime,
  ownerLine,
  ownerVerdict,
  regionLabel,
  shortDate,
  sourceLabel,
} from "./registry-text";

describe("registry text", () => {
  it("words an ownership chain with HQs, direct owner first", () => {
    expect(chainWithHqText([])).toBe("Owner unknown");
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

  it("formats dates of the UTC calendar", () => {
    expect(shortDate("2026-11-24T23:16:05.000Z")).toBe("Nov 24, 2026");
    expect(shortDate("soon")).toBe("soon");
    // The space before AM is narrow in newer ICU data.
    expect(dateTime("2026-11-24T06:16:05.000Z")).toMatch(/^Nov 24, 2026, 6:16\sAM UTC$/);
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

describe("registry text in Swedish", () => {
  afterEach(() => activateLocale("en"));

  const swedish = async () => {
    await adminMessages.ensure("sv");
    activateLocale("sv");
  };

  it("names countries, chains and regions in Swedish", async () => {
    await swedish();
    expect(countryText("US")).toBe("USA");
    expect(countryText("Unknown")).toBe("Okänt");
    expect(countryText("")).toBe("Okänt");
    expect(chainWithHqText([{ name: "Acme", hqCountry: "US" }, { name: "Nestlé S.A.", hqCountry: "CH" }])).toBe("Acme (USA) → Nestlé S.A. (Schweiz)");
    expect(chainWithHqText([])).toBe("Okänd ägare");
    expect(regionLabel("north-america")).toBe("Nordamerika (USA, Kanada)");
    expect(regionLabel("GB")).toBe("Storbritannien (GB)");
  });

  it("counts with Swedish plurals and number grouping", async () => {
    await swedish();
    expect(catalogueLine(1, 0)).toBe("1 produkt i katalogen · 0 skanningar");
    expect(catalogueLine(1234, 1)).toBe("1\u00a0234 produkter i katalogen · 1 skanning");
  });

  it("names the verdict, provenance, AI outcomes and audit actions in Swedish", async () => {
    await swedish();
    expect(ownerVerdict(false)).toBe("Ägare utanför USA");
    expect(sourceLabel("registry")).toBe("Register");
    expect(confidenceLabel("medium")).toBe("medelhög säkerhet");
    expect(aiOutcomeLabel("failed")).toBe("AI: sökningen misslyckades");
    expect(actionLabel("brand.confirm")).toBe("AI-förslag bekräftat");
  });

  it("writes dates the Swedish way, in UTC", async () => {
    await swedish();
    expect(shortDate("2026-11-24T23:16:05.000Z")).toBe("24 nov. 2026");
    expect(dateTime("2026-11-24T06:16:05.000Z")).toBe("24 nov. 2026 06:16 UTC");
  });
});
