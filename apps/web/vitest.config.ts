import { fileURLToPath } from "node:url";

import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

// Unit tests only; the browser tests in e2e/ have their own config (they need the built server).
export default defineConfig({
  // Message catalogues are imported compiled (`?lingui`), in the tests as in the app (src/i18n/README.md).
  plugins: [lingui()],
  resolve: { alias: { "@": fileURLToPath(new URL("src", import.meta.url)) } },
  define: { __APP_VERSION__: JSON.stringify("test") },
  test: { include: ["src/**/*.test.{ts,tsx}"] },
});
