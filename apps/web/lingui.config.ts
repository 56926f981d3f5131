import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-json";

/**
 * The app's message catalogues (src/i18n/README.md): one folder per namespace under src/i18n/messages, a JSON
 * file per language, ICU MessageFormat texts under explicit keys. @lingui/vite-plugin compiles a catalogue
 * when it is imported with `?lingui`, so no message parser ships to the browser.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "sv"],
  catalogs: [
    {
      path: "<rootDir>/src/i18n/messages/{name}/{locale}",
      include: ["<rootDir>/src/i18n/messages/{name}"],
    },
  ],
  format: formatter({ style: "minimal" }),
});
