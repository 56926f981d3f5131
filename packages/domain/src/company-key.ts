/**
 * Company names as products give them — Open Food Facts' `brand_owner` and the manufacturer, legal
 * names such as "Kraft Heinz Foods Company", "Orkla Foods Sverige AB" or "Barilla G. e R. Fratelli
 * S.p.A." — read so that they find the registry's company (docs/origin.md, "Brand matching"). Names
 * are first turned into brand keys (brand-key.ts), so "S.p.A." is the words "s p a" and "&" is "and".
 *
 * - `companyKey` drops a leading "the" and trailing legal forms in many languages (Inc, LLC, Ltd,
 *   Corp, Co, Company, GmbH, AG, KG, & Co. KG, AB, AS, A/S, ASA, Oy, Oyj, SA, S.A., SAS, SpA, S.r.l.,
 *   BV, NV, plc, Pty Ltd, Sp. z o.o. …): "The Kraft Heinz Company" -> "kraft heinz", "Orkla ASA" ->
 *   "orkla". The first word is never dropped ("AB InBev", "Spa").
 * - `isGenericTail` tells whether words only say what kind of company or which market it serves:
 *   legal forms, generic trade words (Grocery, Food(s), Brand(s), Group, Holding(s), International,
 *   Products, Trading, Sales …) and country or market names (USA, North America, Sverige,
 *   Deutschland …).
 * - `companyKeyCandidates` gives the keys a company name may mean, longest first: its `companyKey`
 *   and every shorter whole-word prefix whose remaining words are a generic tail. "X Grocery Company
 *   Inc." gives "x grocery", then "x"; "Sun Valley Foods" gives "sun valley" only, never "sun" (the
 *   word "valley" says more than a kind of company). The caller takes the longest that it knows.
 */
import { brandKey } from "./brand-key";
import { countryNamedBy } from "./made-in";

/** Legal forms, as brand keys (punctuation is a space: "S.A." is "s a", "A/S" is "a s"). */
const LEGAL_FORMS = [
  // English
  "inc", "incorporated", "corp", "corporation", "co", "cos", "company", "ltd", "limited", "llc", "l l c", "lp", "llp",
  "plc", "pty", "pty ltd", "pvt", "pvt ltd", "private limited", "pte", "pte ltd", "co ltd", "co inc", "and co", "and company",
  "and sons", "and son", "and bros", "bros", "brothers",
  // German, Austrian, Swiss
  "gmbh", "mbh", "ag", "kg", "kgaa", "ohg", "e k", "ek", "co kg", "and co kg", "gmbh and co kg", "und co", "und co kg",
  // Nordic
  "ab", "publ", "ab publ", "as", "a s", "asa", "aps", "amba", "a m b a", "smba", "i s", "k s", "oy", "oyj", "ab oy", "hf", "ehf",
  // French, Belgian, Luxembourgish
  "sa", "s a", "sas", "s a s", "sasu", "sarl", "s a r l", "sca", "snc", "et cie", "and cie", "cie", "sa nv", "nv sa",
  // Italian, Spanish, Portuguese, Latin American
  "spa", "s p a", "srl", "s r l", "sapa", "sl", "s l", "slu", "s l u", "sau", "s a u", "sa de cv", "s a de c v", "s de rl",
  "ltda", "lda", "sgps",
  // Dutch
  "bv", "b v", "nv", "n v", "vof", "cv",
  // Central and Eastern European, Baltic
  "sp z o o", "z o o", "sp j", "sp k", "kft", "zrt", "nyrt", "sro", "s r o", "doo", "d o o", "dd", "d d", "ad", "ood", "eood",
  "uab", "sia", "ou", "oao", "ooo", "zao", "pao", "jsc", "ojsc",
  // Asian
  "bhd", "sdn bhd", "berhad", "tbk", "kk", "k k",
  // European company
  "se",
];

/** Words that say what kind of company it is, not which one. */
const GENERIC_WORDS = [
  "grocery", "groceries", "food", "foods", "brand", "brands", "group", "groupe", "gruppe", "gruppo", "grupo", "groep",
  "holding", "holdings", "international", "intl", "global", "worldwide", "companies", "enterprises", "industries",
  "products", "manufacturing", "trading", "distribution", "sales", "operations", "stiftung", "foundation",
  "lebensmittel", "nahrungsmittel", "livsmedel", "elintarvikkeet", "alimentos", "alimentari", "alimentaire", "alimentaires",
  "alimentation", "voedingsmiddelen",
  // "Heartlight Corp. of America", "Kellogg Company of Great Britain"
  "of",
  // Markets that are not one country's name
  "usa", "us", "america", "americas", "north america", "north american", "europe", "european", "nordic", "nordics",
  "scandinavia", "uk",
];

