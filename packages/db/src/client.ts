// The Prisma client and everything generated from prisma/schema.prisma (model types, enums, the
// `Prisma` namespace), for other packages: `import { type Db, Prisma } from "@productcheck/db/client"`.
import type { PrismaClient } from "./generated/prisma/client";

export * from "./generated/prisma/client";

/** The database handle services take. */
export type Db = PrismaClient;
