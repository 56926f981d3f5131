import type { Stripe } from "@stripe/stripe-js";
import { afterEach, describe, expect, it, vi } from "vitest";

import { createStripeLoader, StripeUnavailableError } from "./load-stripe";

const fakeStripe = { elements: () => ({}) } as unknown as Stripe;

afterEach(() => {
  vi.useRealTimers();
});

describe("createStripeLoader", () => {
  it("loads Stripe.js once per key and hands out the same object", async () => {
    const load = vi.fn(() => Promise.resolve(fakeStripe));
    const loadStripe = createStripeLoader(load);
    const [first, second] = await Promise.all([loadStripe("pk_test_a"), loadStripe("pk_test_a")]);
    expect(first).toBe(fakeStripe);
    expect(second).toBe(fakeStripe);
    expect(await loadStripe("pk_test_a")).toBe(fakeStripe);
    expect(load).toHaveBeenCalledTimes(1);
    await loadStripe("pk_test_b");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("fails with StripeUnavailableError when the script does not load, and tries again next time", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("Failed to load Stripe.js")).mockResolvedValueOnce(fakeStripe);
    const loadStripe = createStripeLoader(load);
    const failure = await loadStripe("pk_test_a").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StripeUnavailableError);
    expect((failure as Error).cause).toEqual(new Error("Failed to load Stripe.js"));
    expect(await loadStripe("pk_test_a")).toBe(fakeStripe);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("fails when Stripe.js answers with nothing (no window, as on a server)", async () => {
    const loadStripe = createStripeLoader(() => Promise.resolve(null));
    await expect(loadStripe("pk_test_a")).rejects.toBeInstanceOf(StripeUnavailableError);
  });

  it("gives up after the timeout instead of waiting forever", async () => {
    vi.useFakeTimers();
    const loadStripe = createStripeLoader(() => new Promise<Stripe>(() => {}), 10_000);
    const result = loadStripe("pk_test_a").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(StripeUnavailableError);
  });
});
