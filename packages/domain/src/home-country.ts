/**
 * The shopper's home country (docs/alternatives.md: alternatives made in the shopper's country come first),
 * read from the browser's `Accept-Language` header, else the server's `HOME_COUNTRY`:
 * - Language ranges are read in order of their quality value (`q=`, default 1; equal values keep
 *   the header's order); ranges with q=0 and the wildcard `*` are ignored.
 * - The first range with a region that is a country wins: "sv-SE" -> SE, "en-GB" -> GB,
 *   "zh-Hant-TW" -> TW. A numeric region ("es-419", Latin America) names no country.
 * - Without any region, the first language spoken mainly in one country gives that country:
 *   "sv" -> SE, "da" -> DK, "fi" -> FI, "nb"/"nn"/"no" -> NO, "de" -> DE, "pl" -> PL … Languages of
 *   many countries (English, Spanish, Portuguese, French, Arabic, Chinese, Russian …) give nothing.
 * - Otherwise the fallback.
 */
import { normalizeCountryCode } from "./countries";

/** Languages whose speakers overwhelmingly live in one country. */
const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = {
  sv: "SE", da: "DK", fi: "FI", nb: "NO", nn: "NO", no: "NO", is: "IS", fo: "FO", et: "EE", lv: "LV",
  lt: "LT", pl: "PL", cs: "CZ", sk: "SK", sl: "SI", hr: "HR", hu: "HU", ro: "RO", bg: "BG", el: "GR",
  de: "DE", it: "IT", nl: "NL", mt: "MT", ga: "IE", lb: "LU", uk: "UA", ja: "JP", ko: "KR", tr: "TR",
  he: "IL", th: "TH", vi: "VN", ka: "GE", hy: "AM", sq: "AL", mk: "MK", sr: "RS", bs: "BA", be: "BY",
};

export interface LanguageRange {
  tag: string;
  quality: number;
  position: number;
}

/** An Accept-Language header's language ranges, most wanted first (`*` and q=0 left out). */
export function languageRanges(header: string): LanguageRange[] {
  return header
    .split(",")
    .map((part, position) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/iu.exec(param)?.[1]).find((value) => value !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, position };
    })
    .filter((range) => range.tag !== "" && range.tag !== "*" && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
}

function regionOf(tag: string): string | null {
  // language[-script][-region]…: the region is the first later subtag of two letters.
  const [, ...subtags] = tag.split(/[-_]/u);
  for (const subtag of subtags) {
    if (/^[a-z]{2}$/iu.test(subtag)) return normalizeCountryCode(subtag);
    if (/^\d{3}$/u.test(subtag)) return null;
  }
  return null;
}

/** The home country for an `Accept-Language` header (rules above), or `fallback`. */
export function homeCountryFromAcceptLanguage(header: string | null | undefined, fallback: string): string {
  const ranges = languageRanges(header ?? "");
  for (const range of ranges) {
    const region = regionOf(range.tag);
    if (region) return region;
  }
  for (const range of ranges) {
    const language = range.tag.split(/[-_]/u)[0]?.toLowerCase() ?? "";
    const country = Object.hasOwn(LANGUAGE_COUNTRY, language) ? LANGUAGE_COUNTRY[language] : undefined;
    if (country) return country;
  }
  return normalizeCountryCode(fallback) ?? fallback;
}
