import { showToast } from "@/components/toast/show-toast";
import { savedMessages } from "@/i18n/messages/saved/saved-messages";

/** docs/product.md, Messages: a guest opening the saved items screen is told so, then sent to /auth. */
export function notifyLoginRequired(): void {
  showToast({ title: savedMessages.t("saved.toast.loginRequired.title"), message: savedMessages.t("saved.toast.loginRequired.message") });
}
