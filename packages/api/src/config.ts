/** The server's rules as configured by its environment (see apps/server/src/env.ts). */
export interface ApiConfig {
  freeGuestScans: number;
  freeAccountScans: number;
  guestScansPerIpPerDay: number;
  adminEmail: string | null;
  homeCountry: string;
  production: boolean;
  /** AUTH_SECRET: keys the hashes of sign-in codes and IP addresses. */
  secret: string;
}
