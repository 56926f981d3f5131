import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir?: string;
}

export interface ProductionServer {
  baseUrl: string;
  /** Everything the server printed so far (pino JSON lines). */
  output: () => string;
  stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/** The built server (`pnpm build` at the repository root) and the web app it serves. */
export const SERVER_ENTRY = fileURLToPath(new URL("../../../server/dist/main.js", import.meta.url));
export const WEB_INDEX = fileURLToPath(new URL("../../dist/index.html", import.meta.url));

/** A free TCP port on the loopback interface (asks the OS, then releases it for the server). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts `node <entry>` the way production runs it (NODE_ENV=production, serving the built web app)
 * on a free loopback port with the given database, and waits until GET /readyz answers 200.
 */
export async function startProductionServer({
  entry,
  database,
  env = {},
}: {
  entry: string;
  database: DatabaseConfig;
  /** More environment for the server (e.g. OFF_BASE_URLS of a local test server, SMTP_URL). */
  env?: Record<string, string>;
}): Promise<ProductionServer> {
  if (!existsSync(entry)) throw new Error(`${entry} does not exist: run \`pnpm build\` at the repository root first.`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server reads ./.env and writes ./data relative to its working directory: give it an empty one.
  const workDir = mkdtempSync(path.join(tmpdir(), "productcheck-e2e-"));
  const chunks: string[] = [];
  const output = () => chunks.join("");

  const child = spawn(process.execPath, [entry], {
    cwd: workDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_ORIGIN: baseUrl,
      // Empty values still count as set, so a developer's .env cannot point the tests at a real database.
      DATABASE_URL: database.databaseUrl ?? "",
      DATA_DIR: database.dataDir ?? path.join(workDir, "data"),
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      // Tests never reach the internet: live lookups are off unless a test server is given.
      OFF_BASE_URLS: "",
      OPENAI_API_KEY: "",
      // Payments are off unless a test gives the keys of a Stripe test server.
      STRIPE_SECRET_KEY: "",
      STRIPE_PUBLISHABLE_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      STRIPE_API_BASE: "",
      ...env,
    },
  });
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));

  const stop = async () => {
    await stopProcess(child);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n----- server output -----\n${output() || "(nothing)"}\n-------------------------`, {
      cause: error,
    });
  }
  return { baseUrl, output, stop };
}

/**
 * Checks that the server serves the built web app: the page (as a browser asks for it) and its
 * entry script. Without this, a broken static setup shows up only as every browser test timing out.
 */
export async function assertServesWebApp(server: ProductionServer): Promise<void> {
  const page = await fetch(`${server.baseUrl}/scanner`, { headers: { accept: "text/html" } });
  const html = await page.text();
  const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  const problem =
    page.status !== 200
      ? `GET /scanner answered ${page.status}`
      : entry === undefined
        ? "GET /scanner is not the web app's index.html"
        : await fetch(new URL(entry, server.baseUrl)).then((script) =>
            script.status === 200 ? undefined : `GET ${entry} (the app's entry script) answered ${script.status}`,
          );
  if (problem) {
    throw new Error(`The server does not serve the built web app: ${problem}.\n----- server output -----\n${server.output()}`);
  }
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready.`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `GET /readyz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s (${lastProblem}).`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) {
    child.kill("SIGKILL");
    await exited;
  }
}
