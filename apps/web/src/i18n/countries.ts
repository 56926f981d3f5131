import { countryInSentence } from "@productcheck/domain/origin";

import { i18n } from "./i18n";

/** Codes some sources use for a country whose ISO code differs. */
const ISO_CODE: Record<string, string> = { UK: "GB", EL: "GR" };
const regionNames = new Map<string, Intl.DisplayNames>();

function localName(code: string): string | null {
  const iso = ISO_CODE[code] ?? code;
  if (!/^[A-Z]{2}$/.test(iso)) return null;
  let names = regionNames.get(i18n.locale);
  if (!names) regionNames.set(i18n.locale, (names = new Intl.DisplayNames([i18n.locale], { type: "region" })));
  const name = names.of(iso);
  return name && name !== iso ? name : null;
}

/**
 * A country's name as the server sent it (English) in English, else in the active language (`Intl.DisplayNames`);
 * a code `Intl` does not know keeps the server's name.
 */
export function countryLabel(code: string | null | undefined, englishName: string): string {
  if (i18n.locale === "en" || !code) return englishName;
  return localName(code.toUpperCase()) ?? englishName;
}

/** A country inside a sentence: "the United States" in English (domain's `countryInSentence`), "USA" in Swedish. */
export function countryInText(code: string): string {
  if (i18n.locale === "en") return countryInSentence(code);
  return localName(code.toUpperCase()) ?? countryInSentence(code);
}
