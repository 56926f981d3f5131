import { alternativesForScan } from "../../services/scanned-products/scan-alternatives";
import { publicProcedure } from "../../trpc";
import { alternativesRequest } from "./alternatives-request";
import { getAlternativesMeta, ZGetAlternativesRequestSchema, ZGetAlternativesResponseSchema } from "./get-alternatives.types";

export const getAlternativesRoute = publicProcedure
  .meta(getAlternativesMeta)
  .input(ZGetAlternativesRequestSchema)
  .output(ZGetAlternativesResponseSchema)
  .query(({ ctx, input }) =>
    alternativesForScan(
      ctx.db,
      { ai: ctx.ai, taxonomy: ctx.taxonomy },
      alternativesRequest(ctx, input.id),
    ),
  );
