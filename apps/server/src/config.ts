import type { ApiConfig } from "@productcheck/api/config";

import type { Env } from "./env";

/** The server's rules, taken from the validated environment. */
export function apiConfigFromEnv(env: Env): ApiConfig {
  return {
    freeGuestScans: env.FREE_GUEST_SCANS,
    freeAccountScans: env.FREE_ACCOUNT_SCANS,
    guestScansPerIpPerDay: env.GUEST_SCANS_PER_IP_PER_DAY,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase() ?? null,
    homeCountry: env.HOME_COUNTRY,
    production: env.production,
    secret: env.AUTH_SECRET,
  };
}
