import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";

import { startTestSmtpServer } from "@productcheck/api/testing/test-smtp-server";
import { createTestDatabaseConfig } from "@productcheck/db/testing/test-database";
import { SERVER_ENTRY, startProductionServer, WEB_INDEX } from "@productcheck/web/e2e/production-server";

/**
 * The production build (`pnpm build`) served the way `pnpm start` does, on a fresh database that the
 * server migrates and seeds with the shipped catalogue on its first start (the local PostgreSQL when it
 * answers, else the embedded one) — the same setup as the browser tests (apps/web/e2e/global-setup.ts).
 */
export async function startProductionApp({ serverEntry = SERVER_ENTRY, webDistDir }: { serverEntry?: string; webDistDir?: string } = {}) {
  if (!existsSync(WEB_INDEX) && !webDistDir) throw new Error(`${WEB_INDEX} does not exist: run \`pnpm build\` first.`);
  const database = await createTestDatabaseConfig({ empty: true });
  // Production refuses to start without a mail server for sign-in codes; nobody signs in here.
  const smtp = await startTestSmtpServer();
  try {
    const server = await startProductionServer({
      entry: serverEntry,
      database,
      // One browser on 127.0.0.1 scans many times: the per-network guest budget must not stop it.
      env: { SMTP_URL: smtp.url, GUEST_SCANS_PER_IP_PER_DAY: "100000", LOG_LEVEL: "warn", ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}) },
    });
    return {
      baseUrl: server.baseUrl,
      async stop() {
        await server.stop();
        await smtp.close();
        await database.dispose();
      },
    };
  } catch (error) {
    await smtp.close();
    await database.dispose();
    throw error;
  }
}

/** Scans `barcode` as a new guest over the REST API and returns the scan's id, for /results/{id}. */
export async function scanOnce(baseUrl: string, barcode: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/scan`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ barcode, clientScanId: `${Date.now()}_${randomUUID().replaceAll("-", "").slice(0, 8)}` }),
  });
  if (!response.ok) throw new Error(`POST /api/scan answered ${response.status}: ${await response.text()}`);
  const { scannedProduct } = (await response.json()) as { scannedProduct: { id: string } };
  return scannedProduct.id;
}
