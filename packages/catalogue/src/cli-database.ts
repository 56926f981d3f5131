// What the catalogue commands (`pnpm catalog:import`, `pnpm catalog:sync`) share: the caller's folder
// and .env, and the database they write to — DATABASE_URL, or else the embedded one in DATA_DIR,
// migrated, and seeded with the shipped catalogue when it is new, as on the server's first start (the
// server syncs the brand registry into it when it starts).
import { existsSync } from "node:fs";
import path from "node:path";

import { type Database, openDatabase } from "@productcheck/db/database";

import { seedCatalogue } from "./seed-catalogue";

/** The folder the command was run from (pnpm runs package scripts in the package folder), with its .env loaded. */
export function callerDirectory(): string {
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  for (const file of [path.join(callerDir, ".env"), path.resolve(import.meta.dirname, "../../../.env")]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
  return callerDir;
}

/** Opens the catalogue's database (see the top of this file); `command` names it in the first log line. */
export async function openCatalogueDatabase(callerDir: string, command: string, log: (message: string) => void): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(callerDir, process.env.DATA_DIR || "./data");
  log(databaseUrl ? `${command}: into DATABASE_URL` : `${command}: into the embedded database in ${dataDir}`);
  return openDatabase({
    databaseUrl,
    dataDir,
    log,
    seed: async (db) => {
      await seedCatalogue(db, { log });
    },
  });
}

/** A whole number above 0 from an option, or undefined when it was not given. */
export function positiveInteger(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!(Number.isInteger(number) && number > 0)) throw new Error(`${option} must be a positive whole number, not "${value}"`);
  return number;
}
