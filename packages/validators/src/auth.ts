import { z } from "zod";

/** GET /api/auth/status: a guest is `{ authenticated: false, userId: 0, email: null }`. */
export const ZAuthStatusSchema = z.object({
  authenticated: z.boolean(),
  userId: z.number().int().nonnegative(),
  email: z.string().nullable(),
});
export type TAuthStatus = z.infer<typeof ZAuthStatusSchema>;
