import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";

import { errorMessage } from "./error-message";

function trpcError(httpStatus: number | undefined, message: string) {
  return TRPCClientError.from({
    error: { code: -32600, message, data: httpStatus === undefined ? {} : { httpStatus, code: "BAD_REQUEST" } },
  });
}

describe("errorMessage", () => {
  it("formats a tRPC error as status, colon, space and message", () => {
    expect(errorMessage(trpcError(401, "Please log in first."))).toBe("401: Please log in first.");
  });

  it("falls back to the message when the status is unknown (e.g. a network failure)", () => {
    expect(errorMessage(trpcError(undefined, "Failed to fetch"))).toBe("Failed to fetch");
  });

  it("uses the message of any other error and stringifies the rest", () => {
    expect(errorMessage(new Error("boom"))).toBe("boom");
    expect(errorMessage("plain")).toBe("plain");
  });
});
