import { getScanAlternatives } from "../../services/scanned-products/scan-alternatives";
import { publicProcedure } from "../../trpc";
import { alternativesDeps, alternativesForShopper, alternativesRequest } from "./alternatives-request";
import { getAlternativesMeta, ZGetAlternativesRequestSchema, ZGetAlternativesResponseSchema } from "./get-alternatives.types";

export const getAlternativesRoute = publicProcedure
  .meta(getAlternativesMeta)
  .input(ZGetAlternativesRequestSchema)
  .output(ZGetAlternativesResponseSchema)
  .query(async ({ ctx, input }) =>
    alternativesForShopper(ctx, await getScanAlternatives(alternativesDeps(ctx), alternativesRequest(ctx, input.id))),
  );
