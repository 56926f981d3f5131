import { TRPCClientError } from "@trpc/client";

import type { AppRouter } from "@productcheck/api/root";

/**
 * The text of a failed call per SPEC §8: "status: body". A tRPC error carries the HTTP status
 * in `data.httpStatus` and the server's message as its body text.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const { data, message } = error as TRPCClientError<AppRouter>;
    return data?.httpStatus === undefined ? message : `${data.httpStatus}: ${message}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
