import { z } from "zod";

import { ZTextSchema } from "./input";

// The constants live in a module without zod, so the web app's payment screen does not load zod for them.
export { DONATION_AMOUNTS, SCANS_PER_EURO, type TDonationAmount } from "./donation";

/** POST /api/create-payment-intent: the amount in whole euros, 1 or 10; the server sets everything else. */
export const ZCreatePaymentIntentSchema = z.object({
  amount: z.union([z.literal(1), z.literal(10)], { error: "must be 1 or 10 (euros)" }),
});
export type TCreatePaymentIntent = z.infer<typeof ZCreatePaymentIntentSchema>;

export const ZCreatePaymentIntentResponseSchema = z.object({
  /** The PaymentIntent's client secret, for Stripe Elements. */
  clientSecret: z.string(),
});
export type TCreatePaymentIntentResponse = z.infer<typeof ZCreatePaymentIntentResponseSchema>;

/**
 * POST /api/payment-success: the spec sends it empty (then the caller's latest pending purchase is
 * fulfilled); the web app sends the PaymentIntent's client secret when it has it.
 */
export const ZPaymentSuccessSchema = z
  .object({
    paymentIntentId: ZTextSchema().max(255).optional(),
    clientSecret: ZTextSchema().max(255).optional(),
  })
  .optional();
export type TPaymentSuccess = z.infer<typeof ZPaymentSuccessSchema>;

export const ZPaymentSuccessResponseSchema = z.object({
  /** docs/product.md, Calls: whether the caller is signed in (the client then refreshes the user). */
  authenticated: z.boolean(),
  /**
   * "credited": this call credited the scans; "already-credited": they were credited before (by the
   * webhook or an earlier call); "processing": Stripe has not confirmed the payment yet.
   */
  status: z.enum(["credited", "already-credited", "processing"]),
  /** The caller's scans left after this call. */
  scansRemaining: z.number().int().nonnegative(),
});
export type TPaymentSuccessResponse = z.infer<typeof ZPaymentSuccessResponseSchema>;

/** GET /api/payment-config: what the donation page needs before it can show a card form. */
export const ZPaymentConfigSchema = z.object({
  /** False when the server has no Stripe keys: the page says payments are not configured. */
  enabled: z.boolean(),
  /** Stripe's publishable key (never baked into the bundle); null when payments are off. */
  publishableKey: z.string().nullable(),
  scansPerEuro: z.number().int().positive(),
});
export type TPaymentConfig = z.infer<typeof ZPaymentConfigSchema>;
