import type { OpenApiMeta } from "trpc-to-openapi";

import { ZRequestCodeResponseSchema, ZRequestCodeSchema } from "@productcheck/validators/auth";

export const ZRequestCodeRequestSchema = ZRequestCodeSchema;
export { ZRequestCodeResponseSchema };

export const requestCodeMeta = {
  openapi: {
    method: "POST",
    path: "/auth/request-code",
    tags: ["auth"],
    summary: "E-mail a 6-digit sign-in code (valid 10 minutes); the answer is the same for every address",
    errorResponses: {
      400: "Not a valid e-mail address",
      429: "A code was sent to this address or from this network too recently",
    },
  },
} satisfies OpenApiMeta;
