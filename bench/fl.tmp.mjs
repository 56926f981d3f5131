import autocannon from "autocannon";
import { readFileSync } from "node:fs";
const [port, pid] = process.argv.slice(2);
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" "); return (Number(f[11]) + Number(f[12])) * 10; };
const o = { url: `http://127.0.0.1:${port}`, connections: 20, requests: [{ method: "GET", path: "/x", headers: { cookie: "__Host-pc_guest=abcdefghijklmnopqrstuvwxyz0123456789abcdefgh" } }] };
await autocannon({ ...o, duration: 2 });
const c0 = cpu();
const res = await autocannon({ ...o, duration: 5 });
console.log(`${Math.round(res.requests.average)}/s cpu ${((cpu() - c0) / res.requests.total).toFixed(4)} ms/req`);
