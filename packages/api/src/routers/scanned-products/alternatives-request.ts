import { homeCountryFromAcceptLanguage } from "@productcheck/domain/home-country";

import type { Context } from "../../trpc";

/** What the alternatives services need to know about a request for a scan's alternatives. */
export function alternativesRequest(ctx: Context, scanId: number) {
  return {
    scanId,
    principal: ctx.principal,
    cookies: ctx.cookies,
    ip: ctx.request.ip,
    sameOrigin: ctx.request.sameOrigin,
    homeCountry: homeCountryFromAcceptLanguage(ctx.request.acceptLanguage, ctx.config.homeCountry),
  };
}
