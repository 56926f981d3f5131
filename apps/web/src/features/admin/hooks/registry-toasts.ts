import { showToast } from "@/components/toast/show-toast";
import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { refusalReason } from "@/utils/error-message";

/** A registry write went through: the admin toasts' 'Success' style (SPEC §8). */
export function toastRegistrySaved(message: string): void {
  showToast({ title: adminMessages.t("admin.toast.success"), message });
}

/**
 * A registry write failed: 'Error' with the server's own reason when it refused (400 invalid, 404 gone,
 * 409 a clash such as a duplicate name or a parent cycle), else `fallback`.
 */
export function toastRegistryFailed(error: unknown, fallback: string): void {
  console.error("Registry write failed:", error);
  showToast({ title: adminMessages.t("admin.toast.error"), message: refusalReason(error) ?? fallback, destructive: true });
}
