import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSession } from "@productcheck/auth/session";
import { computeCheckDigit } from "@productcheck/domain/barcode";

import { startTestServer } from "./testing/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function cookieFor(email: string) {
  const user = await server.db.user.create({ data: { email, scansRemaining: 5 }, select: { id: true } });
  const { token } = await createSession(server.db, user.id);
  return { userId: user.id, cookie: `pc_session=${token}` };
}

function send(method: "GET" | "PATCH", path: string, cookie: string, body?: unknown) {
  return server.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("/api/admin/product-suggestions over HTTP", () => {
  it("approves as the admin (200), refuses another account (403), and rejects approved=maybe (400)", async () => {
    const admin = await cookieFor("admin@example.com");
    const shopper = await cookieFor("shopper@example.com");
    const body = "731000000042";
    const barcode = `${body}${computeCheckDigit(body)}`;
    const product = await server.db.product.create({ data: { barcode, name: "Before", source: "catalogue" }, select: { id: true } });
    const suggestion = await server.db.suggestion.create({
      data: { userId: shopper.userId, productId: product.id, barcode, name: "After", brand: "Arla", country: "SE" },
      select: { id: true },
    });
    const path = `/api/admin/product-suggestions/${suggestion.id}/approval`;

    const forbidden = await send("PATCH", path, shopper.cookie, { isApproved: true });
    expect(forbidden.status).toBe(403);
    expect((await send("PATCH", path, "", { isApproved: true })).status).toBe(401);

    const approved = await send("PATCH", path, admin.cookie, { isApproved: true });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id: suggestion.id, isApproved: true, name: "After" });
    expect(await server.db.product.findUniqueOrThrow({ where: { id: product.id }, select: { name: true, source: true } })).toEqual({
      name: "After",
      source: "suggestion",
    });

    const unapprove = await send("PATCH", path, admin.cookie, { isApproved: false });
    expect(unapprove.status).toBe(409);

    const list = await send("GET", "/api/admin/product-suggestions?approved=true", admin.cookie);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { groupedSuggestions: Record<string, { id: number }[]> }).groupedSuggestions[barcode]).toEqual([
      expect.objectContaining({ id: suggestion.id, isApproved: true }),
    ]);
    const all = await send("GET", "/api/admin/product-suggestions", admin.cookie);
    expect(all.status).toBe(200);

    const maybe = await send("GET", "/api/admin/product-suggestions?approved=maybe", admin.cookie);
    expect(maybe.status).toBe(400);
    expect(await maybe.text()).toContain("approved must be true or false");

    const edit = await send("PATCH", `/api/admin/product-suggestions/${suggestion.id}`, admin.cookie, { name: "  ", country: "SE" });
    expect(edit.status).toBe(400);
    expect(await edit.text()).toContain("Product name is required");
    expect((await send("PATCH", "/api/admin/product-suggestions/2147483648/approval", admin.cookie, { isApproved: true })).status).toBe(400);
    expect((await send("PATCH", "/api/admin/product-suggestions/2000000000/approval", admin.cookie, { isApproved: true })).status).toBe(404);
  });
});
