// Loads Prisma's schema engine compiled to WebAssembly. The package's entry point imports the .wasm
// as an ES module, which Node 20 cannot do, so the module is instantiated here by hand against the
// package's own JavaScript glue.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";

export type SchemaEngine = glue.SchemaEngine;

// Node has WebAssembly; this package's TypeScript libs (ES2023 + @types/node 20) do not declare it.
declare const WebAssembly: {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: Record<string, unknown> } }>;
};

let instantiated: Promise<void> | undefined;

// The engine reports the reason for a Rust panic here just before it traps with a bare
// "RuntimeError: unreachable", often outside any promise of ours: so print the reason at once.
const panicRegistry = {
  set_message(message: string) {
    console.error(`The schema engine panicked: ${message}`);
  },
};

function instantiate(): Promise<void> {
  instantiated ??= (async () => {
    Object.assign(globalThis, { PRISMA_WASM_PANIC_REGISTRY: panicRegistry });
    const gluePath = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await readFile(path.join(path.dirname(gluePath), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return instantiated;
}

/**
 * Runs `use` with a schema engine that reaches the database through `adapterFactory` (its shadow
 * database too), then frees the engine. `log` receives the engine's own log lines.
 */
export async function withSchemaEngine<T>(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  use: (engine: SchemaEngine) => Promise<T>,
  log: (line: string) => void = () => {},
): Promise<T> {
  await instantiate();
  const engine = await glue.SchemaEngine.new(
    { datamodels: undefined },
    log,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
  try {
    return await use(engine);
  } finally {
    engine.free();
  }
}
