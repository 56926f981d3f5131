import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";

import { ZUserSchema } from "@productcheck/validators/user";

export const ZGetUserRequestSchema = z.void();
export const ZGetUserResponseSchema = ZUserSchema;

export const getUserMeta = {
  openapi: { method: "GET", path: "/user", tags: ["user"], summary: "The current user or guest and the scans left" },
} satisfies OpenApiMeta;
