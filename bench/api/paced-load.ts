// A constant offered load, paced evenly: one request every 1000/rate ms, whatever the answers do (an
// open loop, as independent shoppers are), over at most `connections` keep-alive connections.
//
// Why not autocannon's `overallRate` (docs/performance.md, "p99 at 200 requests/s"): autocannon 9
// gives each connection a budget of rate/connections requests a second, refilled by a 1-second
// timer per connection, all started together; a connection spends its budget back to back as soon
// as it is refilled. At 200/s over 20 connections that is 200 requests in a burst at the top of
// each second, 20 at a time, then nothing: a full-concurrency run for the first tens of ms of every
// second. And it "corrects" for coordinated omission with an expected interval of
// `Math.ceil(1 / rate)` — 1 ms, where the connection's real interval is 1000 / rate ms — so each
// answer of L ms is recorded L times (L, L−1, …, 1 ms), which weights slow answers by their length.
//
// Here each request's latency runs from the moment it was due, so a generator or a pool that falls
// behind shows in the figure (no coordinated omission), and how late the generator itself sent each
// request is reported beside it (`sendLag`) to tell the load generator's share from the server's.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

import { percentile } from "../support/stats";

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedOutcome {
  /** Each answered request's latency from when it was due (ms), in the order answered. */
  latencies: number[];
  /** How late each request left the generator behind its schedule (ms): the timer's and the loop's delay. */
  sendLags: number[];
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** When request `index` is due, in ms after the start: evenly spaced, `1000 / rate` apart. */
export function dueAt(index: number, rate: number): number {
  return (index * 1000) / rate;
}

export async function pacedLoad(
  options: { url: string; connections: number; seconds: number; rate: number },
  nextRequest: () => PacedRequest,
): Promise<PacedOutcome> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const outcome: PacedOutcome = { latencies: [], sendLags: [], statusCodes: {}, errors: 0, timeouts: 0 };
  const total = Math.round(options.rate * options.seconds);
  const answered: Promise<void>[] = [];
  const start = performance.now();
  for (let index = 0; index < total; ) {
    const wait = start + dueAt(index, options.rate) - performance.now();
    // setTimeout wakes up to ~1 ms late; every request due by then leaves at once, its lag recorded.
    if (wait > 0) await sleep(wait);
    const now = performance.now();
    for (; index < total && start + dueAt(index, options.rate) <= now; index++) {
      const due = start + dueAt(index, options.rate);
      outcome.sendLags.push(now - due);
      answered.push(send(agent, target, nextRequest(), due, outcome));
    }
  }
  await Promise.all(answered);
  agent.destroy();
  return outcome;
}

function send(agent: http.Agent, target: URL, request: PacedRequest, due: number, outcome: PacedOutcome): Promise<void> {
  return new Promise((resolve) => {
    const headers = request.body === undefined ? request.headers : { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) };
    const call = http.request(
      { agent, hostname: target.hostname, port: target.port, method: request.method, path: request.path, headers, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on("end", () => {
          outcome.latencies.push(performance.now() - due);
          const code = String(response.statusCode);
          outcome.statusCodes[code] = (outcome.statusCodes[code] ?? 0) + 1;
          resolve();
        });
      },
    );
    let timedOut = false;
    call.on("timeout", () => {
      timedOut = true;
      outcome.timeouts += 1;
      call.destroy();
    });
    call.on("error", () => {
      if (!timedOut) outcome.errors += 1;
      resolve();
    });
    call.end(request.body);
  });
}

/** Percentiles of a list of ms, to 0.1 ms. */
export function latencyPercentiles(samples: readonly number[]): { p50: number; p90: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p) * 10) / 10;
  return { p50: at(50), p90: at(90), p99: at(99), max: at(100) };
}
