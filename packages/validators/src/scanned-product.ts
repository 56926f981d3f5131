import { z } from "zod";

import { ZPublicIdSchema } from "./input";

export const ZFactSourceSchema = z.enum(["suggestion", "catalogue", "off", "ai", "gs1", "registry", "admin"]);
export const ZConfidenceSchema = z.enum(["high", "medium", "low"]);

/** Where a fact came from and how sure we are of it. */
export const ZFactProvenanceSchema = z.object({ source: ZFactSourceSchema, confidence: ZConfidenceSchema });
export type TFactProvenance = z.infer<typeof ZFactProvenanceSchema>;

export const ZOwnershipLinkSchema = z.object({
  name: z.string(),
  country: z.string(),
  countryName: z.string(),
  source: ZFactSourceSchema,
  confidence: ZConfidenceSchema,
  sourceNote: z.string(),
});
export type TOwnershipLink = z.infer<typeof ZOwnershipLinkSchema>;

/** How isAmerican was decided (docs/origin.md, "isAmerican"): the strongest evidence there was. */
export const ZAmericanBasisSchema = z.enum(["owner", "made-in", "gs1", "unknown"]);
/** How sure isAmerican is: an owner chain of high/medium confidence, likely, probably (a weak signal or an AI guess), unknown. */
export const ZCertaintySchema = z.enum(["confirmed", "likely", "probable", "unknown"]);
export type TCertainty = z.infer<typeof ZCertaintySchema>;

/** GET /api/scanned-products/{id}: the spec's scanned product, plus the reasons behind it. */
export const ZScannedProductSchema = z.object({
  /** The scan's public id (docs/security.md#public-ids); the row's number stays on the server. */
  id: z.string(),
  productId: z.number().int(),
  /** The viewer's own id when the scan is theirs; 0 otherwise (anonymous, or someone else's scan). */
  userId: z.number().int().nonnegative(),
  barcode: z.string(),
  name: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  brand: z.string(),
  size: z.string(),
  category: z.string(),
  country: z.string().nullable(),
  countryName: z.string(),
  hq_country: z.string().nullable(),
  hqCountryName: z.string(),
  isSaved: z.boolean(),
  isAmerican: z.boolean(),
  brandExplanation: z.string(),
  /** How isAmerican was decided: by the ultimate owner's HQ, the made-in country, the barcode's GS1 country, or not at all. */
  americanBasis: ZAmericanBasisSchema,
  certainty: ZCertaintySchema,
  /** Which of the product's names found the owner: its brand, or a company it names (brand owner, manufacturer). */
  ownerMatch: z.object({ by: z.enum(["brand", "company"]), name: z.string() }).nullable(),
  /** The GS1 prefix's country: where the barcode was registered, never where it was made. */
  registeredIn: z.string().nullable(),
  facts: z.object({
    country: ZFactProvenanceSchema.nullable(),
    hqCountry: ZFactProvenanceSchema.nullable(),
  }),
  /** The brand's owners, direct owner first, ultimate parent last. */
  ownershipChain: z.array(ZOwnershipLinkSchema),
  /** Where the product record itself came from. */
  productSource: ZFactSourceSchema,
  /**
   * Set when the barcode is a retailer's own code (a restricted-circulation number, docs/scan-flow.md):
   * the retailer when the product's stores name exactly one, else null.
   */
  retailerCode: z.object({ retailer: z.string().nullable() }).nullable(),
});
export type TScannedProduct = z.infer<typeof ZScannedProductSchema>;

export const ZScanResponseSchema = z.object({ scannedProduct: ZScannedProductSchema });
export type TScanResponse = z.infer<typeof ZScanResponseSchema>;

export const ZScannedProductIdSchema = z.object({ id: ZPublicIdSchema });
