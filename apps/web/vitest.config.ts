import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

// Unit tests only; the browser tests in e2e/ have their own config (they need the built server).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("src", import.meta.url)) } },
  define: { __APP_VERSION__: JSON.stringify("test") },
  test: { include: ["src/**/*.test.{ts,tsx}"] },
});
