import { normalizeCountryCode } from "@productcheck/domain/countries";

// flag-icons' 4:3 SVGs, each built by Vite as a hashed file of our own origin (/assets/, cached immutable):
// this module holds only their addresses, and the browser fetches a flag when an <img> shows it. `no-inline`
// keeps the small ones out of the JavaScript as data URLs (README, Performance).
const FLAGS = import.meta.glob<string>("/node_modules/flag-icons/flags/4x3/*.svg", {
  eager: true,
  import: "default",
  query: "?no-inline",
  base: "/node_modules/flag-icons/flags/4x3/",
});

/** Our own address of a country code's flag, or null when the code is missing, no country, or has no flag. */
export function flagSrc(code: string | null | undefined): string | null {
  const canonical = normalizeCountryCode(code);
  return canonical === null ? null : (FLAGS[`./${canonical.toLowerCase()}.svg`] ?? null);
}

/**
 * A country's flag as a badge's left section: 20 px wide (docs/product.md, Screens), decorative (the badge names
 * the country), with its width and height set so the badge keeps its place before the image arrives; no
 * section at all when there is no flag.
 */
export function flagSection(code: string | null | undefined, width = 20) {
  const src = flagSrc(code);
  return src === null ? undefined : <img src={src} width={width} height={(width * 3) / 4} alt="" style={{ display: "block" }} />;
}
