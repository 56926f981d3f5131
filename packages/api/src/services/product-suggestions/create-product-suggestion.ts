import type { Db } from "@productcheck/db/client";
import type { TProductSuggestionData } from "@productcheck/validators/product-suggestion";

import { PRODUCT_NOT_FOUND_MESSAGE } from "../scan/product-lookup";
import { AppError } from "../shared/app-error";
import { hitRateLimits, type RateLimit } from "../shared/rate-limits";


/** A user may send 10 suggestions an hour and 50 a day: plenty for corrections, too few for spam. */
export function suggestionLimits(userId: number): RateLimit[] {
  return [
    { key: `suggestion-user:${userId}`, limit: 10, windowMs: 60 * 60 * 1000 },
    { key: `suggestion-user:${userId}`, limit: 50, windowMs: 24 * 60 * 60 * 1000 },
  ];
}

/** Stores a user's correction of a product as pending, for the admin to review (PRODUCT.md §8). */
export async function createProductSuggestion(
  { db }: { db: Db },
  { userId, suggestion, now = new Date() }: { userId: number; suggestion: TProductSuggestionData; now?: Date },
): Promise<{ id: number; isApproved: false }> {
  const product = await db.product.findUnique({ where: { id: suggestion.productId }, select: { barcode: true } });
  if (!product) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND_MESSAGE);
  if (product.barcode !== suggestion.barcode) {
    throw new AppError("INVALID", "barcode: does not belong to the product with this productId");
  }
  if (await hitRateLimits(db, suggestionLimits(userId), now)) {
    throw new AppError("RATE_LIMITED", "You have sent many suggestions recently. Please try again later.");
  }
  const created = await db.suggestion.create({
    data: { ...suggestion, userId, isApproved: false, createdAt: now },
    select: { id: true },
  });
  return { id: created.id, isApproved: false };
}
