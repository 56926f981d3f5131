import { readFileSync } from "node:fs";

/** A process's CPU time so far (user + system), in ms: utime and stime of /proc/<pid>/stat, in clock ticks (100 a second on Linux); null where /proc or the process is missing. */
export function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
