/**
 * Origin resolution (docs/origin.md): from what we know of a product — where it is made, and its
 * brand's chain of owners — decide the facts the result screen shows, each with its source and
 * confidence, plus one readable sentence. Pure: the caller gathers the facts in this order of
 * precedence: admin-approved corrections, the catalogue, Open Food Facts, the AI provider, and the
 * barcode's GS1 prefix (which is only ever a "registered in" hint, never a country of origin).
 */
import { brandKey } from "./brand-key";
import { countryName, normalizeCountryCode } from "./countries";

export type FactSource = "suggestion" | "catalogue" | "off" | "ai" | "gs1" | "registry" | "admin";
export type Confidence = "high" | "medium" | "low";

export interface Fact<T> {
  value: T;
  source: FactSource;
  confidence: Confidence;
}

/** One company of a brand's ownership chain, from the direct owner up to the ultimate parent. */
export interface ChainCompany {
  name: string;
  /** ISO alpha-2 headquarters country. */
  hqCountry: string;
  source: FactSource;
  confidence: Confidence;
  /** What the entry was verified against. */
  sourceNote: string;
}

export interface OriginInput {
  /** The brand as printed, if any. */
  brand: string;
  /** Where the product is made, if any source says. */
  madeIn: Fact<string> | null;
  /** The matched brand's owners, direct owner first, ultimate parent last; empty when unknown. */
  ownershipChain: ChainCompany[];
  /** The GS1 prefix's member organisation country, or null. */
  registeredIn: string | null;
}

export interface ResolvedOrigin {
  /** Made in (ISO alpha-2), or null when unknown. */
  country: Fact<string> | null;
  /** HQ country of the brand's ultimate owner, or null when unknown. */
  hqCountry: Fact<string> | null;
  /** The ultimate owner is headquartered in the US; with no owner known, the product is made in the US. */
  isAmerican: boolean;
  /** Why isAmerican is what it is. */
  americanBasis: "owner" | "made-in" | "unknown";
  /** The ultimate owner's name, when known. */
  ultimateOwner: string | null;
  registeredIn: string | null;
  brandExplanation: string;
}

const WITH_ARTICLE = new Set(["US", "GB", "NL", "CZ", "PH", "AE", "DO", "BS", "GM", "VA", "MV", "CF", "CD", "KM", "SC"]);

/** "the Netherlands", "the United States", "Sweden", "India": a country name as it reads inside a sentence. */
export function countryInSentence(code: string): string {
  const canonical = normalizeCountryCode(code);
  const name = countryName(code);
  return canonical && WITH_ARTICLE.has(canonical) ? `the ${name}` : name;
}

function lowest(a: Confidence, b: Confidence): Confidence {
  const order: Confidence[] = ["low", "medium", "high"];
  return order[Math.min(order.indexOf(a), order.indexOf(b))] ?? "low";
}

/**
 * The ultimate owner of an ownership chain as one fact: its name and HQ country, source `ai` when any
 * entry is an AI proposal (else the ultimate owner's), and the lowest confidence along the way,
 * starting from `link`, the confidence of the brand's own link to its first owner when it is known.
 */
export function ultimateOwnerOf(
  chain: readonly ChainCompany[],
  link: Confidence = "high",
): Pick<ChainCompany, "name" | "hqCountry" | "source" | "confidence"> | null {
  const ultimate = chain[chain.length - 1];
  if (!ultimate) return null;
  return {
    name: ultimate.name,
    hqCountry: ultimate.hqCountry,
    source: chain.some((company) => company.source === "ai") ? "ai" : ultimate.source,
    confidence: chain.reduce<Confidence>((confidence, company) => lowest(confidence, company.confidence), link),
  };
}

function ownershipSentence(brand: string, chain: ChainCompany[]): string {
  const [owner, ...parents] = chain;
  if (!owner) return "";
  const ultimate = chain[chain.length - 1] ?? owner;
  // A product that names its company for a brand: "Orkla is headquartered in Norway."
  const brandIsOwner = !brand || brandKey(brand) === brandKey(owner.name);
  const [first, ...rest] = brandIsOwner ? parents : chain;
  if (!first) return `${owner.name} is headquartered in ${countryInSentence(ultimate.hqCountry)}.`;
  const parts = [brandIsOwner ? `${owner.name} is part of ${first.name}` : `${brand} belongs to ${first.name}`];
  for (const parent of rest) parts.push(`part of ${parent.name}`);
  return `${parts.join(", ")}, headquartered in ${countryInSentence(ultimate.hqCountry)}.`;
}

function explain(input: OriginInput, ultimate: ChainCompany | undefined): string {
  const sentences: string[] = [];
  const madeIn = input.madeIn?.value;
  if (ultimate) {
    sentences.push(ownershipSentence(input.brand, input.ownershipChain));
    if (input.ownershipChain.some((company) => company.source === "ai")) {
      sentences.push("This ownership was suggested by AI and is not yet confirmed.");
    }
    if (madeIn && madeIn !== ultimate.hqCountry) {
      sentences.push(
        `It is made in ${countryInSentence(madeIn)}, while its owner is headquartered in ${countryInSentence(ultimate.hqCountry)}.`,
      );
    }
  } else if (input.brand) {
    sentences.push(`We don't know yet who owns ${input.brand}.`);
  } else {
    sentences.push("The brand of this product is not known.");
  }
  if (!madeIn && input.registeredIn) {
    sentences.push(
      `Its barcode was registered in ${countryInSentence(input.registeredIn)}, which does not say where it was made.`,
    );
  }
  return sentences.join(" ");
}

export function resolveOrigin(input: OriginInput): ResolvedOrigin {
  const ultimate = input.ownershipChain[input.ownershipChain.length - 1];
  const owner = ultimateOwnerOf(input.ownershipChain);
  const hqCountry: Fact<string> | null = owner && { value: owner.hqCountry, source: owner.source, confidence: owner.confidence };
  const americanBasis = hqCountry ? "owner" : input.madeIn ? "made-in" : "unknown";
  const isAmerican = hqCountry ? hqCountry.value === "US" : input.madeIn?.value === "US";
  return {
    country: input.madeIn,
    hqCountry,
    isAmerican,
    americanBasis,
    ultimateOwner: ultimate?.name ?? null,
    registeredIn: input.registeredIn,
    brandExplanation: explain(input, ultimate),
  };
}
