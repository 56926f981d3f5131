import { z } from "zod";

import { ZTextSchema } from "./input";
import { ZOwnershipLinkSchema, ZScannedProductSchema } from "./scanned-product";

/** GET /api/public/products/{barcode}: any text a link may carry; the service says what is wrong with a code that is no barcode. */
export const ZPublicVerdictRequestSchema = z.object({
  barcode: ZTextSchema({ error: "barcode must be text" }).trim().min(1, "Enter a barcode.").max(64, "A barcode has 8, 12 or 13 digits."),
});
export type TPublicVerdictRequest = z.infer<typeof ZPublicVerdictRequestSchema>;

/** A company of the owner chain as the public page shows it: its name and its HQ country (for the flag). */
export const ZPublicOwnerSchema = ZOwnershipLinkSchema.pick({ name: true, country: true, countryName: true });
export type TPublicOwner = z.infer<typeof ZPublicOwnerSchema>;

/**
 * A catalogue product's origin facts, read-only (docs/sharing.md): what the result card says about where it is
 * made and where the money goes, without anything of a scan (its id, who scanned, saved, alternatives).
 */
export const ZPublicVerdictSchema = ZScannedProductSchema.pick({
  barcode: true,
  name: true,
  description: true,
  manufacturer: true,
  brand: true,
  size: true,
  country: true,
  countryName: true,
  hq_country: true,
  hqCountryName: true,
  isAmerican: true,
  americanBasis: true,
  certainty: true,
  brandExplanation: true,
  registeredIn: true,
}).extend({
  /** The brand's owners, direct owner first, ultimate parent last. */
  ownershipChain: z.array(ZPublicOwnerSchema),
  /** The verdict in a few words: "Probably American", "Not American". */
  verdict: z.string(),
  /** The verdict in one paragraph, as link previews show it: verdict, made in, the owner sentence. */
  summary: z.string(),
});
export type TPublicVerdict = z.infer<typeof ZPublicVerdictSchema>;
