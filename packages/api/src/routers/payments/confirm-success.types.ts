import type { OpenApiMeta } from "trpc-to-openapi";

import { ZPaymentSuccessResponseSchema, ZPaymentSuccessSchema } from "@productcheck/validators/payment";

export const ZConfirmSuccessRequestSchema = ZPaymentSuccessSchema;
export const ZConfirmSuccessResponseSchema = ZPaymentSuccessResponseSchema;

export const confirmSuccessMeta = {
  openapi: {
    method: "POST",
    path: "/payment-success",
    tags: ["payments"],
    summary:
      "Tell the server a payment went through: it reads the PaymentIntent back from Stripe and credits the scans once (the webhook does the same); an empty body means the caller's latest payment",
    errorResponses: {
      404: "No pending payment, or an unknown payment (someone else's included)",
      409: "The payment has not succeeded",
      422: "The payment does not match its purchase",
      503: "Payments are not configured on this server, or Stripe is unavailable",
    },
  },
} satisfies OpenApiMeta;
