import type { Db } from "@productcheck/db/client";
import type { TProductSuggestionData } from "@productcheck/validators/product-suggestion";

import { PRODUCT_NOT_FOUND_MESSAGE } from "../scan/product-lookup";
import { AppError } from "../shared/app-error";
import { enforceRateLimits, suggestionLimits } from "../shared/rate-limits";

/** Stores a user's correction of a product as pending, for the admin to review (docs/product.md, Roles). */
export async function createProductSuggestion(
  { db }: { db: Db },
  { userId, suggestion, now = new Date() }: { userId: number; suggestion: TProductSuggestionData; now?: Date },
): Promise<{ id: number; isApproved: false }> {
  const product = await db.product.findUnique({ where: { id: suggestion.productId }, select: { barcode: true } });
  if (!product) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND_MESSAGE);
  if (product.barcode !== suggestion.barcode) {
    throw new AppError("INVALID", "barcode: does not belong to the product with this productId");
  }
  await enforceRateLimits({ db }, { hits: suggestionLimits(userId), now });
  const created = await db.suggestion.create({
    data: { ...suggestion, userId, isApproved: false, createdAt: now },
    select: { id: true },
  });
  return { id: created.id, isApproved: false };
}
