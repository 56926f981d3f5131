import { showToast } from "@/components/toast/show-toast";

/** docs/product.md, Messages: a guest opening the saved items screen is told so, then sent to /auth. */
export function notifyLoginRequired(): void {
  showToast({ title: "Login required", message: "You need to log in to view saved products" });
}
