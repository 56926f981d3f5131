import { listAiProposals } from "../../services/admin/registry/list-ai-proposals";
import { adminProcedure } from "../../trpc";
import { listAiProposalsMeta, ZListAiProposalsRequestSchema, ZListAiProposalsResponseSchema } from "./list-ai-proposals.types";

export const listAiProposalsRoute = adminProcedure
  .meta(listAiProposalsMeta)
  .input(ZListAiProposalsRequestSchema)
  .output(ZListAiProposalsResponseSchema)
  .query(({ ctx }) => listAiProposals({ db: ctx.db }));
