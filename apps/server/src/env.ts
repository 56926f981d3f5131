import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { OFF_PRODUCT_READS_PER_MINUTE } from "@productcheck/api/services/shared/rate-limits";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")
  .transform((value) => value.toUpperCase());

/**
 * Which proxies' X-Forwarded-For entries to believe (docs/security.md#behind-a-proxy): `false`/`0`
 * none, a hop count (`1`: the one proxy in front of us appended the client's address, so the rightmost
 * entry is the client), or a comma-separated list of the proxies' addresses or CIDRs. `true` would
 * believe the leftmost entry, which the client writes itself, so it is refused.
 */
export type TrustProxy = false | number | string[];

const IP_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/iu;

function parseTrustProxy(raw: string, context: z.RefinementCtx): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") {
    context.addIssue({
      code: "custom",
      message:
        "true would trust a client-written X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)",
    });
    return z.NEVER;
  }
  if (/^\d+$/u.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !IP_OR_CIDR.test(entry));
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({ code: "custom", message: `must be false, a hop count or a list of proxy addresses/CIDRs (not: ${bad.join(", ")})` });
    return z.NEVER;
  }
  return entries;
}

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  // PostgreSQL connections per process (packages/db's DEFAULT_POOL_SIZE when unset).
  DATABASE_POOL_SIZE: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(1000).optional()),
  DATA_DIR: z.string().default("./data"),
  APP_ORIGIN: optionalString.pipe(z.url().optional()),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587")
      .optional(),
  ),
  MAIL_FROM: z.string().default("ProductCheck <no-reply@productcheck.local>"),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  OFF_BASE_URLS: z
    .string()
    .default(
      "https://world.openfoodfacts.org,https://world.openbeautyfacts.org,https://world.openpetfoodfacts.org,https://world.openproductsfacts.org",
    ),
  // Product reads per host per rolling minute; Open Food Facts' documented limit by default. An
  // operator with a local mirror lifts it (docs/scan-flow.md, Finding the product).
  OFF_READS_PER_MINUTE: z.coerce.number().int().min(1).default(OFF_PRODUCT_READS_PER_MINUTE),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_…) or restricted key (rk_…)")
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalString.pipe(z.string().startsWith("pk_", "must be a Stripe publishable key (pk_…)").optional()),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(z.string().startsWith("whsec_", "must be a Stripe webhook signing secret (whsec_…)").optional()),
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  HOME_COUNTRY: countryCode.default("SE"),
  FREE_GUEST_SCANS: z.coerce.number().int().min(0).default(3),
  FREE_ACCOUNT_SCANS: z.coerce.number().int().min(0).default(10),
  GUEST_SCANS_PER_IP_PER_DAY: z.coerce.number().int().min(0).default(20),
  WEB_DIST_DIR: optionalString,
});

export type Env = z.infer<typeof ZEnvSchema> & { AUTH_SECRET: string; production: boolean };

/** Reads and validates the environment once; exits with a readable list of problems otherwise. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  if (production && !env.AUTH_SECRET && env.DATABASE_URL) {
    throw new Error("Invalid environment:\n  AUTH_SECRET: required in production (32+ random characters)");
  }
  if (production && !env.SMTP_URL) {
    throw new Error("Invalid environment:\n  SMTP_URL: required in production (sign-in codes are sent by e-mail)");
  }
  return { ...env, production, AUTH_SECRET: env.AUTH_SECRET ?? developmentSecret(env.DATA_DIR) };
}

/** Without AUTH_SECRET (development, embedded database) a random secret is generated once into DATA_DIR. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
