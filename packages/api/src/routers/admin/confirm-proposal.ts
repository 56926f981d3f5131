import { confirmProposal } from "../../services/admin/registry/confirm-proposal";
import { adminProcedure } from "../../trpc";
import { confirmProposalMeta, ZConfirmProposalRequestSchema, ZConfirmProposalResponseSchema } from "./confirm-proposal.types";
import { registryWriteDeps } from "./registry-write-deps";

export const confirmProposalRoute = adminProcedure
  .meta(confirmProposalMeta)
  .input(ZConfirmProposalRequestSchema)
  .output(ZConfirmProposalResponseSchema)
  .mutation(({ ctx, input }) => confirmProposal(registryWriteDeps(ctx), input));
