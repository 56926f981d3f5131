import type { Db } from "@productcheck/db/client";
import { countryName } from "@productcheck/domain/countries";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { TSavedProduct } from "@productcheck/validators/saved-product";

import type { ShopperLocale } from "../../i18n/shopper-messages";
import { textForShopper } from "../../i18n/shopper-texts";
import { PRODUCT_NOT_FOUND_MESSAGE } from "../scan/product-lookup";
import { productFactsSelect, resolveProductOrigin } from "../scanned-products/product-view";
import { AppError } from "../shared/app-error";

export const NOT_YOUR_SCAN_MESSAGE = "Only the account that scanned this product can save it. Scan it yourself to save it.";

/**
 * Saves or unsaves the product of a scan for its owner (the POST and PUT /save calls share this).
 * A product is saved once per user, linked to the scan it was saved from; unsaving removes it
 * whichever scan it was saved from. Both directions are idempotent.
 */
export async function setSavedState(
  { db }: { db: Db },
  { userId, publicId, isSaved }: { userId: number; publicId: string; isSaved: boolean },
): Promise<{ id: string; isSaved: boolean }> {
  const scan = await db.scan.findUnique({ where: { publicId }, select: { id: true, userId: true, productId: true } });
  if (!scan) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND_MESSAGE);
  if (scan.userId !== userId) throw new AppError("FORBIDDEN", NOT_YOUR_SCAN_MESSAGE);

  if (isSaved) {
    // ON CONFLICT DO NOTHING: saving twice (or two tabs at once) keeps the first save.
    await db.savedProduct.createMany({ data: [{ userId, productId: scan.productId, scanId: scan.id }], skipDuplicates: true });
  } else {
    await db.savedProduct.deleteMany({ where: { userId, productId: scan.productId } });
  }
  return { id: publicId, isSaved };
}

/** The user's saved products, newest first, with origin facts resolved against the registry as it is now. */
export async function listSavedProducts(
  { db }: { db: Db },
  { userId, locale = "en" }: { userId: number; locale?: ShopperLocale },
): Promise<TSavedProduct[]> {
  const [saved, owners] = await Promise.all([
    db.savedProduct.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { scan: { select: { publicId: true } }, createdAt: true, product: { select: productFactsSelect } },
    }),
    ownershipResolverFor(db),
  ]);
  return saved.map(({ scan, createdAt, product }): TSavedProduct => {
    const { origin } = resolveProductOrigin(owners, product);
    return {
      id: scan.publicId,
      productId: product.id,
      name: product.name,
      description: product.description || product.category,
      size: product.quantity,
      country: origin.country?.value ?? null,
      countryName: countryName(origin.country?.value),
      isAmerican: origin.isAmerican,
      hq_country: origin.hqCountry?.value ?? null,
      hqCountryName: countryName(origin.hqCountry?.value),
      barcode: product.barcode,
      brandExplanation: textForShopper(origin.brandExplanation, origin.brandExplanationMessages, locale),
      savedAt: createdAt.toISOString(),
    };
  });
}
