// dev-only (not committed): node hammer.tmp.mjs <port> <pid> <seconds> [path-kind]
import autocannon from "autocannon";
import { readFileSync } from "node:fs";
const [port, pid, seconds = "5", kind = "product"] = process.argv.slice(2);
const origin = `http://127.0.0.1:${port}`;
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" "); return (Number(f[11]) + Number(f[12])) * 10; };
const r = await fetch(`${origin}/api/scan`, { method: "POST", headers: { origin, "content-type": "application/json", "x-forwarded-for": "10.9.9.9" }, body: JSON.stringify({ barcode: "3017620422003", clientScanId: `${Date.now()}_abcdefgh` }) });
const body = await r.json();
const cookie = r.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const path = kind === "user" ? "/api/user" : kind === "alt" ? `/api/scanned-products/${body.scannedProduct.id}/alternatives` : `/api/scanned-products/${body.scannedProduct.id}`;
const one = await fetch(origin + path, { headers: { cookie } }); const text = await one.text();
console.log(one.status, text.length, [...one.headers].map(([k, v]) => k + ": " + v.slice(0, 40)).join(" | "));
await autocannon({ url: origin, connections: 20, duration: 2, requests: [{ method: "GET", path, headers: { cookie } }] });
const c0 = cpu();
const res = await autocannon({ url: origin, connections: 20, duration: Number(seconds), requests: [{ method: "GET", path, headers: { cookie } }] });
const c1 = cpu();
console.log(`${kind}: ${Math.round(res.requests.average)}/s p99 ${res.latency.p99} non2xx ${res.non2xx} cpu ${((c1 - c0) / res.requests.total).toFixed(3)} ms/req`);
