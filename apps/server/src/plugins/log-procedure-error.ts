import type { TRPCError } from "@trpc/server";
import type { FastifyBaseLogger } from "fastify";

/**
 * What the log keeps of a failed procedure, for both HTTP adapters: an unexpected failure with its
 * cause and stack (the client only reads "Internal server error"), and a dependency that could not be
 * reached (503, e.g. a live product lookup: docs/scan-flow.md) with the reason the client is not told.
 */
export function logProcedureError(log: FastifyBaseLogger, { error, path }: { error: TRPCError; path: string | undefined }): void {
  if (error.code === "INTERNAL_SERVER_ERROR") log.error({ err: error.cause ?? error, path }, "procedure failed");
  else if (error.code === "SERVICE_UNAVAILABLE") log.warn({ err: error.cause ?? error, path }, "dependency unavailable");
}
