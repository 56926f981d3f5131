import { Writable } from "node:stream";

import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer } from "./testing/test-server";

// Every answer leaves once: the REST adapter's handler used to resolve before its reply was sent,
// so Fastify sent again and logged "Reply was already sent" and "Cannot write headers after they
// are sent" on every GET /api/user.
let server: Awaited<ReturnType<typeof startTestServer>>;
const lines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  server = await startTestServer({ logger: pino({ level: "debug" }, sink) });
});
afterAll(async () => {
  await server.close();
});

const encodings = [
  ["without Accept-Encoding", {}],
  ["with Accept-Encoding", { "accept-encoding": "br, gzip, deflate" }],
] as const;

/** The log lines of one request, once it has been answered and logged. */
async function logOf(path: string, headers: Record<string, string>, expectedStatus: number) {
  lines.length = 0;
  const response = await server.request(path, { headers });
  expect(response.status).toBe(expectedStatus);
  const body: unknown = await response.json();
  for (let waited = 0; waited < 1000 && !lines.some((line) => line.includes("request completed")); waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { body, lines: [...lines] };
}

describe("every answer is sent once", () => {
  it.each(encodings)("GET /api/user %s", async (_name, headers) => {
    const { body, lines: log } = await logOf("/api/user", headers, 200);
    expect(body).toEqual({ id: 0, scansRemaining: 3, email: null, isAdmin: false });
    expect(log.filter((line) => /already sent|Cannot write headers|ERR_HTTP_HEADERS_SENT/i.test(line))).toEqual([]);
    expect(log.filter((line) => line.includes("request completed"))).toHaveLength(1);
  });

  it.each(encodings)("a REST error and a tRPC query %s", async (_name, headers) => {
    for (const [path, status] of [["/api/scanned-products/nothing-here", 404], ["/trpc/user.me", 200], ["/api/auth/status", 200]] as const) {
      const { lines: log } = await logOf(path, headers, status);
      expect(log.filter((line) => /already sent|Cannot write headers|ERR_HTTP_HEADERS_SENT/i.test(line))).toEqual([]);
    }
  });
});
