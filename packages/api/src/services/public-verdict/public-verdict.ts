/**
 * The public verdict of a catalogue product (docs/sharing.md): what a shared link shows to anyone, signed in or
 * not. It reads the catalogue only — never Open Food Facts or the AI provider, so a link cannot make the server
 * look anything up — costs no scan, sets no cookie, and is counted against the reader's network.
 */
import { hashIp } from "@productcheck/auth/token";
import type { Db } from "@productcheck/db/client";
import { normalizeBarcode } from "@productcheck/domain/barcode";
import { verdictHeadline } from "@productcheck/domain/verdict";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { TPublicVerdict } from "@productcheck/validators/public-verdict";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import type { ApiConfig } from "../../config";
import type { ShopperLocale } from "../../i18n/shopper-messages";
import { explainedForShopper } from "../../i18n/shopper-texts";
import { productViewSelect, scannedProductView } from "../scanned-products/product-view";
import { AppError } from "../shared/app-error";
import { enforceRateLimits, publicVerdictLimit } from "../shared/rate-limits";

export const PUBLIC_VERDICT_NOT_FOUND_MESSAGE = "This product is not in our catalogue yet. Scan it in the app to look it up.";

export interface PublicVerdictDeps {
  db: Db;
  config: Pick<ApiConfig, "secret">;
}

export interface PublicVerdictInput {
  /** The barcode as the link carries it; normalised here like a scanned one. */
  barcode: string;
  /** The reader's address (hashed with AUTH_SECRET before it is counted). */
  ip: string;
  /** The reader's language for the brand explanation (the verdict and summary stay English, as link previews read them). */
  locale?: ShopperLocale;
  now?: Date;
}

/** The made-in badge's wording: "Made in USA", "Made in Sweden"; nothing when no source says. */
function madeInSentence({ country, countryName }: Pick<TScannedProduct, "country" | "countryName">): string | null {
  if (country === null) return null;
  return country === "US" ? "Made in USA." : `Made in ${countryName}.`;
}

/** A product's view as the public may see it: its origin facts and the verdict, nothing of any scan. */
export function publicVerdictOf(view: TScannedProduct): TPublicVerdict {
  const verdict = verdictHeadline(view);
  const summary = [`${verdict}.`, madeInSentence(view), view.brandExplanation].filter(Boolean).join(" ");
  return {
    barcode: view.barcode,
    name: view.name,
    description: view.description,
    manufacturer: view.manufacturer,
    brand: view.brand,
    size: view.size,
    country: view.country,
    countryName: view.countryName,
    hq_country: view.hq_country,
    hqCountryName: view.hqCountryName,
    isAmerican: view.isAmerican,
    americanBasis: view.americanBasis,
    certainty: view.certainty,
    brandExplanation: view.brandExplanation,
    registeredIn: view.registeredIn,
    ownershipChain: view.ownershipChain.map(({ name, country, countryName }) => ({ name, country, countryName })),
    verdict,
    summary,
  };
}

/**
 * The public verdict of the catalogue product with this barcode. The network's hit is counted first, so
 * malformed and unknown codes count too (nobody probes the catalogue for free). 400 for a code that is no
 * barcode, 404 for one the catalogue does not hold, 429 over the limit.
 */
export async function getPublicVerdict({ db, config }: PublicVerdictDeps, { barcode, ip, locale = "en", now = new Date() }: PublicVerdictInput): Promise<TPublicVerdict> {
  await enforceRateLimits({ db }, { hits: [publicVerdictLimit(hashIp(config.secret, ip))], now });
  const normalized = normalizeBarcode(barcode);
  if (!normalized.ok) throw new AppError("INVALID", normalized.message);
  const [product, owners] = await Promise.all([
    db.product.findUnique({ where: { barcode: normalized.gtin }, select: productViewSelect(null) }),
    ownershipResolverFor(db),
  ]);
  if (!product) throw new AppError("NOT_FOUND", PUBLIC_VERDICT_NOT_FOUND_MESSAGE);
  // The product card's own mapping of the facts; the scan's fields (id, user, saved) are left out above.
  const view = scannedProductView(owners, { publicId: "", userId: null }, product);
  return { ...publicVerdictOf(view), brandExplanation: explainedForShopper(view, locale).brandExplanation };
}
