import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

import { LOCALES, SOURCE_LOCALE } from "./locale";

// Every namespace's catalogues (src/i18n/README.md): the same keys in every language, each key under its
// namespace, every text valid ICU MessageFormat with the same placeholders and tags as the English one.
const MESSAGES_DIR = fileURLToPath(new URL("messages", import.meta.url));
const namespaces = readdirSync(MESSAGES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

function readCatalogue(namespace: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(MESSAGES_DIR, namespace, `${locale}.json`), "utf8")) as Record<string, string>;
}

/** The values a message needs ("count", "name") and the rich-text tags it wraps text in ("<0>"). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    if (typeof tokens === "string") return;
    for (const token of tokens) {
      if (typeof token === "string") {
        for (const tag of token.matchAll(/<\/?(\w+)\/?>/g)) names.add(`<${tag[1]}>`);
        continue;
      }
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === "object") {
        for (const [choice, branch] of Object.entries(format)) if (choice !== "offset") visit(branch as CompiledMessage);
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

describe("message catalogues", () => {
  it("has namespaces", () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  describe.each(namespaces)("%s", (namespace) => {
    const source = readCatalogue(namespace, SOURCE_LOCALE);

    it("keeps every key under its namespace", () => {
      expect(Object.keys(source).filter((key) => !key.startsWith(`${namespace}.`))).toEqual([]);
    });

    it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))("has every key in %s, and no other", (locale) => {
      const translated = readCatalogue(namespace, locale);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
      expect(Object.entries(translated).filter(([, text]) => text.trim() === "")).toEqual([]);
    });

    it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))("uses the English texts' placeholders and tags in %s", (locale) => {
      const translated = readCatalogue(namespace, locale);
      for (const [key, text] of Object.entries(source)) {
        expect(placeholders(translated[key] ?? ""), `${locale}: ${key}`).toEqual(placeholders(text));
      }
    });
  });
});
