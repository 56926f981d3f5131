/**
 * The public verdict of a catalogue product (docs/sharing.md): what a shared link shows to anyone, signed in or
 * not. It reads the catalogue only — never Open Food Facts or the AI provider, so a link cannot make the server
 * look anything up — costs no scan, sets no cookie, and is counted against the reader's network.
 */
import { hashIp } from "@productcheck/auth/token";
import type { Db } from "@productcheck/db/client";
import { normalizeBarcode } from "@productcheck/domain/barcode";
import { message } from "@productcheck/domain/message";
import { verdictHeadlineMessage, verdictSummary } from "@productcheck/domain/verdict";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { TPublicVerdict } from "@productcheck/validators/public-verdict";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import type { ApiConfig } from "../../config";
import { type ShopperLocale, translateForShopper } from "../../i18n/shopper-messages";
import { type ExplainedView, explainedForShopper, renderForShopper } from "../../i18n/shopper-texts";
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
  /** The reader's language (Accept-Language): the verdict, its summary and the brand explanation are said in it. */
  locale?: ShopperLocale;
  now?: Date;
}

/**
 * A product's view as the public may see it: its origin facts and the verdict, nothing of any scan. The verdict,
 * its summary and the brand explanation are in the reader's language (the domain's messages, README "Languages").
 */
export function publicVerdictOf(view: TScannedProduct & ExplainedView, locale: ShopperLocale = "en"): TPublicVerdict {
  const explanation = view.brandExplanationMessages ?? { parts: [[message("text", { text: view.brandExplanation })]], separator: " " };
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
    brandExplanation: explainedForShopper(view, locale).brandExplanation,
    registeredIn: view.registeredIn,
    ownershipChain: view.ownershipChain.map(({ name, country, countryName }) => ({ name, country, countryName })),
    verdict: renderForShopper({ parts: [[verdictHeadlineMessage(view)]], separator: "" }, locale),
    summary: renderForShopper(verdictSummary(view, explanation), locale),
  };
}

/** The texts of the public page's head (docs/sharing.md, "Link previews"): the tab's title, the preview's title and description, the picture's alt text. */
export interface PublicPageTexts {
  title: string;
  ogTitle: string;
  description: string;
  imageAlt: string;
}

/** The app icon's description, the link preview's picture (its alt text). */
const APP_ICON_ALT = "The ProductCheck app icon: a barcode with a check mark";

/** The head of a product's page, from its public verdict (already in the reader's language), in `locale`. */
export function verdictPageTexts(verdict: Pick<TPublicVerdict, "name" | "verdict" | "summary">, locale: ShopperLocale): PublicPageTexts {
  const values = { name: verdict.name, verdict: verdict.verdict };
  return {
    title: translateForShopper("{name}: {verdict} · ProductCheck", locale, values),
    ogTitle: translateForShopper("{name}: {verdict}", locale, values),
    description: verdict.summary,
    imageAlt: translateForShopper(APP_ICON_ALT, locale),
  };
}

/** The head of the page of a code without a public verdict: the site's name and its description (index.html's), in `locale`. */
export function notFoundPageTexts(siteName: string, siteDescription: string, locale: ShopperLocale): PublicPageTexts {
  return {
    title: translateForShopper("Product not found · ProductCheck", locale),
    ogTitle: siteName,
    description: translateForShopper(siteDescription, locale),
    imageAlt: translateForShopper(APP_ICON_ALT, locale),
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
  return publicVerdictOf(view, locale);
}
