import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

// Browser tests against the built production server (`pnpm build` first; turbo's test:e2e depends on build).
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: ["e2e/**/*.e2e.test.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One server and one browser per file; files share the server, so run them one after another.
    fileParallelism: false,
  },
});
