/**
 * A product's net quantity, read from the free text Open Food Facts keeps ("500 g", "1,5 l",
 * "12 fl oz", "8.9 oz (252 g)", "4 x 150 g", "1 GAL (3.87 L)"), so that alternatives of a similar
 * size can be preferred (docs/alternatives.md). The rules:
 * - Case is ignored; a decimal comma between digits is a decimal point ("1,5 l").
 * - Metric amounts win over imperial ones, because labels sold in the US print the metric amount in
 *   brackets: "8.9 oz (252 g)" is 252 g, "18 oz (1 lb 2 oz) 510 g" is 510 g.
 * - The first metric amount in the text is taken. A multipack written "N x Q unit" (x, × or *) counts
 *   as N·Q: "4 x 150 g" is 600 g, "510 g (3 x 170 g)" is 510 g (the total comes first).
 * - With no metric amount, the first imperial one is converted: oz (avoirdupois) 28.3495 g,
 *   fl oz (US) 29.5735 ml, lb 453.592 g, gal (US) 3,785.41 ml.
 * - Units: kg, g (gr, gm, gram, grams, gramm), mg, l (litre, liter, litres, liters), dl, cl, ml.
 * - Text with no amount and unit ("18 counts", "130", "12.5.20") gives null.
 */

export type QuantityUnit = "g" | "ml";

export interface Quantity {
  /** Grams for a mass, millilitres for a volume. */
  amount: number;
  unit: QuantityUnit;
}

const METRIC: Readonly<Record<string, { unit: QuantityUnit; factor: number }>> = {
  kg: { unit: "g", factor: 1000 },
  g: { unit: "g", factor: 1 },
  gr: { unit: "g", factor: 1 },
  gm: { unit: "g", factor: 1 },
  gram: { unit: "g", factor: 1 },
  grams: { unit: "g", factor: 1 },
  gramm: { unit: "g", factor: 1 },
  mg: { unit: "g", factor: 0.001 },
  l: { unit: "ml", factor: 1000 },
  litre: { unit: "ml", factor: 1000 },
  liter: { unit: "ml", factor: 1000 },
  litres: { unit: "ml", factor: 1000 },
  liters: { unit: "ml", factor: 1000 },
  dl: { unit: "ml", factor: 100 },
  cl: { unit: "ml", factor: 10 },
  ml: { unit: "ml", factor: 1 },
};

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const MULTIPACK = String.raw`(?:(\d+)\s*[x×*]\s*)?`;
const METRIC_UNITS = String.raw`(kg|grams|gramm|gram|gr|gm|mg|g|litres|liters|litre|liter|l|dl|cl|ml)`;
const IMPERIAL_UNITS = String.raw`(fl\.?\s*oz|fl\.?\s*ounces?|oz|ounces?|lbs?|gal(?:lons?)?)`;
// A unit must not run on into a word ("gallon" is not "g", "lime" is not "l").
const END = String.raw`(?![a-z])`;
const METRIC_AMOUNT = new RegExp(`${MULTIPACK}${NUMBER}\\s*${METRIC_UNITS}\\.?${END}`, "gu");
const IMPERIAL_AMOUNT = new RegExp(`${MULTIPACK}${NUMBER}\\s*${IMPERIAL_UNITS}\\.?${END}`, "gu");

function imperial(unit: string): { unit: QuantityUnit; factor: number } {
  if (unit.startsWith("fl")) return { unit: "ml", factor: 29.5735 };
  if (unit.startsWith("gal")) return { unit: "ml", factor: 3785.41 };
  if (unit.startsWith("lb")) return { unit: "g", factor: 453.592 };
  return { unit: "g", factor: 28.3495 };
}

function firstAmount(text: string, pattern: RegExp, unitOf: (unit: string) => { unit: QuantityUnit; factor: number } | undefined) {
  for (const match of text.matchAll(pattern)) {
    const [, count, value, unitText] = match;
    const unit = unitText === undefined ? undefined : unitOf(unitText.replace(/\s+/gu, " "));
    if (!unit) continue;
    const amount = Number(value) * unit.factor * (count === undefined ? 1 : Number(count));
    if (Number.isFinite(amount) && amount > 0) return { amount: Math.round(amount * 1000) / 1000, unit: unit.unit };
  }
  return null;
}

/** The net quantity of a quantity text (rules above), or null. */
export function parseQuantity(text: string | null | undefined): Quantity | null {
  const cleaned = (text ?? "").toLowerCase().replace(/(\d),(\d)/gu, "$1.$2");
  if (cleaned.trim() === "") return null;
  return firstAmount(cleaned, METRIC_AMOUNT, (unit) => METRIC[unit]) ?? firstAmount(cleaned, IMPERIAL_AMOUNT, imperial);
}

/**
 * How alike two quantities are, from 1 (the same amount) down to 0 (four times as much or more, or a
 * quarter or less). Grams and millilitres are compared as if a millilitre weighed a gram (drinks,
 * sauces and spreads are close to that). Null when either is unknown.
 */
export function sizeSimilarity(a: Quantity | null, b: Quantity | null): number | null {
  if (!a || !b) return null;
  const distance = Math.abs(Math.log(a.amount / b.amount));
  return Math.max(0, 1 - distance / Math.log(4));
}

/** Whether two quantities are the same amount, within 2 % (labels round: 946 ml is 32 fl oz). */
export function sameQuantity(a: Quantity | null, b: Quantity | null): boolean {
  if (!a || !b) return false;
  return Math.abs(a.amount - b.amount) <= 0.02 * Math.max(a.amount, b.amount);
}
