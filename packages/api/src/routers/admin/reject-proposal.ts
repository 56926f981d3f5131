import { rejectProposal } from "../../services/admin/registry/reject-proposal";
import { adminProcedure } from "../../trpc";
import { registryWriteDeps } from "./registry-write-deps";
import { rejectProposalMeta, ZRejectProposalRequestSchema, ZRejectProposalResponseSchema } from "./reject-proposal.types";

export const rejectProposalRoute = adminProcedure
  .meta(rejectProposalMeta)
  .input(ZRejectProposalRequestSchema)
  .output(ZRejectProposalResponseSchema)
  .mutation(({ ctx, input }) => rejectProposal(registryWriteDeps(ctx), input));
