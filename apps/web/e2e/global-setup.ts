import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { TestProject } from "vitest/node";

import { startOffTestServer } from "@productcheck/api/services/open-food-facts/off-test-server";
import { startTestSmtpServer } from "@productcheck/api/test-smtp-server";
import { createTestDatabaseConfig } from "@productcheck/db/test-database";

import { assertServesWebApp, startProductionServer } from "./support/production-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The production server's origin, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The test SMTP server's mailbox (GET /messages): read sign-in codes with waitForMailboxMessage. */
    mailboxUrl: string;
  }
}

const serverEntry = fileURLToPath(new URL("../../server/dist/main.js", import.meta.url));
const webIndex = fileURLToPath(new URL("../dist/index.html", import.meta.url));

/** Starts the built production server on a fresh database once for all e2e files; stops it afterwards. */
export default async function setup(project: TestProject) {
  if (!existsSync(webIndex)) throw new Error(`${webIndex} does not exist: run \`pnpm build\` at the repository root first.`);

  // An empty database: the server migrates it and seeds the real catalogue, as on a first start.
  const database = await createTestDatabaseConfig({ empty: true });
  const off = await startOffTestServer({ products: {} });
  // Sign-in codes go over real SMTP to a server the tests read (production refuses to start without SMTP).
  const smtp = await startTestSmtpServer({ httpMailbox: true });
  const server = await startProductionServer({
    entry: serverEntry,
    database,
    // Every browser test is a guest from 127.0.0.1: the per-network guest budget must cover the whole suite.
    env: { OFF_BASE_URLS: off.baseUrl, SMTP_URL: smtp.url, GUEST_SCANS_PER_IP_PER_DAY: "1000" },
  }).catch(async (error: unknown) => {
    await off.close();
    await smtp.close();
    await database.dispose();
    throw error;
  });
  await assertServesWebApp(server).catch(async (error: unknown) => {
    await server.stop();
    await off.close();
    await smtp.close();
    await database.dispose();
    throw error;
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("mailboxUrl", smtp.mailboxUrl ?? "");

  return async () => {
    await server.stop();
    await off.close();
    await smtp.close();
    await database.dispose();
  };
}
