import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LRUCache } from "lru-cache";

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

/**
 * The locales of the Accept-Language values seen lately: a browser sends the same header with every request, so each
 * distinct value is parsed once (docs/performance.md, "API throughput"). The least recently used go first.
 */
const localesByHeader = new LRUCache<string, ShopperLocale>({ max: 256 });
/** Longer values (none a browser sends) are parsed each time rather than kept. */
const LONGEST_KEPT_HEADER = 256;

export function shopperLocale(acceptLanguage: string | undefined): ShopperLocale {
  const header = acceptLanguage ?? "";
  let locale = localesByHeader.get(header);
  if (locale === undefined) {
    locale = localeOf(header);
    if (header.length <= LONGEST_KEPT_HEADER) localesByHeader.set(header, locale);
  }
  return locale;
}

function localeOf(acceptLanguage: string): ShopperLocale {
  for (const { tag } of languageRanges(acceptLanguage)) {
    const language = tag.split(/[-_]/u)[0]?.toLowerCase();
    if (language === "en" || language === "sv") return language;
  }
  return "en";
}

/**
 * The catalogue's texts with values, such as `A brand named "{existing}" already exists; …` (the admin's refusals):
 * each as a pattern of the English it stands for, which gives the values back.
 */
const templates = Object.keys(swedish)
  .filter((english) => /\{\w+\}/u.test(english))
  .map((id) => {
    const names: string[] = [];
    const pattern = id
      .split(/(\{\w+\})/u)
      .map((part) => {
        const name = /^\{(\w+)\}$/u.exec(part)?.[1];
        if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
        names.push(name);
        return "(.+?)";
      })
      .join("");
    return { id, names, pattern: new RegExp(`^${pattern}$`, "u") };
  });

/**
 * `english` in Swedish when the catalogue has it, or a template it fills in; the template's values are put into Swedish
 * the same way, so a refusal's wait of "7 minutes" reads "7 minuter". Null when the catalogue knows neither.
 */
function toSwedish(english: string): string | null {
  if (Object.hasOwn(swedish, english)) return i18n._(english);
  for (const { id, names, pattern } of templates) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values = names.map((name, index) => {
      const value = match[index + 1] ?? "";
      return [name, (value !== english && toSwedish(value)) || value];
    });
    return i18n._(id, Object.fromEntries(values));
  }
  return null;
}

/**
 * `english` in the shopper's language when the catalogue has it (or a template it fills in); as it is otherwise
 * (and always in English). With `values`, `english` is an ICU message whose placeholders they fill, in either
 * language.
 */
export function translateForShopper(english: string, locale: ShopperLocale, values?: Record<string, string>): string {
  if (values) {
    i18n.activate(Object.hasOwn(swedish, english) ? locale : "en");
    return i18n._(english, values);
  }
  if (locale === "en") return english;
  i18n.activate(locale);
  return toSwedish(english) ?? english;
}
