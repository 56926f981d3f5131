import { refreshScanAlternatives } from "../../services/scanned-products/scan-alternatives";
import { publicProcedure } from "../../trpc";
import { alternativesDeps, alternativesRequest } from "./alternatives-request";
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
    refreshScanAlternatives(alternativesDeps(ctx), alternativesRequest(ctx, input.id)),
  );
