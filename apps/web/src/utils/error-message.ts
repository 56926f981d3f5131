import { TRPCClientError } from "@trpc/client";

import type { AppRouter } from "@productcheck/api/root";

/**
 * The text of a failed call per docs/product.md, Messages: "status: body". A tRPC error carries the HTTP status
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

interface Issue {
  path?: PropertyKey[];
  message?: string;
}

/**
 * The server's own reason for refusing a call (a 4xx: "Please wait 42 seconds…", "That code is not
 * right. 3 tries left."), to show under a toast's fixed text; null for anything else (5xx, network).
 * Input validation errors arrive as a JSON list of issues and are read as "field: message".
 */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status = (error as TRPCClientError<AppRouter>).data?.httpStatus;
  if (status === undefined || status < 400 || status >= 500) return null;
  const { message } = error;
  if (!message.trimStart().startsWith("[")) return message;
  try {
    const issues = JSON.parse(message) as Issue[];
    return issues
      .map((issue) => (issue.path?.length ? `${issue.path.map(String).join(".")}: ${issue.message}` : String(issue.message)))
      .join("; ");
  } catch {
    return message;
  }
}
