import { refreshScanAlternatives } from "../../services/scanned-products/scan-alternatives";
import { publicProcedure } from "../../trpc";
import { alternativesDeps, alternativesForShopper, alternativesRequest } from "./alternatives-request";
import {
  refreshAlternativesMeta,
  ZRefreshAlternativesRequestSchema,
  ZRefreshAlternativesResponseSchema,
} from "./refresh-alternatives.types";

export const refreshAlternativesRoute = publicProcedure
  .meta(refreshAlternativesMeta)
  .input(ZRefreshAlternativesRequestSchema)
  .output(ZRefreshAlternativesResponseSchema)
  .mutation(async ({ ctx, input }) =>
    alternativesForShopper(ctx, await refreshScanAlternatives(alternativesDeps(ctx), alternativesRequest(ctx, input.id))),
  );
