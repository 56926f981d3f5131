import { refreshScanAlternatives } from "../../services/scanned-products/scan-alternatives";
import { publicProcedure } from "../../trpc";
import { alternativesRequest } from "./alternatives-request";
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
    refreshScanAlternatives(
      { db: ctx.db, ai: ctx.ai, taxonomy: ctx.taxonomy, config: ctx.config },
      alternativesRequest(ctx, input.id),
    ),
  );
