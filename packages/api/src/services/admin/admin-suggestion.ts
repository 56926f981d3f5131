import type { Db, Prisma } from "@productcheck/db/client";
import { brandKey } from "@productcheck/domain/brand-key";
import type { TAdminSuggestion } from "@productcheck/validators/admin-suggestion";

import { AppError } from "../shared/app-error";

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const SUGGESTION_NOT_FOUND_MESSAGE = "No such suggestion";

/** The columns of the admin's view of a suggestion (docs/product.md, Screens: Admin). */
export const adminSuggestionSelect = {
  id: true,
  userId: true,
  barcode: true,
  productId: true,
  name: true,
  description: true,
  manufacturer: true,
  brand: true,
  size: true,
  country: true,
  category: true,
  isApproved: true,
  createdAt: true,
} as const satisfies Prisma.SuggestionSelect;

type AdminSuggestionRow = Prisma.SuggestionGetPayload<{ select: typeof adminSuggestionSelect }>;

export function adminSuggestionView(row: AdminSuggestionRow): TAdminSuggestion {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Locks the suggestion's row for the rest of the transaction; 404 when there is none. */
export async function lockSuggestion(tx: Tx, id: number): Promise<AdminSuggestionRow> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Suggestion" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("NOT_FOUND", SUGGESTION_NOT_FOUND_MESSAGE);
  return tx.suggestion.findUniqueOrThrow({ where: { id }, select: adminSuggestionSelect });
}

/**
 * Applies an approved suggestion to its product (docs/product.md, States: Suggestion (admin)): each
 * non-empty field becomes the product's, and the product's source becomes `suggestion`, so every later
 * view shows it and the catalogue import leaves it alone. The product is the suggestion's, or else the
 * one with its barcode; none is fine (nothing to correct). Cached alternatives of the product are dropped,
 * as they were computed from the old facts. Returns the product's id, if any.
 */
export async function applySuggestion(tx: Tx, suggestion: AdminSuggestionRow): Promise<number | null> {
  const product = suggestion.productId
    ? await tx.product.findUnique({ where: { id: suggestion.productId }, select: { id: true } })
    : await tx.product.findUnique({ where: { barcode: suggestion.barcode }, select: { id: true } });
  if (!product) return null;
  const data: Prisma.ProductUpdateInput = { name: suggestion.name, source: "suggestion" };
  if (suggestion.description) data.description = suggestion.description;
  if (suggestion.manufacturer) data.manufacturer = suggestion.manufacturer;
  if (suggestion.brand) {
    data.brand = suggestion.brand;
    data.brandKey = brandKey(suggestion.brand);
  }
  if (suggestion.size) data.quantity = suggestion.size;
  if (suggestion.category) data.category = suggestion.category;
  if (suggestion.country) {
    data.countryCode = suggestion.country.toUpperCase();
    data.countrySource = "suggestion";
    data.countryConfidence = "high";
  }
  await tx.product.update({ where: { id: product.id }, data, select: { id: true } });
  await tx.alternativeCache.deleteMany({ where: { productId: product.id } });
  return product.id;
}
