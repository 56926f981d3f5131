import { normalizeCountryCode } from "@productcheck/domain/countries";

/**
 * docs/product.md, Calls: the 20 px wide flag image of a country code (`flagUrl` of an alternative; the web app's
 * badges use it too), or null when the code is missing or no country.
 */
export function flagUrl(code: string | null | undefined): string | null {
  const canonical = normalizeCountryCode(code);
  return canonical === null ? null : `https://flagcdn.com/w20/${canonical.toLowerCase()}.png`;
}
