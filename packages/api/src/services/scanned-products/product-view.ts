import { LRUCache } from "lru-cache";

import type { Db, Prisma } from "@productcheck/db/client";
import { isRetailerCode } from "@productcheck/domain/barcode";
import { countryName } from "@productcheck/domain/countries";
import { gs1RegisteredIn } from "@productcheck/domain/gs1";
import { marketRegionsOf } from "@productcheck/domain/market-region";
import { type OriginInput, type ResolvedOrigin, resolveOrigin } from "@productcheck/domain/origin";
import { retailerOfOwnCode } from "@productcheck/domain/retailer-code";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { OwnershipResolver } from "@productcheck/registry/ownership-resolver";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import type { ExplainedView } from "../../i18n/shopper-texts";
import { PRODUCT_NOT_FOUND_MESSAGE } from "../scan/product-lookup";
import { AppError } from "../shared/app-error";
import { rememberedScanProduct, rememberProduct } from "./guest-view-cache";

/** The product columns origin resolution and the product card need. */
export const productFactsSelect = {
  id: true,
  barcode: true,
  name: true,
  description: true,
  brand: true,
  manufacturer: true,
  brandOwner: true,
  quantity: true,
  category: true,
  categories: true,
  // A retailer's own code's market region: the one country it is sold in (domain/market-region).
  countriesSold: true,
  countryCode: true,
  countrySource: true,
  countryConfidence: true,
  source: true,
} as const satisfies Prisma.ProductSelect;

/**
 * The product's facts for a view by `viewerUserId`, and in the same query whether that viewer saved
 * the product (a user saves a product once, whichever scan it was saved from).
 */
export function productViewSelect(viewerUserId: number | null) {
  return {
    ...productFactsSelect,
    // Names the retailer of a retailer's own code.
    stores: true,
    // Without a viewer no saved row may match: `in: []` is false.
    _count: { select: { saved: { where: { userId: { in: viewerUserId === null ? [] : [viewerUserId] } } } } },
  } as const satisfies Prisma.ProductSelect;
}

type ProductFacts = Prisma.ProductGetPayload<{ select: typeof productFactsSelect }>;
export type ViewedProduct = Prisma.ProductGetPayload<{ select: ReturnType<typeof productViewSelect> }>;

/** A product's origin facts, resolved against the brand registry (`owners`: ownershipResolverFor). */
export function resolveProductOrigin(owners: OwnershipResolver, product: ProductFacts) {
  const { brand: registryBrand, chain, link, match } = owners.resolve(
    [product.brand, product.brandOwner, product.manufacturer],
    marketRegionsOf(product.barcode, product.countriesSold),
    product.categories,
  );
  const madeIn =
    product.countryCode && product.countrySource && product.countryConfidence
      ? { value: product.countryCode, source: product.countrySource, confidence: product.countryConfidence }
      : null;
  const origin = keptOrigin({
    brand: product.brand || registryBrand,
    madeIn,
    ownershipChain: chain,
    ownerLink: link,
    registeredIn: gs1RegisteredIn(product.barcode),
  });
  return { origin, chain, registryBrand, match };
}

/**
 * `resolveOrigin`'s answers lately given, by their input: it depends on nothing else, and the products of one brand
 * mostly give it the same input, while working it out (its explanation's text above all) was about half of building a
 * product's view (docs/performance.md, "API throughput"). Keyed by the input's content, the ownership chain's included,
 * so a registry edit that changes a chain changes the key. The answer is shared: its readers only read it. The
 * least recently used go first.
 */
const keptOrigins = new LRUCache<string, ResolvedOrigin>({ max: 4_096 });

function keptOrigin(input: OriginInput): ResolvedOrigin {
  // A product read from elsewhere (Open Food Facts) before it is stored could hold NUL: such an input is not kept.
  if (input.brand.includes("\0") || input.madeIn?.value.includes("\0")) return resolveOrigin(input);
  const key = originKey(input);
  let origin = keptOrigins.get(key);
  if (!origin) {
    origin = resolveOrigin(input);
    keptOrigins.set(key, origin);
  }
  return origin;
}

/**
 * Every part of the input, NUL between parts: no database text holds NUL (nor, checked above, the product's), and each
 * company and a madeIn add a fixed number of parts, so two inputs share a key only when they are equal.
 */
function originKey({ brand, madeIn, ownershipChain, ownerLink, registeredIn }: OriginInput): string {
  let key = `${ownerLink ?? ""}\0${registeredIn ?? ""}\0${brand}\0${madeIn ? `m\0${madeIn.value}\0${madeIn.source}\0${madeIn.confidence}` : "-"}`;
  for (const { name, hqCountry, source, confidence, sourceNote } of ownershipChain) {
    key += `\0${name}\0${hqCountry}\0${source}\0${confidence}\0${sourceNote}`;
  }
  return key;
}

/**
 * The spec's scanned product for a scan's public id: the product's facts resolved against the brand
 * registry now (so registry edits apply to every later view), seen by `viewerUserId`. One query: the
 * scan, its product and the viewer's saved flag. The scanner's user id is shown only to that user
 * (docs/security.md#public-ids).
 */
