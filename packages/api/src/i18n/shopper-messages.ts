import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

import { languageRanges } from "@productcheck/domain/home-country";

import swedish from "./sv.json" with { type: "json" };

/**
 * The API's messages to shoppers in their language (apps/web/src/i18n/README.md): English as the services write
 * them, Swedish from `sv.json`, whose keys are those English texts (Lingui's source-text ids). The language is the
 * first of the request's Accept-Language the app speaks; English otherwise, byte for byte as written.
 */
export const SHOPPER_LOCALES = ["en", "sv"] as const;
export type ShopperLocale = (typeof SHOPPER_LOCALES)[number];

const i18n = setupI18n({ locale: "en", messages: { en: {}, sv: swedish } });
// The server compiles each message on first use (no build step there); it caches nothing it need not.
i18n.setMessagesCompiler(compileMessage);

export function shopperLocale(acceptLanguage: string | undefined): ShopperLocale {
  for (const { tag } of languageRanges(acceptLanguage ?? "")) {
    const language = tag.split(/[-_]/u)[0]?.toLowerCase();
    if (language === "en" || language === "sv") return language;
  }
  return "en";
}

/**
 * `english` in the shopper's language when the catalogue has it; as it is otherwise (and always in English).
 * With `values`, `english` is an ICU message whose placeholders they fill, in either language.
 */
export function translateForShopper(english: string, locale: ShopperLocale, values?: Record<string, string>): string {
  if (!values && (locale === "en" || !Object.hasOwn(swedish, english))) return english;
  i18n.activate(Object.hasOwn(swedish, english) ? locale : "en");
  return i18n._(english, values);
}
