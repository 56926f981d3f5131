import { describe, expect, it } from "vitest";

import type { TUser } from "@productcheck/validators/user";

import { deriveAuthState, isAdmin, type QuerySnapshot } from "./auth-state";

const user = (overrides: Partial<TUser> = {}): TUser => ({ id: 7, scansRemaining: 3, email: "a@b.eu", isAdmin: false, ...overrides });
const pending = { status: "pending", data: undefined } as const;
const failed = { status: "error", data: undefined } as const;
const ok = <T>(data: T): QuerySnapshot<T> => ({ status: "success", data });

describe("deriveAuthState", () => {
  it("is loading while the status call runs", () => {
    expect(deriveAuthState(pending, pending).status).toBe("loading");
  });

  it("is loading while the user call runs for an authenticated browser", () => {
    expect(deriveAuthState(ok({ authenticated: true }), pending).status).toBe("loading");
  });

  it("is signed out for a guest, without waiting for the (disabled) user call", () => {
    expect(deriveAuthState(ok({ authenticated: false }), pending)).toEqual({ status: "signed-out", user: null });
  });

  it("is signed out when either call failed", () => {
    expect(deriveAuthState(failed, pending).status).toBe("signed-out");
    expect(deriveAuthState(ok({ authenticated: true }), failed).status).toBe("signed-out");
    expect(deriveAuthState({ status: "error", data: { authenticated: true } }, ok(user())).status).toBe("signed-out");
  });

  it("treats user id 0 as not signed in", () => {
    expect(deriveAuthState(ok({ authenticated: true }), ok(user({ id: 0 }))).status).toBe("signed-out");
  });

  it("is signed in with the user when both calls succeeded", () => {
    const me = user();
    expect(deriveAuthState(ok({ authenticated: true }), ok(me))).toEqual({ status: "signed-in", user: me });
  });
});

describe("isAdmin", () => {
  it("is true only when the server marks the user as admin", () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(user())).toBe(false);
    expect(isAdmin(user({ isAdmin: true }))).toBe(true);
  });
});
