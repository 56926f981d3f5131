import { getTRPCErrorFromUnknown, initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";

import type { Principal } from "@productcheck/auth/principal";
import type { Db } from "@productcheck/db/client";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { ACCESS_DENIED_MESSAGE } from "@productcheck/validators/user";

import type { ApiConfig } from "./config";
import { shopperLocale, translateForShopper } from "./i18n/shopper-messages";
import type { Payments } from "./services/payments/stripe-client";
import type { ProductSources } from "./services/scan/product-lookup";
import type { AiProvider } from "./services/shared/ai-provider";
import { AppError, type AppErrorCode } from "./services/shared/app-error";
import type { CookieJar } from "./services/shared/cookie-jar";
import type { Mailer } from "./services/shared/mailer";
import { isAdminEmail } from "./services/user/user-account";

export interface RequestInfo {
  /** The client's IP address as the server sees it (behind a trusted proxy: X-Forwarded-For). */
  ip: string;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
  /** Whether the request passed the CSRF rule (same-origin fetch metadata or the app's Origin); a GET may spend a scan only then. */
  sameOrigin: boolean;
}

export interface ContextInner {
  /** The optional AI provider (OPENAI_API_KEY); null when not configured. */
  ai: AiProvider | null;
  /** The category taxonomy the catalogue's chains come from (alternatives walk it). */
  taxonomy: CategoryTaxonomy;
  db: Db;
  config: ApiConfig;
  principal: Principal;
  request: RequestInfo;
  cookies: CookieJar;
  sources: ProductSources;
  /** Sends the sign-in e-mails. */
  mailer: Mailer;
  /** Stripe (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY); null when payments are not configured. */
  payments: Payments | null;
}

/** Builds a context from plain values: the HTTP adapters and the tests (createCaller) both use it. */
export function createContextInner(inner: ContextInner): ContextInner {
  return inner;
}

export type Context = ContextInner;

/** The one mapping of the services' AppError codes to tRPC's, and through them to HTTP statuses. */
const TRPC_CODE_OF = {
  INVALID: "BAD_REQUEST", // 400
  UNAUTHORIZED: "UNAUTHORIZED", // 401
  PAYMENT_REQUIRED: "PAYMENT_REQUIRED", // 402
  FORBIDDEN: "FORBIDDEN", // 403
  NOT_FOUND: "NOT_FOUND", // 404
  CONFLICT: "CONFLICT", // 409
  UNPROCESSABLE: "UNPROCESSABLE_CONTENT", // 422
  RATE_LIMITED: "TOO_MANY_REQUESTS", // 429
  UNAVAILABLE: "SERVICE_UNAVAILABLE", // 503
} as const satisfies Record<AppErrorCode, TRPCError["code"]>;

/**
 * Any error as the API answers it: an AppError with its code's tRPC code and its own message (the
 * AppError stays the cause); a TRPCError as it is; anything else an INTERNAL_SERVER_ERROR, whose
 * message is never sent (see the errorFormatter). The procedures and the Stripe webhook route use it.
 */
export function toTRPCError(error: unknown, acceptLanguage?: string): TRPCError {
  if (error instanceof AppError) {
    const message = translateForShopper(error.message, shopperLocale(acceptLanguage));
    return new TRPCError({ code: TRPC_CODE_OF[error.code], message, cause: error });
  }
  return getTRPCErrorFromUnknown(error);
}

/**
 * The headers an answer carrying these errors needs: a refusal by a rate limit says in `Retry-After`
 * how many seconds to wait (docs/security.md#retry-after). Both HTTP adapters pass it as `responseMeta`.
 */
export function errorResponseHeaders({ errors }: { errors: readonly TRPCError[] }): { headers?: Record<string, string> } {
  const waits = errors
    .map((error) => (error.cause instanceof AppError ? error.cause.retryAfterSeconds : undefined))
    .filter((seconds): seconds is number => seconds !== undefined);
  return waits.length > 0 ? { headers: { "retry-after": String(Math.max(...waits)) } } : {};
}

/** Tells a client nothing about an unexpected failure; the server logs it with its cause. */
export const INTERNAL_ERROR_MESSAGE = "Internal server error";

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // Never send stack traces to a client; the server logs them.
    isDev: false,
    errorFormatter({ shape, error }) {
      return error.code === "INTERNAL_SERVER_ERROR" ? { ...shape, message: INTERNAL_ERROR_MESSAGE } : shape;
    },
  });

/**
 * Every procedure starts here: what a service throws reaches tRPC mapped by `toTRPCError` (tRPC wraps
 * a thrown AppError as the cause of an internal error; this puts its own code back). Callers of
 * `createCaller` see the same TRPCErrors as HTTP clients.
 */
const baseProcedure = t.procedure.use(async ({ ctx, next }) => {
  const result = await next();
  // In the shopper's language (Accept-Language): the web app shows these messages (apps/web/src/i18n/README.md).
  if (!result.ok && result.error.cause instanceof AppError) throw toTRPCError(result.error.cause, ctx.request.acceptLanguage);
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = baseProcedure;

/** A procedure for signed-in users only: 401 for guests. */
export const protectedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (ctx.principal.kind !== "user") throw new AppError("UNAUTHORIZED", "Please log in first.");
  return next({ ctx: { ...ctx, session: ctx.principal.session } });
});

/**
 * A procedure for the admin only (docs/accounts.md, Admin): 401 for guests, 403 for every other
 * account, checked against ADMIN_EMAIL on every call.
 */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isAdminEmail(ctx.session.user.email, ctx.config)) throw new AppError("FORBIDDEN", ACCESS_DENIED_MESSAGE);
  return next({ ctx });
});
