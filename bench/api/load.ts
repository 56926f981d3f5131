// One load run, in a process of its own so that the load generator shares neither the server's nor
// the driver's event loop. Called by api-throughput.ts with a JSON job as its only argument; prints
// one JSON line with the outcome.
//
// As fast as the server answers: autocannon, `connections` connections each sending its next request
// when the last is answered. At a constant offered load (`overallRate`): requests sent evenly, one
// every 1000/rate ms (paced-load.ts, which says why not autocannon's own rate); `pacing: "autocannon"`
// keeps autocannon's, to compare with earlier rounds' figures.
//
// A scan job walks a list of guests round-robin (each request takes the next guest, so concurrent
// requests rarely share a guest's row lock) and gives every request its own clientScanId; each guest
// goes through its barcodes in order and starts again at the end (so a one-barcode list re-scans).
import { readFileSync } from "node:fs";

import autocannon from "autocannon";

import { latencyPercentiles, pacedLoad, type PacedRequest } from "./paced-load";

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  /** Constant offered load (requests/s over all connections); unset = as fast as the server answers. */
  overallRate?: number;
  /** How a constant load is offered: evenly (the default) or by autocannon's per-second budgets (bursts). */
  pacing?: "even" | "autocannon";
  /** A GET with these headers, or a scan by guests. */
  get?: { path: string; headers: Record<string, string> };
  scan?: { origin: string; guests: { cookie: string; barcodes: string[]; network?: string }[] };
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** How the load was offered: "closed" (as fast as answered), or a constant rate "even" or "autocannon". */
  pacing: "closed" | "even" | "autocannon";
  /** Evenly paced: how late the generator sent requests behind their schedule (ms), p99 and max. */
  sendLag?: { p99: number; max: number };
  /** autocannon's constant rate: the answers' own latencies, without its coordinated-omission samples. */
  measuredLatency?: { p50: number; p90: number; p99: number; max: number };
}

const job = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as LoadJob;

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function clientScanId(sequence: number): string {
  let tail = "";
  for (let n = sequence, i = 0; i < 8; i++, n = Math.floor(n / letters.length)) tail = letters[n % letters.length] + tail;
  return `${Date.now()}_${tail}`;
}

/** The job's requests one after another: the same GET, or the next guest's next barcode. */
function requestSource(): () => PacedRequest {
  if (job.get) {
    const get = job.get;
    return () => ({ method: "GET", path: get.path, headers: get.headers });
  }
  const scan = job.scan;
  if (!scan) throw new Error("a job needs `get` or `scan`");
  const used = scan.guests.map(() => 0);
  let sequence = Math.floor(Math.random() * 1e9);
  let next = 0;
  return () => {
    const index = next++ % scan.guests.length;
    const guest = scan.guests[index]!;
    const barcode = guest.barcodes[used[index]! % guest.barcodes.length]!;
    used[index]! += 1;
    return {
      method: "POST",
      path: "/api/scan",
      headers: {
        origin: scan.origin,
        cookie: guest.cookie,
        "content-type": "application/json",
        ...(guest.network ? { "x-forwarded-for": guest.network } : {}),
      },
      body: JSON.stringify({ barcode, clientScanId: clientScanId(sequence++) }),
    };
  };
}

async function runAutocannon(nextRequest: () => PacedRequest): Promise<LoadResult> {
  const request: autocannon.Request = job.get
    ? { method: "GET", path: job.get.path, headers: job.get.headers }
    : { method: "POST", path: "/api/scan", setupRequest: (base) => ({ ...base, ...nextRequest() }) as typeof base };
  const options = { url: job.url, connections: job.connections, duration: job.seconds, overallRate: job.overallRate, requests: [request] };
  // Each answer's own latency, to set beside autocannon's corrected histogram at a constant rate.
  const measured: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)));
    if (job.overallRate !== undefined) instance.on("response", (_client, _status, _bytes, responseTime) => measured.push(responseTime));
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = count.count ?? 0;
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.total / job.seconds),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    pacing: job.overallRate === undefined ? "closed" : "autocannon",
    ...(job.overallRate === undefined ? {} : { measuredLatency: latencyPercentiles(measured) }),
  };
}

async function runEvenlyPaced(nextRequest: () => PacedRequest, rate: number): Promise<LoadResult> {
  const outcome = await pacedLoad({ url: job.url, connections: job.connections, seconds: job.seconds, rate }, nextRequest);
  const answered = Object.values(outcome.statusCodes).reduce((sum, count) => sum + count, 0);
  const ok = Object.entries(outcome.statusCodes).reduce((sum, [code, count]) => sum + (code.startsWith("2") ? count : 0), 0);
  const lag = latencyPercentiles(outcome.sendLags);
  return {
    requests: answered,
    rps: Math.round(answered / job.seconds),
    ...latencyPercentiles(outcome.latencies),
    non2xx: answered - ok,
    errors: outcome.errors,
    timeouts: outcome.timeouts,
    statusCodes: outcome.statusCodes,
    pacing: "even",
    sendLag: { p99: lag.p99, max: lag.max },
  };
}

const nextRequest = requestSource();
const outcome =
  job.overallRate !== undefined && job.pacing !== "autocannon" ? await runEvenlyPaced(nextRequest, job.overallRate) : await runAutocannon(nextRequest);
console.info(JSON.stringify(outcome));
