import type { OpenApiMeta } from "trpc-to-openapi";

import { ZVerifyCodeResponseSchema, ZVerifyCodeSchema } from "@productcheck/validators/auth";

export const ZVerifyCodeRequestSchema = ZVerifyCodeSchema;
export { ZVerifyCodeResponseSchema };

export const verifyCodeMeta = {
  openapi: {
    method: "POST",
    path: "/auth/verify-code",
    tags: ["auth"],
    summary: "Sign in with the e-mailed code: sets the session cookie and moves this browser's guest scans into the account",
    errorResponses: {
      400: "Invalid input, a wrong code, or no live code (expired, used, or killed by 5 wrong tries)",
    },
  },
} satisfies OpenApiMeta;
