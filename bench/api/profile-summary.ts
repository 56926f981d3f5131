// Where a loaded server's time went: sums a V8 CPU profile (`bench:api --cpu-prof <folder>`, or
// `node --cpu-prof`) by function over the loaded stretch and prints the top functions by self time and
// by inclusive time (each function counted once per sampled stack), per request when given a count.
//   pnpm --filter @productcheck/bench exec tsx api/profile-summary.ts <file.cpuprofile>
//     [--seconds 7] [--requests <answered in those seconds>] [--top 40]
// The stretch is the `--seconds` before the last sample that was answering a request (Fastify's
// `onSendEnd` on its stack), less a second for the shutdown. `writev` is wall time in the socket write,
// which includes waiting for the CPU on a busy machine; `(idle)` is left out.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: "string", default: "7" }, requests: { type: "string" }, top: { type: "string", default: "40" } },
});
const file = positionals[0];
if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [--seconds 7] [--requests n] [--top 40]");
const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
const windowUs = Number(values.seconds) * 1e6;
const requests = values.requests ? Number(values.requests) : undefined;
const top = Number(values.top);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  `${functionName || "(anonymous)"} ${url.replace(/.*node_modules\//, "")}:${lineNumber}`;
function* stackOf(id: number) {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) yield nodes.get(at)!;
}

let clock = profile.startTime;
const times = profile.timeDeltas.map((delta) => (clock += delta));
let lastAnswer = 0;
profile.samples.forEach((id, i) => {
  if ([...stackOf(id)].some((node) => node.callFrame.functionName === "onSendEnd")) lastAnswer = times[i]!;
});
const [from, to] = [lastAnswer - windowUs - 1e6, lastAnswer - 1e6];

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, i) => {
  if (times[i]! < from || times[i]! > to) return;
  const spent = profile.timeDeltas[i + 1] ?? 0;
  const leaf = nodes.get(id)!;
  if (leaf.callFrame.functionName === "(idle)") return;
  busy += spent;
  self.set(nameOf(leaf), (self.get(nameOf(leaf)) ?? 0) + spent);
  for (const name of new Set([...stackOf(id)].map(nameOf))) {
    if (!name.startsWith("(root)")) inclusive.set(name, (inclusive.get(name) ?? 0) + spent);
  }
});

const format = (us: number) => (requests ? `${(us / requests).toFixed(1).padStart(7)} µs/request` : `${((us / busy) * 100).toFixed(1).padStart(5)} %`);
const print = (title: string, totals: Map<string, number>) => {
  console.info(`— ${title}`);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) console.info(`${format(us)}  ${name}`);
};
console.info(`${file}: ${(busy / 1e6).toFixed(2)} s busy in ${values.seconds} s` + (requests ? `, ${(busy / requests).toFixed(1)} µs a request` : ""));
print("self time", self);
print("inclusive time", inclusive);
