import { ACCESS_DENIED_MESSAGE } from "@productcheck/validators/user";

import { showToast } from "@/components/toast/show-toast";

/** docs/product.md, Roles: anyone but the admin is told so, then sent to /. */
export function notifyAdminAccessDenied(): void {
  showToast({ title: "Access Denied", message: ACCESS_DENIED_MESSAGE });
}
