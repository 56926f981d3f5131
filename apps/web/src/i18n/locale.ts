/**
 * The app's languages and how the first one is chosen (src/i18n/README.md): the shopper's own choice from the
 * menu if one is remembered, else the first of the browser's languages the app speaks, else English.
 */
export const LOCALES = ["en", "sv"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language the app is written in: every catalogue's keys come from it. */
export const SOURCE_LOCALE = "en" satisfies Locale;

/** localStorage key of the language chosen in the menu. */
export const LOCALE_STORAGE_KEY = "language";

/** Each language's name in itself, as the menu's switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", sv: "Svenska" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** "sv-SE" → "sv", "en-GB" → "en", anything the app does not speak → null. */
export function supportedLocale(tag: string): Locale | null {
  const language = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLocale(language) ? language : null;
}

export function pickLocale(chosen: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(chosen)) return chosen;
  for (const tag of browserLanguages) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}
