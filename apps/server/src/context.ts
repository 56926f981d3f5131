import type { FastifyReply, FastifyRequest } from "fastify";

import type { ApiConfig } from "@productcheck/api/config";
import type { Payments } from "@productcheck/api/services/payments/stripe-client";
import type { ProductSources } from "@productcheck/api/services/scan/product-lookup";
import type { AiProvider } from "@productcheck/api/services/shared/ai-provider";
import type { CookieJar } from "@productcheck/api/services/shared/cookie-jar";
import type { Mailer } from "@productcheck/api/services/shared/mailer";
import { createContextInner } from "@productcheck/api/trpc";
import { GUEST_COOKIE } from "@productcheck/auth/guest";
import { resolvePrincipal } from "@productcheck/auth/principal";
import { SESSION_COOKIE } from "@productcheck/auth/session";
import { loadCategoryTaxonomy } from "@productcheck/catalogue/category-taxonomy";
import type { Db } from "@productcheck/db/client";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

import { isSameOriginRequest } from "./plugins/csrf";

export interface ContextDeps {
  /** The AI provider; none when unset. */
  ai?: AiProvider | null;
  /** The category taxonomy; the shipped one (read once) when unset. */
  taxonomy?: CategoryTaxonomy;
  /** APP_ORIGIN, for the same-origin check. */
  appOrigin?: string | undefined;
  db: Db;
  config: ApiConfig;
  sources: ProductSources;
  mailer: Mailer;
  /** Stripe; none (payments not configured) when unset. */
  payments?: Payments | null;
}

let shippedTaxonomy: Promise<CategoryTaxonomy> | undefined;

/**
 * A cookie's name on the wire: in production `__Host-` + the name (SESSION_COOKIE, GUEST_COOKIE), which
 * browsers accept only with Secure, Path=/ and no Domain, so no subdomain or http page can plant or
 * overwrite it; over http in development and tests the plain name (docs/accounts.md#cookies).
 */
export function wireCookieName(name: string, production: boolean): string {
  return production ? `__Host-${name}` : name;
}

function cookieJar(reply: FastifyReply, production: boolean): CookieJar {
  const base = { httpOnly: true, sameSite: "lax", path: "/", secure: production } as const;
  return {
    set: (name, value, { expires }) => void reply.setCookie(wireCookieName(name, production), value, { ...base, expires }),
    clear: (name) => void reply.clearCookie(wireCookieName(name, production), base),
  };
}

/** Resolves the principal from the request's cookies and builds the tRPC context. */
export async function createRequestContext(deps: ContextDeps, request: FastifyRequest, reply: FastifyReply) {
  const cookies = cookieJar(reply, deps.config.production);
  const { production } = deps.config;
  const sessionToken = request.cookies[wireCookieName(SESSION_COOKIE, production)];
  const guestToken = request.cookies[wireCookieName(GUEST_COOKIE, production)];
  const principal = await resolvePrincipal(deps.db, { sessionToken, guestToken });
  if (principal.kind === "user" && principal.session.renewed && sessionToken) {
    cookies.set(SESSION_COOKIE, sessionToken, { expires: principal.session.expiresAt });
  } else if (principal.kind === "guest" && sessionToken) {
    cookies.clear(SESSION_COOKIE);
  }
  return createContextInner({
    db: deps.db,
    config: deps.config,
    principal,
    cookies,
    ai: deps.ai ?? null,
    taxonomy: deps.taxonomy ?? (await (shippedTaxonomy ??= loadCategoryTaxonomy())),
    sources: deps.sources,
    mailer: deps.mailer,
    payments: deps.payments ?? null,
    request: {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
      acceptLanguage: request.headers["accept-language"],
      sameOrigin: isSameOriginRequest(request, deps.appOrigin),
    },
  });
}
