import { brandKey } from "@productcheck/domain/brand-key";
import { countryName, UNKNOWN_COUNTRY_NAME } from "@productcheck/domain/countries";
import { isMarketRegion, NORTH_AMERICA } from "@productcheck/domain/market-region";
import type { TChainCompany, TRegistryEditAction, TUnknownBrandsResponse } from "@productcheck/validators/brand-locations";

import { countryLabel } from "@/i18n/countries";
import { formatDate } from "@/i18n/format";
import { adminMessages } from "@/i18n/messages/admin/admin-messages";

// The words of Brand Locations, in the active language (src/i18n/README.md): components call these while they
// render, after `useMessages(adminMessages)`, so that they render again when the language changes.
const t = adminMessages.t;

/** A country code's name in the active language (the English list's name in English); 'Unknown' when none is known. */
export function countryText(code: string | null | undefined): string {
  const english = countryName(code);
  return english === UNKNOWN_COUNTRY_NAME ? t("admin.country.unknown") : countryLabel(code, english);
}

/** An ownership chain's links, direct owner first: "Nestlé Sverige → Nestlé S.A.". */
const joinChain = (names: readonly string[]) => names.join(" → ");

/** A search hit's owner line: "Owner → Ultimate owner", or just the owner when it is the ultimate one. */
export function ownerLine(ownerName: string, ultimateOwnerName: string): string {
  if (!ownerName) return t("admin.ownerUnknown");
  return ownerName === ultimateOwnerName || !ultimateOwnerName ? ownerName : joinChain([ownerName, ultimateOwnerName]);
}

/** "Nestlé S.A. (Switzerland)": a chain link with its HQ, as the proposals list shows it. */
export function chainWithHqText(chain: readonly Pick<TChainCompany, "name" | "hqCountry">[]): string {
  if (chain.length === 0) return t("admin.ownerUnknown");
  return joinChain(chain.map((company) => t("admin.linkWithHq", { name: company.name, country: countryText(company.hqCountry) })));
}

/** "12 products in the catalogue · 40 scans". */
export function catalogueLine(productCount: number, scanCount: number): string {
  return t("admin.catalogueLine", { products: productCount, scans: scanCount });
}

/** The brand detail's verdict badge. */
export function ownerVerdict(isAmerican: boolean): string {
  return t(isAmerican ? "admin.verdict.american" : "admin.verdict.nonUs");
}

type FactSource = TChainCompany["source"];
type Confidence = TChainCompany["confidence"];

const SOURCE_KEYS = {
  suggestion: "admin.source.suggestion",
  catalogue: "admin.source.catalogue",
  off: "admin.source.off",
  ai: "admin.source.ai",
  gs1: "admin.source.gs1",
  registry: "admin.source.registry",
  admin: "admin.source.admin",
} as const satisfies Record<FactSource, string>;

export function sourceLabel(source: FactSource): string {
  return t(SOURCE_KEYS[source]);
}

const CONFIDENCE_KEYS = {
  high: "admin.confidence.high",
  medium: "admin.confidence.medium",
  low: "admin.confidence.low",
} as const satisfies Record<Confidence, string>;

/** "high confidence". */
export function confidenceLabel(confidence: Confidence): string {
  return t(CONFIDENCE_KEYS[confidence]);
}

export function confidenceColor(confidence: Confidence): string {
  if (confidence === "high") return "green";
  if (confidence === "medium") return "yellow";
  return "orange";
}

type AiOutcome = TUnknownBrandsResponse["brands"][number]["aiOutcome"];

/** What the AI answered about an unknown brand, in words. */
export function aiOutcomeLabel(outcome: AiOutcome): string {
  if (outcome === "unknown") return t("admin.ai.unknown");
  if (outcome === "failed") return t("admin.ai.failed");
  if (outcome === "rejected") return t("admin.ai.rejected");
  return t("admin.ai.notAsked");
}

const ACTION_KEYS = {
  "brand.create": "admin.action.brand.create",
  "brand.update": "admin.action.brand.update",
  "brand.confirm": "admin.action.brand.confirm",
  "brand.reject": "admin.action.brand.reject",
  "brand.regional-owner": "admin.action.brand.regionalOwner",
  "company.create": "admin.action.company.create",
  "company.update": "admin.action.company.update",
  "company.confirm": "admin.action.company.confirm",
} as const satisfies Record<TRegistryEditAction, string>;

export function actionLabel(action: TRegistryEditAction): string {
  return t(ACTION_KEYS[action]);
}

const isDate = (date: Date) => !Number.isNaN(date.getTime());

/** An ISO timestamp as a date of the UTC calendar ("Nov 24, 2026", "24 nov. 2026"), or the text itself when it is no date. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  return isDate(date) ? formatDate(date, { dateStyle: "medium", timeZone: "UTC" }) : iso;
}

/** An ISO timestamp as date and time in UTC ("Nov 24, 2026, 6:16 AM UTC", "24 nov. 2026 06:16 UTC"). */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  return isDate(date) ? t("admin.dateTimeUtc", { dateTime: formatDate(date, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) }) : iso;
}

/**
 * The company an unknown brand's owner hint names, among search hits: same name once case, accents and
 * punctuation are ignored, or one name starting with the other ("Fjord Foods" ~ "Fjord Foods AB"). Null when none or the hint is empty.
 */
export function companyMatchingHint<T extends { name: string }>(hint: string, companies: readonly T[]): T | null {
  const wanted = brandKey(hint);
  if (!wanted) return null;
  const exact = companies.find((company) => brandKey(company.name) === wanted);
  if (exact) return exact;
  return (
    companies.find((company) => {
      const key = brandKey(company.name);
      return key.length > 0 && (key.startsWith(`${wanted} `) || wanted.startsWith(`${key} `));
    }) ?? null
  );
}

/** A country as the HQ and country pickers list it: "Sweden (SE)", "Sverige (SE)". */
export function countryWithCode(code: string): string {
  return t("admin.countryWithCode", { country: countryText(code), code });
}

/** A market region in words: "north-america" → "North America (US, Canada)", "SE" → "Sweden (SE)". */
export function regionLabel(region: string): string {
  if (region === NORTH_AMERICA) return t("admin.northAmerica");
  if (region !== NORTH_AMERICA && isMarketRegion(region)) return countryWithCode(region);
  // A region from the data files that the app does not know: its id, in words.
  return region
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
