import { z } from "zod";

/** GET /api/user: the spec's user object; id 0 is a guest. */
export const ZUserSchema = z.object({
  id: z.number().int().nonnegative(),
  scansRemaining: z.number().int().nonnegative(),
  email: z.string().nullable(),
  /** Whether this is the admin account (ADMIN_EMAIL); the server checks it again on every admin call. */
  isAdmin: z.boolean(),
});
export type TUser = z.infer<typeof ZUserSchema>;
