import { ALL_COUNTRY_CODES, countryName, type CountryCode } from "@productcheck/domain/countries";

/** The Mantine colours a country badge may take ("purple" is no theme colour; Mantine passes it on as CSS). */
export type BadgeColor =
  | "red" | "pink" | "grape" | "violet" | "indigo" | "blue" | "cyan" | "teal" | "green" | "lime" | "yellow"
  | "orange" | "gray" | "dark" | "purple";

export const DEFAULT_BADGE_COLOR: BadgeColor = "purple";

/** A main colour of each mapped country's flag. */
const COLOR_BY_CODE: Readonly<Record<CountryCode, BadgeColor>> = {
  AT: "red",
  BE: "yellow",
  BG: "green",
  HR: "red",
  CY: "orange",
  CZ: "blue",
  DK: "red",
  EE: "blue",
  FI: "blue",
  FR: "blue",
  DE: "yellow",
  GR: "blue",
  HU: "green",
  IE: "green",
  IT: "green",
  LV: "red",
  LT: "yellow",
  LU: "cyan",
  MT: "red",
  NL: "orange",
  PL: "red",
  PT: "green",
  RO: "yellow",
  SK: "blue",
  SI: "blue",
  ES: "yellow",
  SE: "blue",
  GB: "indigo",
  NO: "red",
  CH: "red",
  IS: "blue",
  US: "red",
  CA: "red",
  AU: "indigo",
  NZ: "dark",
  CN: "red",
  JP: "red",
  KR: "blue",
  TR: "red",
  RU: "indigo",
  UA: "yellow",
};

const COLOR_BY_NAME: ReadonlyMap<string, BadgeColor> = new Map(
  ALL_COUNTRY_CODES.map((code): [string, BadgeColor] => [countryName(code).toLowerCase(), COLOR_BY_CODE[code]]),
);

/**
 * docs/product.md, Data: a country badge's colour is chosen by the country's name as `countryName` gives it
 * (case-insensitive), purple by default.
 */
export function countryBadgeColor(name: string | null | undefined): BadgeColor {
  return COLOR_BY_NAME.get(name?.trim().toLowerCase() ?? "") ?? DEFAULT_BADGE_COLOR;
}
