/**
 * Shopper-facing texts the domain writes (the result's explanation, an alternative's difference), as data:
 * each is a list of messages `{ id, values }`, rendered in English here from `ENGLISH_MESSAGES`, and in other
 * languages by the API from its keyed catalogue with the same ids (README, "Languages"). A value is text as
 * it is (a brand, a size), a country or a category (named in the reader's language), or another message.
 */
import { countryInSentence } from "./countries";

export const ENGLISH_MESSAGES = {
  text: "{text}",
  "owner.headquartered": "{owner} is headquartered in {country}.",
  "owner.brand-belongs-to": "{brand} belongs to {company}",
  "owner.is-part-of": "{owner} is part of {company}",
  "owner.also-part-of": ", part of {company}",
  "owner.chain-headquartered": ", headquartered in {country}.",
  "verdict.american": "American",
  "verdict.not-american": "not American",
  "hedge.likely": "likely {verdict}",
  "hedge.probably": "probably {verdict}",
  "explain.ai-ownership": "This ownership was suggested by AI and is not yet confirmed, so it is probably {verdict}.",
  "explain.undocumented-ownership": "This ownership is not well documented yet, so it is likely {verdict}.",
  "explain.made-in-owner-elsewhere": "It is made in {madeIn}, while its owner is headquartered in {hq}.",
  "explain.unknown-owner": "We don't know yet who owns {brand}.",
  "explain.unknown-brand": "The brand of this product is not known.",
  "explain.made-in": "It is made in {country}, so it is {verdict}.",
  "explain.made-in-barcode-disagrees": "It is made in {country}, so it is {verdict}, although its barcode was registered in {registered}.",
  "explain.registered-in": "Its barcode was registered in {country}, so it is probably {verdict}.",
  "explain.nothing-known": "Nothing says where it is made or where its barcode was registered, so we can't tell whether it is American.",
  "explain.registered-not-made": "Its barcode was registered in {country}, which does not say where it was made.",
  "rung.neighbour": ", a neighbour",
  "rung.europe": ", in Europe",
  "origin.unconfirmed": ", unconfirmed",
  "origin.owner": "{owner} ({country}{rung}{unconfirmed})",
  "origin.made-in-by": "Made in {country} by {owner}",
  "origin.made-in-rung-by": "Made in {country}{rung}, by {owner}",
  "origin.made-by": "Made by {owner}",
  "origin.made-in": "Made in {country}{rung}",
  "difference.similar": "Similar: {category}",
  "difference.same-size": "Same size: {size}",
  "difference.instead-of": "{size} instead of {scanned}",
  "headline.american": "American",
  "headline.not-american": "Not American",
  "headline.likely-american": "Likely American",
  "headline.likely-not-american": "Likely not American",
  "headline.probably-american": "Probably American",
  "headline.probably-not-american": "Probably not American",
  "headline.unknown": "Can't tell whether it is American",
  "summary.verdict": "{verdict}.",
  "summary.made-in-usa": "Made in USA.",
  "summary.made-in": "Made in {country}.",
} as const;

export type MessageId = keyof typeof ENGLISH_MESSAGES;

/** A country by its ISO code: inside a sentence ("the Netherlands"), or `bare` ("Netherlands", in brackets). */
// Type aliases rather than interfaces, so that messages are JSON values (a cached alternative stores them).
export type CountryValue = {
  country: string;
  bare?: boolean;
};

/** A category by its taxonomy tag, with its English name. */
export type CategoryValue = {
  category: string;
  name: string;
};

export type MessageValue = string | CountryValue | CategoryValue | Message;

export type Message = {
  id: MessageId;
  values?: Readonly<Record<string, MessageValue>>;
};

/** A text as messages: its parts, each a list of messages rendered one after the other, joined by `separator`. */
export type MessageText = {
  parts: Message[][];
  separator: string;
};

export function message(id: MessageId, values?: Record<string, MessageValue>): Message {
  return values ? { id, values } : { id };
}

function isCountryValue(value: MessageValue): value is CountryValue {
  return typeof value === "object" && "country" in value;
}

function isCategoryValue(value: MessageValue): value is CategoryValue {
  return typeof value === "object" && "category" in value;
}

/** How a language says messages and countries; `renderText` walks the values with it. */
export interface MessageLanguage {
  format(id: MessageId, values: Record<string, string>): string;
  country(value: CountryValue): string;
  category(value: CategoryValue): string;
}

const ENGLISH: MessageLanguage = {
  format: (id, values) => ENGLISH_MESSAGES[id].replace(/\{(\w+)\}/gu, (_, name: string) => values[name] ?? ""),
  country: ({ country, bare }) => (bare ? countryInSentence(country).replace(/^the /u, "") : countryInSentence(country)),
  category: ({ name }) => name,
};

export function renderMessage(entry: Message, language: MessageLanguage = ENGLISH): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(entry.values ?? {})) {
    if (typeof value === "string") values[name] = value;
    else if (isCountryValue(value)) values[name] = language.country(value);
    else if (isCategoryValue(value)) values[name] = language.category(value);
    else values[name] = renderMessage(value, language);
  }
  return language.format(entry.id, values);
}

export function renderText(text: MessageText, language: MessageLanguage = ENGLISH): string {
  return text.parts
    .map((part) => part.map((entry) => renderMessage(entry, language)).join(""))
    .filter((part) => part !== "")
    .join(text.separator);
}
