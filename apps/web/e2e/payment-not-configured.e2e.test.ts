import { afterAll, describe, expect, it } from "vitest";

import { startTestSmtpServer } from "@productcheck/api/testing/test-smtp-server";
import { createTestDatabaseConfig } from "@productcheck/db/testing/test-database";

import { browserSuite } from "./support/browser";
import { SERVER_ENTRY, startProductionServer } from "./support/production-server";

// A second production server, like the shared one but without Stripe keys (startProductionServer
// blanks them): started while this file is collected, since the browser suite needs its address.
const database = await createTestDatabaseConfig({ empty: true });
const smtp = await startTestSmtpServer();
const server = await startProductionServer({ entry: SERVER_ENTRY, database, env: { SMTP_URL: smtp.url } }).catch(
  async (error: unknown) => {
    await smtp.close();
    await database.dispose();
    throw error;
  },
);

afterAll(async () => {
  await server.stop();
  await smtp.close();
  await database.dispose();
});

const pages = browserSuite(server.baseUrl, { acceptCookies: true });

describe("donations on a server without Stripe keys", () => {
  it("says payments are not configured and offers no Donate button or card form", async () => {
    const page = await pages.openPage("/payment");
    const notice = page.getByRole("alert").filter({ hasText: "Payments are not configured on this server" });
    await notice.waitFor();
    expect(await page.getByRole("heading", { name: "Support Our Platform" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /^Donate/ }).count()).toBe(0);
    expect(await page.getByLabel("Card number").count()).toBe(0);
  });

  it("answers create-payment-intent with 503 and its reason", async () => {
    const page = await pages.openPage("/payment");
    pages.expectError(/status of 503/);
    const answer = await page.evaluate(async () => {
      const response = await fetch("/api/create-payment-intent", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ amount: 1 }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    });
    expect(answer).toMatchObject({ status: 503, body: { message: "Payments are not configured on this server" } });
  });
});
