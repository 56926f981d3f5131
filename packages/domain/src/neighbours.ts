/**
 * The origin ladder alternatives are ranked by (docs/alternatives.md, "The origin ladder"): a product's
 * country is, for a shopper, on one of these rungs, best first:
 * 1. `home`: the shopper's home country;
 * 2. `neighbour`: a neighbour of it — a country it shares a land border with in Europe
 *    (`LAND_BORDERS`; a country reaching outside Europe counts its borders in Europe and the Caucasus:
 *    Spain's Ceuta and Melilla, France's overseas borders, Russia's in Asia are left out), and, for the
 *    Nordic countries, the other Nordic countries (`NORDIC_COUNTRIES`, so Sweden's neighbours are
 *    Norway, Finland, Denmark, Iceland and the Faroe Islands, Greenland and Åland);
 * 3. `europe`: the EU and EEA, Switzerland and the United Kingdom (`EUROPE_RUNG_COUNTRIES`);
 * 4. `elsewhere`: any other country but the United States;
 * 5. `us`: the United States.
 * A border is listed once, as a pair: the relation is symmetric by construction.
 */
import { EU_COUNTRY_CODES, normalizeCountryCode } from "./countries";

/** Land borders in Europe, each pair once (ISO alpha-2, GB for the United Kingdom). */
export const LAND_BORDERS: readonly (readonly [string, string])[] = [
  ["AD", "ES"], ["AD", "FR"],
  ["AL", "GR"], ["AL", "ME"], ["AL", "MK"], ["AL", "XK"],
  ["AT", "CH"], ["AT", "CZ"], ["AT", "DE"], ["AT", "HU"], ["AT", "IT"], ["AT", "LI"], ["AT", "SI"], ["AT", "SK"],
  ["BA", "HR"], ["BA", "ME"], ["BA", "RS"],
  ["BE", "DE"], ["BE", "FR"], ["BE", "LU"], ["BE", "NL"],
  ["BG", "GR"], ["BG", "MK"], ["BG", "RO"], ["BG", "RS"], ["BG", "TR"],
  ["BY", "LT"], ["BY", "LV"], ["BY", "PL"], ["BY", "RU"], ["BY", "UA"],
  ["CH", "DE"], ["CH", "FR"], ["CH", "IT"], ["CH", "LI"],
  ["CZ", "DE"], ["CZ", "PL"], ["CZ", "SK"],
  ["DE", "DK"], ["DE", "FR"], ["DE", "LU"], ["DE", "NL"], ["DE", "PL"],
  ["EE", "LV"], ["EE", "RU"],
  ["ES", "FR"], ["ES", "GI"], ["ES", "PT"],
  ["FI", "NO"], ["FI", "RU"], ["FI", "SE"],
  ["FR", "IT"], ["FR", "LU"], ["FR", "MC"],
  ["GB", "IE"],
  ["GE", "RU"], ["AZ", "RU"], ["KZ", "RU"],
  ["GR", "MK"], ["GR", "TR"],
  ["HR", "HU"], ["HR", "ME"], ["HR", "RS"], ["HR", "SI"],
  ["HU", "RO"], ["HU", "RS"], ["HU", "SI"], ["HU", "SK"], ["HU", "UA"],
  ["IT", "SI"], ["IT", "SM"], ["IT", "VA"],
  ["LT", "LV"], ["LT", "PL"], ["LT", "RU"],
  ["LV", "RU"],
  ["MD", "RO"], ["MD", "UA"],
  ["ME", "RS"], ["ME", "XK"],
  ["MK", "RS"], ["MK", "XK"],
  ["NO", "RU"], ["NO", "SE"],
  ["PL", "RU"], ["PL", "SK"], ["PL", "UA"],
  ["RO", "RS"], ["RO", "UA"],
  ["RS", "XK"],
  ["RU", "UA"],
  ["SK", "UA"],
];

/** The Nordic countries and autonomous territories: neighbours of each other whatever the sea between them. */
export const NORDIC_COUNTRIES: readonly string[] = ["DK", "FI", "IS", "NO", "SE", "FO", "GL", "AX"];

/** The third rung: the EU and EEA (with Åland and the Faroe Islands), Switzerland and the United Kingdom (with the Crown Dependencies and Gibraltar). */
export const EUROPE_RUNG_COUNTRIES: readonly string[] = [
  ...EU_COUNTRY_CODES, "AX", "FO", "IS", "LI", "NO", "CH", "GB", "GG", "JE", "IM", "GI",
];

export type OriginRung = "home" | "neighbour" | "europe" | "elsewhere" | "us";

/** Rungs best first. */
export const ORIGIN_RUNGS: readonly OriginRung[] = ["home", "neighbour", "europe", "elsewhere", "us"];

const neighbourMap = new Map<string, Set<string>>();
function link(a: string, b: string): void {
  if (a === b) return;
  const set = neighbourMap.get(a) ?? new Set<string>();
  set.add(b);
  neighbourMap.set(a, set);
}
for (const [a, b] of LAND_BORDERS) {
  link(a, b);
  link(b, a);
}
for (const a of NORDIC_COUNTRIES) for (const b of NORDIC_COUNTRIES) link(a, b);
const europeRung = new Set(EUROPE_RUNG_COUNTRIES);

/** The neighbours of a country (rules at the top), sorted; empty for an unknown code. */
export function neighboursOf(country: string | null | undefined): string[] {
  const canonical = normalizeCountryCode(country);
  return canonical === null ? [] : [...(neighbourMap.get(canonical) ?? [])].sort();
}

/** Whether two countries are neighbours (rules at the top); a country is not its own neighbour. */
export function areNeighbours(a: string | null | undefined, b: string | null | undefined): boolean {
  const first = normalizeCountryCode(a);
  const second = normalizeCountryCode(b);
  return first !== null && second !== null && (neighbourMap.get(first)?.has(second) ?? false);
}

/** The rung of `country` for a shopper at home in `home` (rules at the top). */
export function originRung(country: string, home: string): OriginRung {
  const canonical = normalizeCountryCode(country) ?? country;
  if (canonical === (normalizeCountryCode(home) ?? home)) return "home";
  if (canonical === "US") return "us";
  if (areNeighbours(canonical, home)) return "neighbour";
  if (europeRung.has(canonical)) return "europe";
  return "elsewhere";
}
