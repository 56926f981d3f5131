import path from "node:path";

import { defineConfig } from "prisma/config";

// `prisma generate` never runs the schema engine, but the CLI looks for it and would try to download it.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;

export default defineConfig({
  schema: path.join(import.meta.dirname, "../../prisma/schema.prisma"),
  migrations: { path: path.join(import.meta.dirname, "../../prisma/migrations") },
});
