// One autocannon run, in a process of its own so that the load generator shares neither the
// server's nor the driver's event loop. Called by api-throughput.ts with a JSON job as its only
// argument; prints one JSON line with the outcome.
//
// A scan job walks a list of guests round-robin (each request takes the next guest, so concurrent
// requests rarely share a guest's row lock) and gives every request its own clientScanId; each guest
// goes through its barcodes in order and starts again at the end (so a one-barcode list re-scans).
import { readFileSync } from "node:fs";

import autocannon from "autocannon";

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  /** Constant offered load (requests/s over all connections); unset = as fast as the server answers. */
  overallRate?: number;
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
}

const job = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as LoadJob;

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function clientScanId(sequence: number): string {
  let tail = "";
  for (let n = sequence, i = 0; i < 8; i++, n = Math.floor(n / letters.length)) tail = letters[n % letters.length] + tail;
  return `${Date.now()}_${tail}`;
}

function requests(): autocannon.Request[] {
  if (job.get) return [{ method: "GET", path: job.get.path, headers: job.get.headers }];
  const scan = job.scan;
  if (!scan) throw new Error("a job needs `get` or `scan`");
  const used = scan.guests.map(() => 0);
  let sequence = Math.floor(Math.random() * 1e9);
  let next = 0;
  return [
    {
      method: "POST",
      path: "/api/scan",
      setupRequest: (request) => {
        const index = next++ % scan.guests.length;
        const guest = scan.guests[index]!;
        const barcode = guest.barcodes[used[index]! % guest.barcodes.length]!;
        used[index]! += 1;
        return {
          ...request,
          headers: {
            origin: scan.origin,
            cookie: guest.cookie,
            "content-type": "application/json",
            ...(guest.network ? { "x-forwarded-for": guest.network } : {}),
          },
          body: JSON.stringify({ barcode, clientScanId: clientScanId(sequence++) }),
        };
      },
    },
  ];
}

const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  overallRate: job.overallRate,
  requests: requests(),
});
const statusCodes: Record<string, number> = {};
for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = count.count ?? 0;
const outcome: LoadResult = {
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
};
console.info(JSON.stringify(outcome));
