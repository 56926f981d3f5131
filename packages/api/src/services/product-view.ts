import { TRPCError } from "@trpc/server";

import type { Db, Prisma } from "@productcheck/db/client";
import { countryName } from "@productcheck/domain/countries";
import { gs1RegisteredIn } from "@productcheck/domain/gs1";
import { marketRegionOf } from "@productcheck/domain/market-region";
import { resolveOrigin } from "@productcheck/domain/origin";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { OwnershipResolver } from "@productcheck/registry/ownership-resolver";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { PRODUCT_NOT_FOUND_MESSAGE } from "./product-lookup";

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
  countryCode: true,
  countrySource: true,
  countryConfidence: true,
  source: true,
} as const satisfies Prisma.ProductSelect;

const scanSelect = { id: true, userId: true, product: { select: productFactsSelect } } as const;

type ProductFacts = Prisma.ProductGetPayload<{ select: typeof productFactsSelect }>;

/** A product's origin facts, resolved against the brand registry (`owners`: ownershipResolverFor). */
export function resolveProductOrigin(owners: OwnershipResolver, product: ProductFacts) {
  const { brand: registryBrand, chain } = owners.resolve(
    [product.brand, product.brandOwner, product.manufacturer],
    marketRegionOf(product.barcode),
    product.categories,
  );
  const madeIn =
    product.countryCode && product.countrySource && product.countryConfidence
      ? { value: product.countryCode, source: product.countrySource, confidence: product.countryConfidence }
      : null;
  const origin = resolveOrigin({
    brand: product.brand || registryBrand,
    madeIn,
    ownershipChain: chain,
    registeredIn: gs1RegisteredIn(product.barcode),
  });
  return { origin, chain, registryBrand };
}

/**
 * The spec's scanned product for a scan id: the product's facts resolved against the brand
 * registry now (so registry edits apply to every later view), seen by `viewerUserId`.
 */
export async function getScannedProductView(db: Db, scanId: number, viewerUserId: number | null): Promise<TScannedProduct> {
  const [scan, owners] = await Promise.all([
    db.scan.findUnique({ where: { id: scanId }, select: scanSelect }),
    ownershipResolverFor(db),
  ]);
  if (!scan) throw new TRPCError({ code: "NOT_FOUND", message: PRODUCT_NOT_FOUND_MESSAGE });
  const { product } = scan;

  const { origin, chain, registryBrand } = resolveProductOrigin(owners, product);
  const isSaved =
    viewerUserId !== null &&
    (await db.savedProduct.count({ where: { userId: viewerUserId, productId: product.id } })) > 0;

  return {
    id: scan.id,
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
    countryName: countryName(origin.country?.value),
    hq_country: origin.hqCountry?.value ?? null,
    hqCountryName: countryName(origin.hqCountry?.value),
    isSaved,
    isAmerican: origin.isAmerican,
    brandExplanation: origin.brandExplanation,
    americanBasis: origin.americanBasis,
    registeredIn: origin.registeredIn,
    facts: {
      country: origin.country && { source: origin.country.source, confidence: origin.country.confidence },
      hqCountry: origin.hqCountry && { source: origin.hqCountry.source, confidence: origin.hqCountry.confidence },
    },
    ownershipChain: chain.map((company) => ({
      name: company.name,
      country: company.hqCountry,
      countryName: countryName(company.hqCountry),
      source: company.source,
      confidence: company.confidence,
      sourceNote: company.sourceNote,
    })),
    productSource: product.source,
  };
}
