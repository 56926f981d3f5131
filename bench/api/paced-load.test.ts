import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

import { afterEach, describe, expect, it } from "vitest";

import { dueAt, latencyPercentiles, pacedLoad } from "./paced-load";

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server that answers each request after `delayMs`, recording when each arrived. */
async function recordingServer(delayMs: number): Promise<{ url: string; arrivals: number[] }> {
  const arrivals: number[] = [];
  server = createServer((request, response) => {
    arrivals.push(performance.now());
    request.resume();
    setTimeout(() => response.end("{}"), delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", () => resolve()));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, arrivals };
}

const get = () => ({ method: "GET", path: "/", headers: {} });

describe("pacedLoad", () => {
  it("spaces requests 1000/rate ms apart", () => {
    expect([0, 1, 200].map((index) => dueAt(index, 200))).toEqual([0, 5, 1000]);
  });

  it("offers the rate evenly over the second, not in a burst at its start", async () => {
    const { url, arrivals } = await recordingServer(0);
    const outcome = await pacedLoad({ url, connections: 20, seconds: 1, rate: 200 }, get);
    expect(outcome.latencies).toHaveLength(200);
    expect(outcome.statusCodes).toEqual({ "200": 200 });
    // Evenly: 10 requests in any 50 ms. autocannon's `overallRate` sends all 200 in the first few ms.
    // Timers on a busy machine slip and bunch a few, hence the margin.
    const first = arrivals[0]!;
    const inFirst50Ms = arrivals.filter((at) => at - first < 50).length;
    expect(inFirst50Ms).toBeLessThan(40);
    expect(arrivals.at(-1)! - first).toBeGreaterThan(900);
  });

  it("counts a request's wait for a busy connection in its latency (no coordinated omission)", async () => {
    // One connection, 20 ms an answer, a request due every 10 ms: the queue grows by one every 20 ms,
    // so the 30th request, due at 290 ms, is answered at ~600 ms.
    const { url } = await recordingServer(20);
    const outcome = await pacedLoad({ url, connections: 1, seconds: 0.3, rate: 100 }, get);
    expect(outcome.latencies).toHaveLength(30);
    expect(latencyPercentiles(outcome.latencies).max).toBeGreaterThan(200);
  });
});
