import { defineConfig } from "vitest/config";

// The sync tests create a migrated database each and load the whole registry into it.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000 },
});
