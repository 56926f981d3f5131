import { defineConfig } from "vitest/config";

// The import and seed tests create a migrated database each and load up to the whole shipped catalogue.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000 },
});
