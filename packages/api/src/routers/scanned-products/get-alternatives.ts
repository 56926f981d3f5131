import { getScanAlternatives } from "../../services/scanned-products/scan-alternatives";
import { publicProcedure } from "../../trpc";
import { alternativesRequest } from "./alternatives-request";
import { getAlternativesMeta, ZGetAlternativesRequestSchema, ZGetAlternativesResponseSchema } from "./get-alternatives.types";

export const getAlternativesRoute = publicProcedure
  .meta(getAlternativesMeta)
  .input(ZGetAlternativesRequestSchema)
  .output(ZGetAlternativesResponseSchema)
  .query(({ ctx, input }) =>
    getScanAlternatives(
      { db: ctx.db, ai: ctx.ai, taxonomy: ctx.taxonomy, config: ctx.config },
      alternativesRequest(ctx, input.id),
    ),
  );
