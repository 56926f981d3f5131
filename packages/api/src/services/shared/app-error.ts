/**
 * What a service refuses with, in the API's own words (docs/architecture.md, "Errors"). The services know
 * nothing of tRPC or HTTP: `trpc.ts` maps each code to tRPC's, and so to an HTTP status, in one place.
 * Anything else a service throws is an unexpected failure: logged with its cause and answered 500
 * without its message.
 */
export type AppErrorCode =
  /** 400: the request is wrong (a junk barcode, a wrong sign-in code, a bad webhook signature). */
  | "INVALID"
  /** 401: only a signed-in user may do this. */
  | "UNAUTHORIZED"
  /** 402: no scans left to pay with. */
  | "PAYMENT_REQUIRED"
  /** 403: signed in, but not the owner. */
  | "FORBIDDEN"
  /** 404 */
  | "NOT_FOUND"
  /** 409: the thing is not in a state that allows this (a payment that has not succeeded). */
  | "CONFLICT"
  /** 422: well-formed, but it does not add up (a payment that does not match its purchase). */
  | "UNPROCESSABLE"
  /** 429: a rate limit refused it; `retryAfterSeconds` says for how long. */
  | "RATE_LIMITED"
  /** 503: a dependency is missing or unreachable (payments not configured, Stripe down). */
  | "UNAVAILABLE";

export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: AppErrorCode;
  /** For RATE_LIMITED: when a try may succeed again, in seconds (kept for a `Retry-After` header). */
  readonly retryAfterSeconds: number | undefined;

  /** `message` is shown to the user as it is; `cause` is for the log. */
  constructor(code: AppErrorCode, message: string, options: { cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
