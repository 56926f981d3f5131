import type { OpenApiMeta } from "trpc-to-openapi";

import { ZRejectProposalResponseSchema as ZRejectedProposalSchema, ZReviewProposalSchema } from "@productcheck/validators/brand-locations";

export const ZRejectProposalRequestSchema = ZReviewProposalSchema;
export const ZRejectProposalResponseSchema = ZRejectedProposalSchema;

export const rejectProposalMeta = {
  openapi: {
    method: "POST",
    path: "/admin/brands/{id}/reject",
    tags: ["admin"],
    summary: "Reject an AI proposal: the brand and its unused AI-made companies are deleted, and the AI is not asked again (logged)",
    errorResponses: {
      400: "Invalid input",
      401: "Not signed in",
      403: "Not the admin",
      404: "No such brand",
      409: "The brand is not an AI proposal",
    },
  },
} satisfies OpenApiMeta;
