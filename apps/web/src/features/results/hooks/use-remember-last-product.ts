import { useEffect } from "react";

import { rememberLastProduct } from "@/utils/last-product";

/** docs/product.md, Screens: before leaving the result screen, its product id is remembered in session storage. */
export function useRememberLastProduct(id: string | null) {
  useEffect(() => {
    if (id === null) return;
    const remember = () => rememberLastProduct(id);
    // Leaving by navigation unmounts the screen; leaving the page (reload, close, the sign-in redirect) unloads it.
    window.addEventListener("pagehide", remember);
    return () => {
      window.removeEventListener("pagehide", remember);
      remember();
    };
  }, [id]);
}
