import { showToast } from "@/components/toast/show-toast";
import { shellMessages } from "@/i18n/messages/shell/shell-messages";

/** docs/product.md, Messages: a guest opening the saved items screen is told so, then sent to /auth. */
export function notifyLoginRequired(): void {
  // A route guard's toast: its text is the frame's (shell), so the saved screen's messages stay out of the entry.
  showToast({ title: shellMessages.t("shell.toast.loginRequired.title"), message: shellMessages.t("shell.toast.loginRequired.message") });
}
