import { homeCountryFromAcceptLanguage } from "@productcheck/domain/home-country";

import { alternativesForScan } from "../../services/alternatives/scan-alternatives";
import { publicProcedure } from "../../trpc";
import { getAlternativesMeta, ZGetAlternativesRequestSchema, ZGetAlternativesResponseSchema } from "./get-alternatives.types";

export const getAlternativesRoute = publicProcedure
  .meta(getAlternativesMeta)
  .input(ZGetAlternativesRequestSchema)
  .output(ZGetAlternativesResponseSchema)
  .query(({ ctx, input }) =>
    alternativesForScan(
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
