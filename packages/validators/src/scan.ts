import { z } from "zod";

import { ZTextSchema } from "./input";

/** POST /api/scan. `clientScanId` is the client's idempotency key: a timestamp, "_", 8 random characters. */
export const ZScanRequestSchema = z.object({
  barcode: ZTextSchema().trim().min(1, "Enter a barcode.").max(64, "A barcode has 8, 12 or 13 digits."),
  clientScanId: ZTextSchema()
    .regex(/^\d{1,16}_[A-Za-z0-9]{8}$/, "must be a timestamp, an underscore and 8 letters or digits"),
});
export type TScanRequest = z.infer<typeof ZScanRequestSchema>;
