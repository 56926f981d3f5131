import { showToast } from "@/components/toast/show-toast";

/** docs/product.md, Roles: anyone but the admin is told so, then sent to /. */
export function notifyAdminAccessDenied(): void {
  showToast({ title: "Access Denied", message: "You don't have permission to access the admin dashboard." });
}
