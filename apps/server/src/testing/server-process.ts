// The real server as a separate process (src/main.ts through tsx), for tests that must kill it the
// way an orchestrator or the kernel does (SIGKILL) and start it again on the same database.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const SERVER_DIR = path.join(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (pino's JSON lines). */
  output: () => string;
  /** Resolves with the origin once the server listens; rejects if the process exits first. */
  listening: Promise<string>;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  kill(): Promise<void>;
}

/** Starts `src/main.ts` on a free loopback port with only the given environment (plus PATH and HOME). */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /on http:\/\/localhost:(\d+)/u.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output.slice(-2000)}`)));
  });
  listening.catch(() => {});
  return {
    child,
    output: () => output,
    listening,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