const PHRASES: ReadonlySet<string> = new Set([...LEGAL_FORMS, ...GENERIC_WORDS]);
/** Legal forms, and the "and" a stripped "& Co., Inc." leaves behind. */
const LEGAL: ReadonlySet<string> = new Set([...LEGAL_FORMS, "and", "und", "et"]);
const MAX_PHRASE_WORDS = Math.max(...[...PHRASES].map((phrase) => phrase.split(" ").length));
/** Country names run to a few words ("united states of america", "bosnia and herzegovina"). */
const MAX_COUNTRY_WORDS = 4;

/** Whether `words` name one country as a whole ("sverige", "united states", "deutschland"). */
function isCountryName(words: readonly string[]): boolean {
  return countryNamedBy(words.join(" ")) !== null;
}

/** Dotted abbreviations whose letters brand keys split ("U.S.A." is "u s a"), read back as one word. */
const LETTERED: readonly [letters: string[], word: string][] = [
  [["u", "s", "a"], "usa"],
  [["u", "s"], "us"],
  [["u", "k"], "uk"],
];

function joinLettered(words: string[]): string[] {
  const joined: string[] = [];
  for (let at = 0; at < words.length; ) {
    const found = LETTERED.find(([letters]) => letters.every((letter, offset) => words[at + offset] === letter));
    joined.push(found ? found[1] : (words[at] as string));
    at += found ? found[0].length : 1;
  }
  return joined;
}

/** Whether `words`, all of them, are legal forms, generic trade words and market or country names. */
export function isGenericTail(words: readonly string[]): boolean {
  // Whether words[from..] splits into such phrases: the answer for each start, computed from the end.
  const splits: boolean[] = [];
  splits[words.length] = true;
  for (let from = words.length - 1; from >= 0; from--) {
    splits[from] = false;
    for (let length = 1; length <= Math.max(MAX_PHRASE_WORDS, MAX_COUNTRY_WORDS) && from + length <= words.length; length++) {
      if (!splits[from + length]) continue;
      const phrase = words.slice(from, from + length);
      if (PHRASES.has(phrase.join(" ")) || (length <= MAX_COUNTRY_WORDS && isCountryName(phrase))) {
        splits[from] = true;
        break;
      }
    }
  }
  return splits[0] === true;
}

/** The words of a company name's key without a leading "the" and trailing legal forms (never the first word). */
function companyWords(name: string): string[] {
  const words = joinLettered(brandKey(name).split(" ").filter((word) => word !== ""));
  if (words[0] === "the" && words.length > 1) words.shift();
  for (let stripped = true; stripped; ) {
    stripped = false;
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - 1); length > 0; length--) {
      if (LEGAL.has(words.slice(words.length - length).join(" "))) {
        words.splice(words.length - length);
        stripped = true;
        break;
      }
    }
  }
  return words;
}

/** A company name's key without a leading "the" and trailing legal forms: "The Kraft Heinz Company" -> "kraft heinz". */
export function companyKey(name: string): string {
  return companyWords(name).join(" ");
}

/**
 * The keys a company name may mean, longest first: its `companyKey`, then each shorter whole-word
 * prefix whose remaining words are a generic tail and that is not itself only generic words ("US Foods
 * Inc" means "us foods", never "us").
 */
export function companyKeyCandidates(name: string): string[] {
  const words = companyWords(name);
  const candidates: string[] = [];
  for (let length = words.length; length > 0; length--) {
    const prefix = words.slice(0, length);
    if (length < words.length && (!isGenericTail(words.slice(length)) || isGenericTail(prefix))) continue;
    candidates.push(prefix.join(" "));
  }
  return candidates;
}

/** The shortest key a registry company's name is known by: "Orkla Foods Sverige" -> "orkla" (its last candidate). */
export function companyCoreKey(name: string): string {
  return companyKeyCandidates(name).at(-1) ?? "";
}
