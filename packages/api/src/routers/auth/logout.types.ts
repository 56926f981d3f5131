import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";

import { ZLogoutResponseSchema } from "@productcheck/validators/auth";

export const ZLogoutRequestSchema = z.void();
export { ZLogoutResponseSchema };

export const logoutMeta = {
  openapi: {
    method: "POST",
    path: "/auth/logout",
    tags: ["auth"],
    summary: "End the session: deletes it on the server and clears the cookie (harmless when signed out)",
  },
} satisfies OpenApiMeta;
