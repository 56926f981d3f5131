import { useSyncExternalStore } from "react";

const CONSENT_KEY = "cookie-consent";
const DISMISSED_KEY = "cookie-notice-dismissed";

const listeners = new Set<() => void>();
// Flags set while storage is unavailable (blocked storage, some private modes) still hold for this page.
const unstored = new Set<string>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener); // other tabs
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function readFlag(storage: () => Storage, key: string): boolean {
  if (unstored.has(key)) return true;
  try {
    return storage().getItem(key) === "true";
  } catch {
    return false;
  }
}

function setFlag(storage: () => Storage, key: string) {
  try {
    storage().setItem(key, "true");
  } catch {
    unstored.add(key);
  }
  for (const listener of listeners) listener();
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/**
 * docs/product.md, Screens/§4: consent is stored as localStorage `cookie-consent` = `true`; closing the banner
 * hides it for the current session only (sessionStorage). Nothing is written before either action.
 */
export function useCookieConsent() {
  const consented = useSyncExternalStore(subscribe, () => readFlag(local, CONSENT_KEY));
  const dismissed = useSyncExternalStore(subscribe, () => readFlag(session, DISMISSED_KEY));

  return {
    bannerVisible: !consented && !dismissed,
    accept: () => setFlag(local, CONSENT_KEY),
    dismiss: () => setFlag(session, DISMISSED_KEY),
  };
}
