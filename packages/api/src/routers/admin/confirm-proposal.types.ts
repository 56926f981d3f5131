import type { OpenApiMeta } from "trpc-to-openapi";

import { ZBrandDetailSchema, ZReviewProposalSchema } from "@productcheck/validators/brand-locations";

export const ZConfirmProposalRequestSchema = ZReviewProposalSchema;
export const ZConfirmProposalResponseSchema = ZBrandDetailSchema;

export const confirmProposalMeta = {
  openapi: {
    method: "POST",
    path: "/admin/brands/{id}/confirm",
    tags: ["admin"],
    summary: "Confirm an AI proposal: the brand and its AI-made companies become the admin's (logged)",
    errorResponses: {
      400: "Invalid input",
      401: "Not signed in",
      403: "Not the admin",
      404: "No such brand",
      409: "The brand is not an AI proposal",
    },
  },
} satisfies OpenApiMeta;
