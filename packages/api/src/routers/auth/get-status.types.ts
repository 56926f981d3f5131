import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";

import { ZAuthStatusSchema } from "@productcheck/validators/auth";

export const ZGetStatusRequestSchema = z.void();
export const ZGetStatusResponseSchema = ZAuthStatusSchema;

export const getStatusMeta = {
  openapi: { method: "GET", path: "/auth/status", tags: ["auth"], summary: "Whether the browser is signed in" },
} satisfies OpenApiMeta;
