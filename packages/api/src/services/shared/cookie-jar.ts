/**
 * What a service may do to the caller's cookies: set one (the visitor cookie of a new guest, the
 * session cookie of a sign-in) or clear one. The HTTP layer implements it on its response, with the
 * attributes every cookie gets (HttpOnly, SameSite=Lax, Path=/, Secure in production).
 */
export interface CookieJar {
  set(name: string, value: string, options: { expires: Date }): void;
  clear(name: string): void;
}