export async function getScannedProductView(
  { db }: { db: Db },
  { publicId, viewerUserId }: { publicId: string; viewerUserId: number | null },
): Promise<TScannedProduct> {
  // A guest's view may come from what this process read in the last second (guest-view-cache.ts).
  const remembered = viewerUserId === null ? await rememberedGuestView(db, publicId) : undefined;
  if (remembered) return remembered;
  const readAt = performance.now();
  const [scan, owners] = await Promise.all([
    db.scan.findUnique({
      where: { publicId },
      select: { publicId: true, userId: true, product: { select: productViewSelect(viewerUserId) } },
    }),
    ownershipResolverFor(db),
  ]);
  if (!scan) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND_MESSAGE);
  if (viewerUserId === null) {
    rememberProduct(db, scan.product, readAt, scan.publicId);
    return guestView(owners, scan.publicId, scan.product);
  }
  const own = scan.userId !== null && scan.userId === viewerUserId;
  return scannedProductView(owners, { publicId: scan.publicId, userId: own ? scan.userId : null }, scan.product);
}

/**
 * A guest's views built from one remembered product (guest-view-cache.ts) and one ownership resolver,
 * by scan public id: while the product entry and the resolver are the same objects, the view is the
 * same, so it is built once (docs/performance.md, "API throughput"). A newer read of the product or a registry
 * change (a new resolver) starts afresh; the entry goes with the product object.
 */
const guestViews = new WeakMap<ViewedProduct, { owners: OwnershipResolver; views: Map<string, TScannedProduct> }>();

function guestView(owners: OwnershipResolver, publicId: string, product: ViewedProduct): TScannedProduct {
  let built = guestViews.get(product);
  if (built?.owners !== owners) guestViews.set(product, (built = { owners, views: new Map() }));
  let view = built.views.get(publicId);
  if (!view) built.views.set(publicId, (view = scannedProductView(owners, { publicId, userId: null }, product)));
  return view;
}

/**
 * A guest's view of scan `publicId` from what this process read in the last second (guest-view-cache.ts),
 * or undefined when that is not remembered: what `getScannedProductView` answers a viewer who is not
 * signed in without a query.
 */
export async function rememberedGuestView(db: Db, publicId: string): Promise<TScannedProduct | undefined> {
  const product = rememberedScanProduct(db, publicId);
  return product && guestView(await ownershipResolverFor(db), publicId, product);
}

/**
 * `countryName` of the codes views name, each worked out once: a view names up to four countries, and a code's name
 * never changes (docs/performance.md, "API throughput"). The least recently used go first (the catalogue holds odd values).
 */
const countryNames = new LRUCache<string, string>({ max: 1_000 });

function keptCountryName(code: string | null | undefined): string {
  if (code === null || code === undefined) return countryName(code);
  let name = countryNames.get(code);
  if (name === undefined) {
    name = countryName(code);
    countryNames.set(code, name);
  }
  return name;
}

/**
 * The spec's scanned product from facts in hand: the scan (its public id, and the user id the viewer
 * may see: their own, else null), and its product as `productViewSelect` reads it.
 */
export function scannedProductView(
  owners: OwnershipResolver,
  scan: { publicId: string; userId: number | null },
  product: ViewedProduct,
): TScannedProduct & ExplainedView {
  const { origin, chain, registryBrand, match } = resolveProductOrigin(owners, product);
  return {
    id: scan.publicId,
    productId: product.id,
    userId: scan.userId ?? 0,
    barcode: product.barcode,
    name: product.name,
    description: product.description || product.category,
    manufacturer: product.manufacturer || product.brandOwner || chain[0]?.name || "",
    brand: product.brand || registryBrand,
    size: product.quantity,
    category: product.category,
    country: origin.country?.value ?? null,
    countryName: keptCountryName(origin.country?.value),
    hq_country: origin.hqCountry?.value ?? null,
    hqCountryName: keptCountryName(origin.hqCountry?.value),
    isSaved: product._count.saved > 0,
    isAmerican: origin.isAmerican,
    brandExplanation: origin.brandExplanation,
    // For other languages (README, "Languages"); the response schema leaves it out.
    brandExplanationMessages: origin.brandExplanationMessages,
    americanBasis: origin.americanBasis,
    certainty: origin.certainty,
    ownerMatch: match,
    registeredIn: origin.registeredIn,
    facts: {
      country: origin.country && { source: origin.country.source, confidence: origin.country.confidence },
      hqCountry: origin.hqCountry && { source: origin.hqCountry.source, confidence: origin.hqCountry.confidence },
    },
    ownershipChain: chain.map((company) => ({
      name: company.name,
      country: company.hqCountry,
      countryName: keptCountryName(company.hqCountry),
      source: company.source,
      confidence: company.confidence,
      sourceNote: company.sourceNote,
    })),
    productSource: product.source,
    retailerCode: isRetailerCode(product.barcode) ? { retailer: retailerOfOwnCode(product.stores) } : null,
  };
}
