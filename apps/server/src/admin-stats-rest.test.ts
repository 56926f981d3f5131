import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testConfig } from "@productcheck/api/testing/test-helpers";
import { createSession } from "@productcheck/auth/session";

import { startTestServer } from "./testing/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function cookieFor(email: string) {
  const user = await server.db.user.create({ data: { email }, select: { id: true } });
  const { token } = await createSession(server.db, user.id);
  return `pc_session=${token}`;
}

describe("GET /api/admin/stats over HTTP", () => {
  it("answers 401 to a guest, 403 to another account and 200 with the stats to the admin", async () => {
    expect((await server.request("/api/admin/stats")).status).toBe(401);

    const shopper = await cookieFor("shopper@example.com");
    expect((await server.request("/api/admin/stats", { headers: { cookie: shopper } })).status).toBe(403);

    const admin = await cookieFor(testConfig.adminEmail ?? "admin@example.com");
    const response = await server.request("/api/admin/stats", { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { userCount: number; scansPerDay: unknown[]; deviceStats: unknown };
    expect(body).toMatchObject({ userCount: 2, scannedProductCount: 0, deviceStats: { mobile: 0, desktop: 0, tablet: 0 } });
    expect(body.scansPerDay).toHaveLength(30);
  });
});
