import { showToast } from "@/components/toast/show-toast";
import { shellMessages } from "@/i18n/messages/shell/shell-messages";

/** docs/product.md, Roles: anyone but the admin is told so, then sent to /. */
export function notifyAdminAccessDenied(): void {
  showToast({ title: shellMessages.t("shell.toast.accessDenied.title"), message: shellMessages.t("shell.toast.accessDenied.message") });
}
