import { setSuggestionApproval } from "../../services/admin/set-suggestion-approval";
import { adminProcedure } from "../../trpc";
import {
  setSuggestionApprovalMeta,
  ZSetSuggestionApprovalRequestSchema,
  ZSetSuggestionApprovalResponseSchema,
} from "./set-suggestion-approval.types";

export const setSuggestionApprovalRoute = adminProcedure
  .meta(setSuggestionApprovalMeta)
  .input(ZSetSuggestionApprovalRequestSchema)
  .output(ZSetSuggestionApprovalResponseSchema)
  .mutation(({ ctx, input }) => setSuggestionApproval({ db: ctx.db }, input));
