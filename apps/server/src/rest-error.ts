import { INTERNAL_ERROR_MESSAGE } from "@productcheck/api/trpc";
import type { TApiError } from "@productcheck/validators/api-error";

interface Issue {
  path?: (string | number)[];
  message?: string;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  402: "PAYMENT_REQUIRED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

/** Input validation errors name each field and what is wrong with it. */
function describeIssues(issues: Issue[]): string {
  return issues
    .map((issue) => (issue.path?.length ? `${issue.path.join(".")}: ${issue.message}` : String(issue.message)))
    .join("; ");
}

/** Turns any error body leaving /api (tRPC error shapes included) into `{ message, code }`. */
export function toRestError(payload: string, status: number): TApiError {
  let body: { message?: unknown; code?: unknown; issues?: unknown } = {};
  try {
    body = JSON.parse(payload) as typeof body;
  } catch {
    // not JSON: fall back to the status below
  }
  const code = typeof body.code === "string" ? body.code : (CODE_BY_STATUS[status] ?? "INTERNAL_SERVER_ERROR");
  // An unexpected failure says nothing about itself (the procedures' errorFormatter already blanks
  // it; this also covers Fastify's own 500s); a deliberate 5xx (503 "Payments are not configured on
  // this server") keeps its message.
  if (status === 500) return { message: INTERNAL_ERROR_MESSAGE, code: "INTERNAL_SERVER_ERROR" };
  if (Array.isArray(body.issues) && body.issues.length > 0) {
    return { message: `Invalid input: ${describeIssues(body.issues as Issue[])}`, code };
  }
  return { message: typeof body.message === "string" ? body.message : "Request failed", code };
}
