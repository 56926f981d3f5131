import { homeCountryFromAcceptLanguage } from "@productcheck/domain/home-country";

import { refreshAlternativesForScan } from "../../services/alternatives/scan-alternatives";
import { publicProcedure } from "../../trpc";
import {
  refreshAlternativesMeta,
  ZRefreshAlternativesRequestSchema,
  ZRefreshAlternativesResponseSchema,
} from "./refresh-alternatives.types";

export const refreshAlternativesRoute = publicProcedure
  .meta(refreshAlternativesMeta)
  .input(ZRefreshAlternativesRequestSchema)
  .output(ZRefreshAlternativesResponseSchema)
  .mutation(({ ctx, input }) =>
    refreshAlternativesForScan(
      ctx.db,
      { ai: ctx.ai, taxonomy: ctx.taxonomy },
      {
        scanId: input.id,
        principal: ctx.principal,
        cookies: ctx.cookies,
        config: ctx.config,
        ip: ctx.request.ip,
        sameOrigin: ctx.request.sameOrigin,
        homeCountry: homeCountryFromAcceptLanguage(ctx.request.acceptLanguage, ctx.config.homeCountry),
      },
    ),
  );
