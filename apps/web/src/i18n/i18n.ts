import { setupI18n } from "@lingui/core";

import { LOCALE_STORAGE_KEY, pickLocale, type Locale } from "./locale";

/** Reads the remembered choice; storage may be unavailable (private modes, tests), then nothing was chosen. */
function rememberedLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The app's one Lingui instance. Every namespace loads its catalogues into it (./namespace.ts). */
export const i18n = setupI18n();

// A key with no message in the active language shows as the key itself: say so loudly (the browser tests
// fail on console errors and on any key on screen).
i18n.on("missing", ({ id, locale }) => console.error(`i18n: no "${locale}" message for "${id}"`));

export const initialLocale: Locale = pickLocale(rememberedLocale(), globalThis.navigator?.languages ?? []);

/**
 * The header that asks the server for its messages (scan errors, explanations) in the active language. The
 * browser's own Accept-Language already says so unless the shopper chose another language in the menu, so
 * it is only set then: index.html's preloaded first call stays the request the app makes.
 */
export function languageHeaders(): Record<string, string> {
  return rememberedLocale() === null ? {} : { "Accept-Language": i18n.locale };
}

/** Makes `locale` the active language: Lingui's, `<html lang>`'s, and (when `remember`) the stored choice. */
export function activateLocale(locale: Locale, { remember = false } = {}) {
  i18n.load(locale, {});
  i18n.activate(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
  if (remember) {
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Not remembered; the choice still holds for this visit.
    }
  }
}

activateLocale(initialLocale);
