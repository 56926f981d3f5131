import { describe, expect, it } from "vitest";

import { BARCODE_MESSAGES } from "@productcheck/domain/barcode";

import { SUGGESTION_NOT_FOUND_MESSAGE } from "../services/admin/admin-suggestion";
import {
  aliasClashMessage,
  BRAND_NOT_FOUND_MESSAGE,
  brandNameClashMessage,
  brandNameIsAliasMessage,
  chainTooLongMessage,
  COMPANY_NOT_FOUND_MESSAGE,
  companyNameClashMessage,
  NAME_WITHOUT_LETTERS_MESSAGE,
  OWN_PARENT_MESSAGE,
  unknownCompanyMessage,
} from "../services/admin/registry/registry-rules";
import { notAProposalMessage } from "../services/admin/registry/review-proposal";
import { noRegionalOwnerMessage } from "../services/admin/registry/set-regional-owner";
import { CANNOT_UNAPPROVE_MESSAGE } from "../services/admin/set-suggestion-approval";
import { PUBLIC_VERDICT_NOT_FOUND_MESSAGE } from "../services/public-verdict/public-verdict";
import { LOOKUP_UNAVAILABLE_MESSAGE, PRODUCT_NOT_FOUND_MESSAGE, RETAILER_CODE_NOT_FOUND_MESSAGE } from "../services/scan/product-lookup";
import { NO_SCANS_MESSAGE } from "../services/scan/scan-charge";
import { AppError } from "../services/shared/app-error";
import { alternativesRefreshClaim, guestScansLimit, RATE_LIMITS, refusal } from "../services/shared/rate-limits";
import { toTRPCError } from "../trpc";
import { shopperLocale, translateForShopper } from "./shopper-messages";
import swedish from "./sv.json" with { type: "json" };

const placeholder = (name: string) => `{${name}}` as unknown as number;

const SHOPPER_MESSAGES = [
  PRODUCT_NOT_FOUND_MESSAGE,
  RETAILER_CODE_NOT_FOUND_MESSAGE,
  LOOKUP_UNAVAILABLE_MESSAGE,
  NO_SCANS_MESSAGE,
  ...Object.values(BARCODE_MESSAGES),
  "Please log in first.",
  // The public verdict's 404 and its page's head (docs/sharing.md).
  PUBLIC_VERDICT_NOT_FOUND_MESSAGE,
  "{name}: {verdict}",
  "{name}: {verdict} · ProductCheck",
  "Product not found · ProductCheck",
  "Scan a product's barcode to see who makes it, where it is made and where its owner is headquartered, with non-US alternatives to American products.",
  "The ProductCheck app icon: a barcode with a check mark",
];

// Every rate limit's refusal, its values as "{placeholders}", and the waits they name.
const RATE_LIMIT_REFUSALS = [
  ...new Set(
    [...Object.values(RATE_LIMITS), guestScansLimit("ip", 3).limit, alternativesRefreshClaim({ productId: 1, homeCountry: "SE", computedAt: null }).limit].map(
      (limit) => limit.refusal({ wait: "{wait}", max: placeholder("max") }),
    ),
  ),
  "{count} second",
  "{count} seconds",
  "{count} minutes",
];

// The admin's refusals, the ones with values as templates: each service's own words with "{placeholders}" for its values.
const ADMIN_MESSAGES = [
  BRAND_NOT_FOUND_MESSAGE,
  COMPANY_NOT_FOUND_MESSAGE,
  SUGGESTION_NOT_FOUND_MESSAGE,
  NAME_WITHOUT_LETTERS_MESSAGE,
  OWN_PARENT_MESSAGE,
  CANNOT_UNAPPROVE_MESSAGE,
  unknownCompanyMessage("owner", placeholder("id")),
  unknownCompanyMessage("parent", placeholder("id")),
  companyNameClashMessage("{name}", "{existing}"),
  brandNameClashMessage("{name}", "{existing}"),
  brandNameIsAliasMessage("{name}", "{holder}"),
  aliasClashMessage("{alias}", "{holder}"),
  chainTooLongMessage(placeholder("length")),
  noRegionalOwnerMessage("{brand}", "{region}"),
  notAProposalMessage("{brand}", "{source}"),
];

