import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";

import type { Principal } from "@productcheck/auth/principal";
import type { Db } from "@productcheck/db/client";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

import type { ApiConfig } from "./config";
import type { Payments } from "./services/payments/stripe-client";
import type { ProductSources } from "./services/scan/product-lookup";
import type { AiProvider } from "./services/shared/ai-provider";
import type { Mailer } from "./services/shared/mailer";

/** What the HTTP layer can do for a procedure: set or clear a cookie on the response. */
export interface CookieJar {
  set(name: string, value: string, options: { expires: Date }): void;
  clear(name: string): void;
}

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

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // Never send stack traces to a client; the server logs them.
    isDev: false,
    errorFormatter({ shape }) {
      return shape;
    },
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** A procedure for signed-in users only: 401 for guests. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (ctx.principal.kind !== "user") {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Please log in first." });
  }
  return next({ ctx: { ...ctx, session: ctx.principal.session } });
});
