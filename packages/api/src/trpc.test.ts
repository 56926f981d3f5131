import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { describe, expect, it } from "vitest";

import { AppError, type AppErrorCode } from "./services/shared/app-error";
import { testConfig } from "./testing/test-helpers";
import { createCallerFactory, createContextInner, createTRPCRouter, publicProcedure, toTRPCError } from "./trpc";

describe("toTRPCError", () => {
  it.each<[AppErrorCode, string, number]>([
    ["INVALID", "BAD_REQUEST", 400],
    ["UNAUTHORIZED", "UNAUTHORIZED", 401],
    ["PAYMENT_REQUIRED", "PAYMENT_REQUIRED", 402],
    ["FORBIDDEN", "FORBIDDEN", 403],
    ["NOT_FOUND", "NOT_FOUND", 404],
    ["CONFLICT", "CONFLICT", 409],
    ["UNPROCESSABLE", "UNPROCESSABLE_CONTENT", 422],
    ["RATE_LIMITED", "TOO_MANY_REQUESTS", 429],
    ["UNAVAILABLE", "SERVICE_UNAVAILABLE", 503],
  ])("maps AppError %s to tRPC's %s (HTTP %i), keeping its message and itself as the cause", (code, trpcCode, status) => {
    const appError = new AppError(code, "Said to the user.");
    const error = toTRPCError(appError);
    expect(error.code).toBe(trpcCode);
    expect(getHTTPStatusCodeFromError(error)).toBe(status);
    expect(error.message).toBe("Said to the user.");
    expect(error.cause).toBe(appError);
  });

  it("keeps the wait of a rate limit on the AppError", () => {
    const error = toTRPCError(new AppError("RATE_LIMITED", "Please wait 42 seconds.", { retryAfterSeconds: 42 }));
    expect(error.cause).toMatchObject({ retryAfterSeconds: 42 });
  });

  it("makes anything else an internal error", () => {
    expect(toTRPCError(new Error("a bug")).code).toBe("INTERNAL_SERVER_ERROR");
  });
});

describe("procedures", () => {
  const router = createTRPCRouter({
    refused: publicProcedure.query(() => {
      throw new AppError("FORBIDDEN", "Not yours.");
    }),
    broken: publicProcedure.query(() => {
      throw new Error("connection string postgres://secret");
    }),
  });
  const caller = createCallerFactory(router)(
    createContextInner({
      config: testConfig,
      principal: { kind: "guest", guest: null },
      request: { ip: "127.0.0.1", userAgent: undefined, acceptLanguage: undefined, sameOrigin: true },
    } as Parameters<typeof createContextInner>[0]),
  );

  it("throw a service's AppError to callers as the matching TRPCError", async () => {
    await expect(caller.refused()).rejects.toMatchObject({ name: "TRPCError", code: "FORBIDDEN", message: "Not yours." });
  });

  it("throw anything else as an internal error", async () => {
    await expect(caller.broken()).rejects.toMatchObject({ name: "TRPCError", code: "INTERNAL_SERVER_ERROR" });
  });
});
