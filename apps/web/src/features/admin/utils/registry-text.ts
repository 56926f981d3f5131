import { brandKey } from "@productcheck/domain/brand-key";
import { countryName } from "@productcheck/domain/countries";
import { isMarketRegion, NORTH_AMERICA } from "@productcheck/domain/market-region";
import type { TChainCompany, TRegistryEditAction, TUnknownBrandsResponse } from "@productcheck/validators/brand-locations";

/** "Nestlé Sverige → Nestlé S.A." (direct owner first), or "Owner unknown" for an empty chain. */
export function chainText(chain: readonly Pick<TChainCompany, "name">[]): string {
  return chain.length === 0 ? "Owner unknown" : chain.map((company) => company.name).join(" → ");
}

/** A search hit's owner line: "Owner → Ultimate owner", or just the owner when it is the ultimate one. */
export function ownerLine(ownerName: string, ultimateOwnerName: string): string {
  if (!ownerName) return "Owner unknown";
  return ownerName === ultimateOwnerName || !ultimateOwnerName ? ownerName : `${ownerName} → ${ultimateOwnerName}`;
}

/** "Nestlé S.A. (Switzerland)": a chain link with its HQ, as the proposals list shows it. */
export function chainWithHqText(chain: readonly Pick<TChainCompany, "name" | "hqCountry">[]): string {
  return chain.length === 0 ? "Owner unknown" : chain.map((company) => `${company.name} (${countryName(company.hqCountry)})`).join(" → ");
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "12 products in the catalogue · 40 scans". */
export function catalogueLine(productCount: number, scanCount: number): string {
  return `${plural(productCount, "product", "products")} in the catalogue · ${plural(scanCount, "scan", "scans")}`;
}

export function countOf(count: number, one: string, many: string): string {
  return plural(count, one, many);
}

export const AMERICAN_OWNER = "American owner";
export const NON_US_OWNER = "Non-US owner";

/** The brand detail's verdict badge. */
export function ownerVerdict(isAmerican: boolean): string {
  return isAmerican ? AMERICAN_OWNER : NON_US_OWNER;
}

const SOURCE_LABELS: Readonly<Record<string, string>> = {
  suggestion: "Suggestion",
  catalogue: "Catalogue",
  off: "Open Food Facts",
  ai: "AI proposal",
  gs1: "GS1",
  registry: "Registry",
  admin: "Admin",
};

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

export function confidenceColor(confidence: string): string {
  if (confidence === "high") return "green";
  if (confidence === "medium") return "yellow";
  return "orange";
}

type AiOutcome = TUnknownBrandsResponse["brands"][number]["aiOutcome"];

/** What the AI answered about an unknown brand, in words. */
export function aiOutcomeLabel(outcome: AiOutcome): string {
  if (outcome === "unknown") return "AI: owner unknown";
  if (outcome === "failed") return "AI: lookup failed";
  if (outcome === "rejected") return "AI: proposal rejected";
  return "AI: not asked";
}

const ACTION_LABELS: Readonly<Record<TRegistryEditAction, string>> = {
  "brand.create": "Brand created",
  "brand.update": "Brand edited",
  "brand.confirm": "AI proposal confirmed",
  "brand.reject": "AI proposal rejected",
  "brand.regional-owner": "Regional owner changed",
  "company.create": "Company created",
  "company.update": "Company edited",
  "company.confirm": "Company confirmed",
};

export function actionLabel(action: TRegistryEditAction): string {
  return ACTION_LABELS[action];
}

/** An ISO timestamp as a short date ("2026-11-24"), or the text itself when it is no date. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return "never";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 10);
}

/** An ISO timestamp as date and time in UTC ("2026-11-24 06:16 UTC"). */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
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

const REGION_LABELS: Readonly<Record<string, string>> = { "north-america": "North America (US, Canada)" };

/** A market region in words: "north-america" → "North America (US, Canada)", "SE" → "Sweden (SE)". */
export function regionLabel(region: string): string {
  if (region !== NORTH_AMERICA && isMarketRegion(region)) return `${countryName(region)} (${region})`;
  return REGION_LABELS[region] ?? region.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
