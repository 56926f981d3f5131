import { describe, expect, it } from "vitest";

import { copyKey, isCopyKey, isKept, procedureOf, type QueryCopy, sessionEnded, staleResultCopies } from "./query-copies";

const queryKey = (procedure: string, input?: unknown) => [procedure.split("."), { ...(input === undefined ? {} : { input }), type: "query" }];

function copy(procedure: string, fetchedAt: number, input?: unknown): [string, QueryCopy] {
  const key = queryKey(procedure, input);
  return [copyKey(JSON.stringify(key)), { queryKey: key, data: {}, fetchedAt }];
}

describe("which answers are kept", () => {
  it("reads a tRPC query's procedure from its key", () => {
    expect(procedureOf(queryKey("scannedProducts.get", { id: "x" }))).toBe("scannedProducts.get");
    expect(procedureOf(["not-trpc"])).toBeNull();
  });

  it("keeps the sign-in state, the scans left, results, their alternatives and the saved products; nothing else", () => {
    for (const procedure of ["auth.status", "user.me", "scannedProducts.get", "scannedProducts.alternatives", "savedProducts.list"]) {
      expect(isKept(queryKey(procedure)), procedure).toBe(true);
    }
    for (const procedure of ["admin.stats", "payments.config", "scannedProducts"]) expect(isKept(queryKey(procedure)), procedure).toBe(false);
  });

  it("tells copies from the queue in the store", () => {
    expect(isCopyKey(copyKey("[]"))).toBe(true);
    expect(isCopyKey("scan-queue")).toBe(false);
  });
});

describe("staleResultCopies", () => {
  it("drops the oldest results beyond the limit, never the sign-in state or the saved list", () => {
    const copies = [
      copy("scannedProducts.get", 3, { id: "c" }),
      copy("auth.status", 0),
      copy("scannedProducts.get", 1, { id: "a" }),
      copy("savedProducts.list", 0),
      copy("scannedProducts.alternatives", 2, { id: "b" }),
      copy("scannedProducts.get", 4, { id: "d" }),
    ];
    const dropped = staleResultCopies(copies, 2);
    expect(dropped).toEqual([copies[2]![0], copies[4]![0]]);
  });

  it("drops nothing within the limit", () => {
    expect(staleResultCopies([copy("scannedProducts.get", 1, { id: "a" })], 2)).toEqual([]);
  });
});

describe("sessionEnded", () => {
  const signedIn: QueryCopy = { queryKey: queryKey("auth.status"), data: { authenticated: true, userId: 7 }, fetchedAt: 1 };
  const guest: QueryCopy = { ...signedIn, data: { authenticated: false } };

  it("is true when the kept state was signed in and the server now says signed out", () => {
    expect(sessionEnded(signedIn, { authenticated: false })).toBe(true);
  });

  it("is false for a guest staying a guest, a first answer, or a signed-in answer", () => {
    expect(sessionEnded(guest, { authenticated: false })).toBe(false);
    expect(sessionEnded(undefined, { authenticated: false })).toBe(false);
    expect(sessionEnded(signedIn, { authenticated: true, userId: 7 })).toBe(false);
  });
});
