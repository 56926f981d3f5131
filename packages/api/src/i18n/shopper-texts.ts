import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { z } from "zod";

import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { countryInSentence, normalizeCountryCode } from "@productcheck/domain/countries";
import {
  ENGLISH_MESSAGES,
  type Message,
  type MessageId,
  type MessageLanguage,
  type MessageText,
  renderText,
} from "@productcheck/domain/message";

import type { ShopperLocale } from "./shopper-messages";
import swedish from "./sv-keyed.json" with { type: "json" };

/**
 * The texts the domain writes as messages (the result's explanation, an alternative's difference; README,
 * "Languages") in the shopper's language: English as the domain renders it, Swedish from `sv-keyed.json`, ICU
 * messages under the domain's message ids, with countries named by `Intl.DisplayNames` and categories by the
 * taxonomy's Swedish name (the English one when it has none). Views are shared between requests, so a translated
 * text always goes into a copy.
 */
const i18n = setupI18n({ locale: "sv", messages: { sv: swedish } });
i18n.setMessagesCompiler(compileMessage);

const swedishRegions = new Intl.DisplayNames(["sv"], { type: "region" });

function swedishLanguage(taxonomy: CategoryTaxonomy | undefined): MessageLanguage {
  return {
    format: (id, values) => i18n._(id, values),
    country: ({ country }) => {
      const code = normalizeCountryCode(country);
      const name = code && /^[A-Z]{2}$/u.test(code) ? swedishRegions.of(code) : undefined;
      return name && name !== code ? name : countryInSentence(country).replace(/^the /u, "");
    },
    category: ({ category, name }) => {
      const node = taxonomy && Object.hasOwn(taxonomy.categories, category) ? taxonomy.categories[category] : undefined;
      return node?.names?.sv?.[0] ?? name;
    },
  };
}

/**
 * `english`, or the same text from `messages` in the shopper's language when there are messages; `taxonomy`
 * names their categories.
 */
export function textForShopper(english: string, messages: MessageText | undefined, locale: ShopperLocale, taxonomy?: CategoryTaxonomy): string {
  return locale === "en" || !messages ? english : renderForShopper(messages, locale, taxonomy);
}

/** A text the domain wrote as messages, rendered in the shopper's language; `taxonomy` names its categories. */
export function renderForShopper(messages: MessageText, locale: ShopperLocale, taxonomy?: CategoryTaxonomy): string {
  return locale === "en" ? renderText(messages) : renderText(messages, swedishLanguage(taxonomy));
}

/** A view with a brand explanation, as produced (product-view.ts): it carries the explanation's messages. */
export interface ExplainedView {
  brandExplanation: string;
  brandExplanationMessages?: MessageText;
}

/** `view` itself in English; a copy with the explanation in the shopper's language otherwise. */
export function explainedForShopper<T extends ExplainedView>(view: T, locale: ShopperLocale): T {
  if (locale === "en" || !view.brandExplanationMessages) return view;
  return { ...view, brandExplanation: textForShopper(view.brandExplanation, view.brandExplanationMessages, locale) };
}

/** An alternative as computed (compute-alternatives.ts): it carries its difference's messages. */
export type DescribedAlternative = {
  difference: string;
  differenceMessages?: MessageText | undefined;
};

/** `alternatives` themselves in English; copies with the differences in the shopper's language otherwise. */
export function differencesForShopper<T extends DescribedAlternative>(alternatives: T[], locale: ShopperLocale, taxonomy: CategoryTaxonomy): T[] {
  if (locale === "en") return alternatives;
  return alternatives.map((alternative) =>
    alternative.differenceMessages ? { ...alternative, difference: textForShopper(alternative.difference, alternative.differenceMessages, locale, taxonomy) } : alternative,
  );
}

const MESSAGE_IDS = Object.keys(ENGLISH_MESSAGES) as [MessageId, ...MessageId[]];

/** A message as stored with a cached alternative (its shape is the domain's `Message`). */
export const ZMessageSchema: z.ZodType<Message> = z.object({
  id: z.enum(MESSAGE_IDS),
  get values() {
    return z.record(z.string(), z.union([
      z.string(),
      z.object({ country: z.string(), bare: z.boolean().optional() }),
      z.object({ category: z.string(), name: z.string() }),
      ZMessageSchema,
    ])).optional();
  },
});

export const ZMessageTextSchema: z.ZodType<MessageText> = z.object({ parts: z.array(z.array(ZMessageSchema)), separator: z.string() });
