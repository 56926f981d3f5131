import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

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

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
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
