// The hooks of a test file that imports catalogue files into databases: one folder of temporary export
// files for the whole file, and a fresh migrated test database for each test.
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

import type { Db } from "@productcheck/db/client";
import { createTestDatabase, type TestDatabase } from "@productcheck/db/testing/test-database";

import { tempFiles, type TempFiles } from "./catalogue-fixtures";

export interface ImportTestbed {
  /** Writes a file into the folder (see TempFiles) and returns its path. */
  write: TempFiles["write"];
  /** The current test's database. */
  readonly db: Db;
}

/** Registers the hooks (call it at the top of a test file) and gives the current folder and database. */
export function importTestbed(): ImportTestbed {
  let files: TempFiles | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    files = await tempFiles();
  });
  afterAll(async () => {
    await files?.remove();
  });
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("importTestbed(): used outside a test");
    return value;
  };
  return {
    write: (...args) => ready(files).write(...args),
    get db() {
      return ready(database).db;
    },
  };
}
