import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";

import { ZAiProposalsResponseSchema } from "@productcheck/validators/brand-locations";

export const ZListAiProposalsRequestSchema = z.void();
export const ZListAiProposalsResponseSchema = ZAiProposalsResponseSchema;

export const listAiProposalsMeta = {
  openapi: {
    method: "GET",
    path: "/admin/ai-proposals",
    tags: ["admin"],
    summary: "The AI's ownership proposals awaiting confirmation, most scanned first",
    errorResponses: {
      401: "Not signed in",
      403: "Not the admin",
    },
  },
} satisfies OpenApiMeta;
