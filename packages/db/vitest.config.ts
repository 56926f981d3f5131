import { defineConfig } from "vitest/config";

// Creating a PGlite database or starting the schema engine takes seconds, not milliseconds.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000 },
});
