import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";

import { ZAdminStatsSchema } from "@productcheck/validators/admin-stats";

export const ZGetStatsRequestSchema = z.void();
export const ZGetStatsResponseSchema = ZAdminStatsSchema;

export const getStatsMeta = {
  openapi: {
    method: "GET",
    path: "/admin/stats",
    tags: ["admin"],
    summary: "The admin dashboard's usage statistics (admin only)",
    errorResponses: {
      401: "Not signed in",
      403: "Not the admin",
    },
  },
} satisfies OpenApiMeta;
