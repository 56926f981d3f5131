/**
 * Origin resolution (docs/origin.md): from what we know of a product — where it is made, its
 * brand's chain of owners and where its barcode was registered — decide the facts the result screen
 * shows, each with its source and confidence, the verdict with how sure we are of it, and one
 * readable sentence. Pure: the caller gathers the facts in this order of precedence: admin-approved
 * corrections, the catalogue, Open Food Facts, the AI provider, and the barcode's GS1 prefix (which
 * is only ever a "registered in" hint, never a country of origin).
 *
 * The verdict's ladder (docs/origin.md, "isAmerican"), strongest evidence first:
 * 1. `owner`: the ultimate owner's HQ. `confirmed` when every link of the chain (the brand's own
 *    link included) has high or medium confidence; `likely` when one is low; `probable` when any link
 *    is an AI proposal.
 * 2. `made-in` (no owner known): made in the US or not. `likely`; `probable` when the barcode's GS1
 *    country says the opposite (registered in the US but made elsewhere, or the reverse).
 * 3. `gs1` (no owner, no made-in): registered with GS1 US or not. Always `probable`: a weak signal.
 * 4. `unknown`: nothing at all; not American, and we say that we can't tell.
 */
import { brandKey } from "./brand-key";
import { type Message, message, type MessageText, renderText } from "./message";

export { countryInSentence } from "./countries";

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

/** Why isAmerican is what it is: the strongest evidence there was (see the ladder above). */
export type AmericanBasis = "owner" | "made-in" | "gs1" | "unknown";
/** How sure the verdict is: the result card, the sentence and "Why?" say it in these words. */
export type Certainty = "confirmed" | "likely" | "probable" | "unknown";

