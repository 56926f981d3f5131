/** Session storage key of the last scanned product id (read after sign-in, then cleared: docs/product.md, Screens: /auth). */
export const LAST_PRODUCT_KEY = "last-scanned-product-id";

export function rememberLastProduct(id: string) {
  sessionStorage.setItem(LAST_PRODUCT_KEY, id);
}

/** The remembered product (scan) public id, cleared as it is read; null when none was remembered. */
export function takeLastProduct(): string | null {
  const value = sessionStorage.getItem(LAST_PRODUCT_KEY);
  sessionStorage.removeItem(LAST_PRODUCT_KEY);
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}
