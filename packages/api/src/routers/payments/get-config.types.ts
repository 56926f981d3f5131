import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";

import { ZPaymentConfigSchema } from "@productcheck/validators/payment";

export const ZGetConfigRequestSchema = z.void();
export const ZGetConfigResponseSchema = ZPaymentConfigSchema;

export const getConfigMeta = {
  openapi: {
    method: "GET",
    path: "/payment-config",
    tags: ["payments"],
    summary: "Whether payments are on, Stripe's publishable key (never in the bundle) and the scans a euro buys",
  },
} satisfies OpenApiMeta;