export interface OriginInput {
  /** The brand as printed, if any. */
  brand: string;
  /** Where the product is made, if any source says. */
  madeIn: Fact<string> | null;
  /** The matched brand's owners, direct owner first, ultimate parent last; empty when unknown. */
  ownershipChain: ChainCompany[];
  /** The confidence of the brand's own link to its first owner (high when a company was named directly). */
  ownerLink?: Confidence;
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
  americanBasis: AmericanBasis;
  /** How sure isAmerican is. */
  certainty: Certainty;
  /** The ultimate owner's name, when known. */
  ultimateOwner: string | null;
  registeredIn: string | null;
  brandExplanation: string;
  /** `brandExplanation` as messages, for other languages (message.ts). */
  brandExplanationMessages: MessageText;
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

function ownershipSentence(brand: string, chain: ChainCompany[]): Message[] {
  const [owner, ...parents] = chain;
  if (!owner) return [];
  const ultimate = chain[chain.length - 1] ?? owner;
  const country = { country: ultimate.hqCountry };
  // A product that names its company for a brand: "Orkla is headquartered in Norway."
  const brandIsOwner = !brand || brandKey(brand) === brandKey(owner.name);
  const [first, ...rest] = brandIsOwner ? parents : chain;
  if (!first) return [message("owner.headquartered", { owner: owner.name, country })];
  return [
    brandIsOwner ? message("owner.is-part-of", { owner: owner.name, company: first.name }) : message("owner.brand-belongs-to", { brand, company: first.name }),
    ...rest.map((parent) => message("owner.also-part-of", { company: parent.name })),
    message("owner.chain-headquartered", { country }),
  ];
}

/** "American" or "not American", as the sentences say the verdict. */
function verdictWords(isAmerican: boolean): Message {
  return message(isAmerican ? "verdict.american" : "verdict.not-american");
}

/** How the sentences hedge a verdict of each certainty: "it is probably American". */
function hedged(certainty: Certainty, verdict: Message): Message {
  if (certainty === "likely") return message("hedge.likely", { verdict });
  return certainty === "probable" ? message("hedge.probably", { verdict }) : verdict;
}

/** The sentences about the owner, made in and the barcode, for a verdict of `basis` and `certainty`, as messages. */
function explain(input: OriginInput, verdict: Pick<ResolvedOrigin, "isAmerican" | "americanBasis" | "certainty">): MessageText {
  const sentences: Message[][] = [];
  const madeIn = input.madeIn?.value;
  const ultimate = input.ownershipChain[input.ownershipChain.length - 1];
  const verdictText = verdictWords(verdict.isAmerican);
  if (ultimate) {
    sentences.push(ownershipSentence(input.brand, input.ownershipChain));
    if (input.ownershipChain.some((company) => company.source === "ai")) {
      sentences.push([message("explain.ai-ownership", { verdict: verdictText })]);
    } else if (verdict.certainty === "likely") {
      sentences.push([message("explain.undocumented-ownership", { verdict: verdictText })]);
    }
    if (madeIn && madeIn !== ultimate.hqCountry) {
      sentences.push([message("explain.made-in-owner-elsewhere", { madeIn: { country: madeIn }, hq: { country: ultimate.hqCountry } })]);
    }
  } else {
    sentences.push([input.brand ? message("explain.unknown-owner", { brand: input.brand }) : message("explain.unknown-brand")]);
  }
  const registered = input.registeredIn && { country: input.registeredIn };
  if (verdict.americanBasis === "made-in" && madeIn) {
    const values = { country: { country: madeIn }, verdict: hedged(verdict.certainty, verdictText) };
    // `probable` here means the barcode's country says the opposite.
    sentences.push([
      verdict.certainty === "probable" && registered
        ? message("explain.made-in-barcode-disagrees", { ...values, registered })
        : message("explain.made-in", values),
    ]);
  } else if (verdict.americanBasis === "gs1" && registered) {
    sentences.push([message("explain.registered-in", { country: registered, verdict: verdictText })]);
  } else if (verdict.americanBasis === "unknown") {
    sentences.push([message("explain.nothing-known")]);
  } else if (!madeIn && registered) {
    sentences.push([message("explain.registered-not-made", { country: registered })]);
  }
  return { parts: sentences, separator: " " };
}

/** The verdict and how sure it is, from the strongest evidence there is (the ladder at the top of this file). */
function decide(input: OriginInput, owner: ReturnType<typeof ultimateOwnerOf>): Pick<ResolvedOrigin, "isAmerican" | "americanBasis" | "certainty"> {
  if (owner) {
    const certainty = owner.source === "ai" ? "probable" : owner.confidence === "low" ? "likely" : "confirmed";
    return { isAmerican: owner.hqCountry === "US", americanBasis: "owner", certainty };
  }
  const { madeIn, registeredIn } = input;
  if (madeIn) {
    const isAmerican = madeIn.value === "US";
    const barcodeDisagrees = registeredIn !== null && (registeredIn === "US") !== isAmerican;
    return { isAmerican, americanBasis: "made-in", certainty: barcodeDisagrees ? "probable" : "likely" };
  }
  if (registeredIn) return { isAmerican: registeredIn === "US", americanBasis: "gs1", certainty: "probable" };
  return { isAmerican: false, americanBasis: "unknown", certainty: "unknown" };
}

export function resolveOrigin(input: OriginInput): ResolvedOrigin {
  const ultimate = input.ownershipChain[input.ownershipChain.length - 1];
  const owner = ultimateOwnerOf(input.ownershipChain, input.ownerLink);
  const hqCountry: Fact<string> | null = owner && { value: owner.hqCountry, source: owner.source, confidence: owner.confidence };
  const verdict = decide(input, owner);
  const brandExplanationMessages = explain(input, verdict);
  return {
    country: input.madeIn,
    hqCountry,
    ...verdict,
    ultimateOwner: ultimate?.name ?? null,
    registeredIn: input.registeredIn,
    brandExplanation: renderText(brandExplanationMessages),
    brandExplanationMessages,
  };
}
