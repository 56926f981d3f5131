// One test file's throw-away database and local OpenAI-compatible server, with the real provider
// pointed at it: created before the file's tests and closed after them.
import { afterAll, beforeAll } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { createOpenAiProvider, type AiProvider } from "../services/shared/ai-provider";
import { startAiTestServer, type AiTestServer } from "./ai-test-server";

export interface AiTestContext {
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  server: AiTestServer;
  ai: AiProvider;
}

/** Registers the hooks; the returned object is filled before the first test runs. */
export function useAiTestContext(): AiTestContext {
  const context = {} as AiTestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.server = await startAiTestServer();
    context.ai = createOpenAiProvider({ apiKey: context.server.apiKey, baseURL: context.server.baseUrl, model: "test-model", timeoutMs: 500 });
  });
  afterAll(async () => {
    await context.server.close();
    await context.database.close();
  });
  return context;
}
