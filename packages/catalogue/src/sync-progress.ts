// How `pnpm catalog:sync` shows a download's progress: a progress bar (cli-progress) on a terminal,
// and on anything else (a log file, CI) one line now and then, which a bar's redraws would garble.
import cliProgress from "cli-progress";

import type { SyncProgress } from "./catalogue-sync";

const count = (value: number): string => value.toLocaleString("en-US");
const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** A bar over the file's bytes (when its size is known), with rows read and products written. */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): SyncProgress {
  let bar: cliProgress.SingleBar | undefined;
  let known = false;
  return {
    start(label, totalBytes) {
      known = totalBytes !== null;
      bar = new cliProgress.SingleBar(
        {
          stream,
          format: known
            ? `${label} [{bar}] {percentage}% | {mb} | {rows} rows, {imported} written | ETA {eta_formatted}`
            : `${label} {mb} | {rows} rows, {imported} written | {duration_formatted}`,
          hideCursor: true,
          etaBuffer: 50,
          // While the bytes stand still (the last of a file is being written) there is no estimate.
          formatTime: (seconds, options, roundTo) =>
            Number.isFinite(seconds) ? cliProgress.Format.TimeFormat(seconds, options, roundTo) : "-",
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(totalBytes ?? 1, 0, { mb: megabytes(0), rows: "0", imported: "0" });
    },
    update({ bytes, rows, imported }) {
      bar?.update(known ? bytes : 0, { mb: megabytes(bytes), rows: count(rows), imported: count(imported) });
    },
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}

/** One line per `everyMs` (default 10 s) while a file downloads, and one when it is done. */
export function lineProgress(log: (message: string) => void, everyMs = 10_000): SyncProgress {
  let label = "";
  let total: number | null = null;
  let last = 0;
  let latest = { bytes: 0, rows: 0, imported: 0 };
  const line = (): string => {
    const share = total ? ` of ${megabytes(total)} (${Math.floor((latest.bytes * 100) / total)} %)` : "";
    return `catalogue sync: ${label}: ${megabytes(latest.bytes)}${share}, ${count(latest.rows)} rows read, ${count(latest.imported)} written`;
  };
  return {
    start(name, totalBytes) {
      label = name;
      total = totalBytes;
      last = performance.now();
      latest = { bytes: 0, rows: 0, imported: 0 };
    },
    update(state) {
      latest = state;
      const now = performance.now();
      if (now - last >= everyMs) {
        last = now;
        log(line());
      }
    },
    stop() {
      log(line());
    },
  };
}