describe("shopperLocale", () => {
  it("takes the first language of Accept-Language the app speaks", () => {
    expect(shopperLocale("sv-SE,sv;q=0.9,en-US;q=0.8")).toBe("sv");
    expect(shopperLocale("sv")).toBe("sv");
    expect(shopperLocale("de-DE,sv;q=0.5")).toBe("sv");
    expect(shopperLocale("en-US,sv;q=0.9")).toBe("en");
    expect(shopperLocale("sv;q=0.2,en;q=0.8")).toBe("en");
  });

  it("is English without a header or a language the app speaks", () => {
    expect(shopperLocale(undefined)).toBe("en");
    expect(shopperLocale("")).toBe("en");
    expect(shopperLocale("fi-FI,*")).toBe("en");
  });

  it("answers a header the same every time, however many distinct headers come between", () => {
    const headers = Array.from({ length: 600 }, (_, index) => (index % 2 === 0 ? `sv-SE;q=0.${(index % 9) + 1},en;q=0.05,x-${index}` : `en-GB,sv;q=0.${index % 10},x-${index}`));
    const first = headers.map((header) => shopperLocale(header));
    expect(first.filter((locale) => locale === "sv").length).toBe(300);
    expect(headers.map((header) => shopperLocale(header))).toEqual(first);
    const long = `${"de-DE;q=0.9,".repeat(40)}sv;q=0.5`;
    expect(shopperLocale(long)).toBe("sv");
    expect(shopperLocale(long)).toBe("sv");
  });
});

describe("the Swedish catalogue", () => {
  it("translates every message the scan shows a shopper and the registry's refusals to the admin, and nothing else", () => {
    expect(Object.keys(swedish).sort()).toEqual([...SHOPPER_MESSAGES, ...RATE_LIMIT_REFUSALS, ...ADMIN_MESSAGES].sort());
  });

  it("fills a refusal's values into its Swedish text", () => {
    expect(translateForShopper(brandNameClashMessage("Oatly!", "Oatly"), "sv")).toBe("Det finns redan ett varumärke som heter ”Oatly”; ”Oatly!” skulle bli samma namn");
    expect(translateForShopper(unknownCompanyMessage("parent", 42), "sv")).toBe("Moderbolaget (företag 42) finns inte");
    expect(translateForShopper(chainTooLongMessage(9), "sv")).toBe("Då skulle ägarkedjan bestå av 9 företag; högst 8 följs");
    expect(translateForShopper(OWN_PARENT_MESSAGE, "sv")).toBe("Ett företag kan inte vara sitt eget moderbolag");
    expect(translateForShopper(brandNameClashMessage("Oatly!", "Oatly"), "en")).toBe(brandNameClashMessage("Oatly!", "Oatly"));
  });

  it("says a rate limit's refusal and its wait in Swedish", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const inSwedish = (seconds: number) =>
      translateForShopper(refusal(RATE_LIMITS.paymentIntentsPerNetworkHour, new Date(now.getTime() + seconds * 1000), now).message, "sv");
    expect(inSwedish(1)).toBe("För många betalningsförsök. Försök igen om 1 sekund.");
    expect(inSwedish(40)).toBe("För många betalningsförsök. Försök igen om 40 sekunder.");
    expect(inSwedish(7 * 60)).toBe("För många betalningsförsök. Försök igen om 7 minuter.");
    expect(translateForShopper(RATE_LIMITS.alternativesRefreshesPerClockHour.refusal({ wait: "", max: 5 }), "sv")).toBe(
      "Du kan uppdatera alternativen 5 gånger i timmen. Försök igen senare.",
    );
  });

  it("answers in Swedish for sv", () => {
    expect(translateForShopper(NO_SCANS_MESSAGE, "sv")).toBe("Inga skanningar kvar");
    expect(translateForShopper(BARCODE_MESSAGES.length, "sv")).toBe("En streckkod har 8, 12 eller 13 siffror.");
  });

  it("fills a message's placeholders in either language, in English when the catalogue does not know it", () => {
    const values = { name: "Ketchup <b> & 'x'", verdict: "Amerikansk" };
    expect(translateForShopper("{name}: {verdict} · ProductCheck", "sv", values)).toBe("Ketchup <b> & 'x': Amerikansk · ProductCheck");
    expect(translateForShopper("{name}: {verdict}", "en", { name: "Ketchup", verdict: "American" })).toBe("Ketchup: American");
    expect(translateForShopper("{name} is new", "sv", { name: "Ketchup" })).toBe("Ketchup is new");
  });

  it("keeps English byte for byte, and any message it does not know", () => {
    for (const message of [...SHOPPER_MESSAGES, ...ADMIN_MESSAGES]) expect(translateForShopper(message, "en")).toBe(message);
    expect(translateForShopper("Something new.", "sv")).toBe("Something new.");
  });

  it("reaches the API's errors through toTRPCError", () => {
    const refusal = new AppError("UNAVAILABLE", LOOKUP_UNAVAILABLE_MESSAGE);
    expect(toTRPCError(refusal, "sv-SE,sv;q=0.9").message).toBe(swedish[LOOKUP_UNAVAILABLE_MESSAGE]);
    expect(toTRPCError(refusal, "en-US").message).toBe(LOOKUP_UNAVAILABLE_MESSAGE);
    expect(toTRPCError(refusal).message).toBe(LOOKUP_UNAVAILABLE_MESSAGE);
    const clash = new AppError("CONFLICT", aliasClashMessage("Fjord Light", "Fjordlight"));
    expect(toTRPCError(clash, "sv-SE").message).toBe("Det alternativa namnet ”Fjord Light” hör redan till varumärket ”Fjordlight”");
  });
});
