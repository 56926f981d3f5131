import { z } from "zod";

import { ZTextSchema } from "./input";
import { ZUserSchema } from "./user";

/** GET /api/auth/status: a guest is `{ authenticated: false, userId: 0, email: null }`. */
export const ZAuthStatusSchema = z.object({
  authenticated: z.boolean(),
  userId: z.number().int().nonnegative(),
  email: z.string().nullable(),
});
export type TAuthStatus = z.infer<typeof ZAuthStatusSchema>;

/** An e-mail address as typed: trimmed and lower-cased, since accounts are matched on it. */
export const ZEmailSchema = ZTextSchema()
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

/** The sign-in code as typed: exactly six digits. */
export const ZVerificationCodeSchema = ZTextSchema().trim().regex(/^\d{6}$/, "Verification code must be 6 digits");

/** POST /api/auth/request-code. */
export const ZRequestCodeSchema = z.object({ email: ZEmailSchema });
export type TRequestCode = z.infer<typeof ZRequestCodeSchema>;

/** The same answer for every address: it never says whether an account exists. */
export const ZRequestCodeResponseSchema = z.object({
  sent: z.literal(true),
  expiresInMinutes: z.number().int().positive(),
});
export type TRequestCodeResponse = z.infer<typeof ZRequestCodeResponseSchema>;

/** POST /api/auth/verify-code. */
export const ZVerifyCodeSchema = z.object({ code: ZVerificationCodeSchema, email: ZEmailSchema });
export type TVerifyCode = z.infer<typeof ZVerifyCodeSchema>;

/** The signed-in user, as GET /api/user describes them. */
export const ZVerifyCodeResponseSchema = z.object({ user: ZUserSchema });

/** POST /api/auth/logout. */
export const ZLogoutResponseSchema = z.object({ loggedOut: z.literal(true) });
