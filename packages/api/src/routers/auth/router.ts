import { createTRPCRouter } from "../../trpc";
import { getStatusRoute } from "./get-status";
import { logoutRoute } from "./logout";
import { requestCodeRoute } from "./request-code";
import { verifyCodeRoute } from "./verify-code";

export const authRouter = createTRPCRouter({
  status: getStatusRoute,
  requestCode: requestCodeRoute,
  verifyCode: verifyCodeRoute,
  logout: logoutRoute,
});
