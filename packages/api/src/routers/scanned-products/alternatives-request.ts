import { homeCountryFromAcceptLanguage } from "@productcheck/domain/home-country";
import type { TAlternative } from "@productcheck/validators/alternatives";

import { shopperLocale } from "../../i18n/shopper-messages";
import { differencesForShopper } from "../../i18n/shopper-texts";
import type { ScanAlternativesDeps, ScanAlternativesRequest } from "../../services/scanned-products/scan-alternatives";
import type { Context } from "../../trpc";

/** What the alternatives services (getScanAlternatives, refreshScanAlternatives) work with. */
export function alternativesDeps(ctx: Context): ScanAlternativesDeps {
  return { db: ctx.db, ai: ctx.ai, taxonomy: ctx.taxonomy, config: ctx.config };
}

/** What the alternatives services need to know about a request for a scan's alternatives. */
export function alternativesRequest(ctx: Context, publicId: string): ScanAlternativesRequest {
  return {
    publicId,
    principal: ctx.principal,
    cookies: ctx.cookies,
    ip: ctx.request.ip,
    sameOrigin: ctx.request.sameOrigin,
    homeCountry: homeCountryFromAcceptLanguage(ctx.request.acceptLanguage, ctx.config.homeCountry),
  };
}

/** A list of alternatives as the shopper reads it: their differences in the request's language. */
export function alternativesForShopper<T extends { alternatives: TAlternative[] }>(ctx: Context, response: T): T {
  return { ...response, alternatives: differencesForShopper(response.alternatives, shopperLocale(ctx.request.acceptLanguage), ctx.taxonomy) };
}
