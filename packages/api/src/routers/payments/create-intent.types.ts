import type { OpenApiMeta } from "trpc-to-openapi";

import { ZCreatePaymentIntentResponseSchema, ZCreatePaymentIntentSchema } from "@productcheck/validators/payment";

export const ZCreateIntentRequestSchema = ZCreatePaymentIntentSchema;
export const ZCreateIntentResponseSchema = ZCreatePaymentIntentResponseSchema;

export const createIntentMeta = {
  openapi: {
    method: "POST",
    path: "/create-payment-intent",
    tags: ["payments"],
    summary:
      "Start a donation of €1 or €10 (25 scans a euro): records the pending purchase and answers the Stripe PaymentIntent's client secret; an unpaid intent of the same amount from the last hour is answered again",
    errorResponses: {
      400: "The amount is not 1 or 10",
      429: "Too many payment attempts",
      503: "Payments are not configured on this server, or Stripe is unavailable",
    },
  },
} satisfies OpenApiMeta;
