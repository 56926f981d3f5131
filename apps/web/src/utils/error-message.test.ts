import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";

import { errorMessage, refusalReason } from "./error-message";

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

describe("refusalReason", () => {
  it("passes on the server's reason for a 4xx refusal", () => {
    expect(refusalReason(trpcError(429, "Please wait 42 seconds before requesting another one."))).toBe(
      "Please wait 42 seconds before requesting another one.",
    );
    expect(refusalReason(trpcError(400, "That code is not right. 3 tries left."))).toBe("That code is not right. 3 tries left.");
  });

  it("reads input validation issues as field and message", () => {
    const issues = JSON.stringify([
      { code: "too_small", path: ["name"], message: "Product name is required" },
      { code: "invalid_format", path: ["country"], message: "Country must be a two-letter code such as SE" },
    ]);
    expect(refusalReason(trpcError(400, issues))).toBe(
      "name: Product name is required; country: Country must be a two-letter code such as SE",
    );
  });

  it("says nothing for server errors, network failures and other errors", () => {
    expect(refusalReason(trpcError(500, "Internal server error"))).toBeNull();
    expect(refusalReason(trpcError(undefined, "Failed to fetch"))).toBeNull();
    expect(refusalReason(new Error("boom"))).toBeNull();
  });
});
