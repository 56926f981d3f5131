import type { Messages } from "@lingui/core";
import { use, useSyncExternalStore } from "react";

import { activateLocale, i18n } from "./i18n";
import { SOURCE_LOCALE, type Locale } from "./locale";

type CompiledCatalogue = { messages: Messages };
type Translations = Record<Exclude<Locale, typeof SOURCE_LOCALE>, () => Promise<CompiledCatalogue>>;
export type MessageValues = Record<string, unknown>;

/** A namespace's messages (src/i18n/README.md). */
export interface Namespace<Key extends string> {
  /** The message of `key` in the active language, for code that runs outside a render (toasts, handlers). */
  t(key: Key, values?: MessageValues): string;
  /** Settles once this namespace's catalogue of `locale` is loaded (at once for English). */
  ensure(locale: Locale): Promise<void>;
  isLoaded(locale: Locale): boolean;
}

const namespaces: Namespace<string>[] = [];

/**
 * Registers a namespace: its English catalogue ships with the code that imports it (statically), each other
 * language is fetched only when it is the active one — starting now, if it already is.
 */
export function defineNamespace<Source extends Record<string, string>>(
  english: Messages,
  translations: Translations,
): Namespace<keyof Source & string> {
  i18n.load(SOURCE_LOCALE, english);
  const loaded = new Set<Locale>([SOURCE_LOCALE]);
  const loading = new Map<Locale, Promise<void>>();
  const namespace: Namespace<keyof Source & string> = {
    t: (key, values) => i18n._(key, values),
    isLoaded: (locale) => loaded.has(locale),
    ensure(locale) {
      if (locale === SOURCE_LOCALE) return Promise.resolve();
      let pending = loading.get(locale);
      if (!pending) {
        pending = translations[locale]().then(({ messages }) => {
          i18n.load(locale, messages);
          loaded.add(locale);
        });
        loading.set(locale, pending);
      }
      return pending;
    },
  };
  namespaces.push(namespace);
  namespace.ensure(activeLocale()).catch((error: unknown) => console.error(error));
  return namespace;
}

const activeLocale = () => i18n.locale as Locale;

/** Settles once every namespace registered so far has its active-language catalogue: main.tsx waits for it before the first render. */
export async function messagesReady() {
  await Promise.all(namespaces.map((namespace) => namespace.ensure(activeLocale())));
}

/** The menu's language switch: loads every namespace in use in `locale`, then switches and remembers it. */
export async function switchLocale(locale: Locale) {
  await Promise.all(namespaces.map((namespace) => namespace.ensure(locale)));
  activateLocale(locale, { remember: true });
}

/**
 * `t` of a namespace for a component, which renders again when the language changes. A screen whose
 * catalogue is still on its way suspends (the router keeps the previous screen meanwhile).
 */
export function useMessages<Key extends string>(namespace: Namespace<Key>): Namespace<Key>["t"] {
  const locale = useSyncExternalStore(subscribeToLanguage, activeLocale);
  if (!namespace.isLoaded(locale)) use(namespace.ensure(locale));
  return namespace.t;
}

// Lingui says "change" when a catalogue loads or the language changes; components render again only for the latter.
const subscribeToLanguage = (onChange: () => void) => i18n.on("change", onChange);
