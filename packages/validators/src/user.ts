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

/** docs/product.md, Roles: what anyone but the admin is told on the admin dashboard or its calls. */
export const ACCESS_DENIED_MESSAGE = "You don't have permission to access the admin dashboard.";
