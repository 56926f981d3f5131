/** Session storage key of the last scanned product id (read after sign-in, then cleared: docs/product.md, Screens: /auth). */
export const LAST_PRODUCT_KEY = "last-scanned-product-id";

export function rememberLastProduct(id: number) {
  sessionStorage.setItem(LAST_PRODUCT_KEY, String(id));
}

/** The remembered product id, cleared as it is read; null when none was remembered. */
export function takeLastProduct(): number | null {
  const value = sessionStorage.getItem(LAST_PRODUCT_KEY);
  sessionStorage.removeItem(LAST_PRODUCT_KEY);
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
