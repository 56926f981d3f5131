/**
 * Retailers' own codes (restricted-circulation numbers, see barcode.ts): a retailer numbers its own
 * goods from ranges GS1 leaves to it, so the same code may mean another product at another retailer.
 * The result screen says whose code it is only when the product's data tells: Open Food Facts'
 * `stores` naming exactly one retailer. A product sold by several names none of them, and its brand
 * is not taken for the retailer (a weighed item may carry a supplier's brand on the shop's code).
 */

/** The one retailer a product's `stores` (free text, "Sainsbury's, Tesco") names, else null. */
export function retailerOfOwnCode(stores: string): string | null {
  const names = new Map<string, string>();
  for (const part of stores.split(/[,;]/u)) {
    const name = part.trim().replace(/\s+/gu, " ");
    const key = name.toLocaleLowerCase("en");
    if (name !== "" && !names.has(key)) names.set(key, name);
  }
  return names.size === 1 ? ([...names.values()][0] ?? null) : null;
}
