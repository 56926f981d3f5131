import { describe, expect, it } from "vitest";

import { createRateLimiter } from "./off-rate-limiter";

function setup(maxPerWindow: number) {
  const clock = { time: 5_000_000 };
  const limiter = createRateLimiter({ maxPerWindow, now: () => clock.time });
  const takeMany = (count: number) => Array.from({ length: count }, () => limiter.tryTake());
  return { clock, limiter, takeMany };
}

describe("createRateLimiter", () => {
  it("allows maxPerWindow requests in a minute and refuses the next without waiting", () => {
    const { limiter, takeMany } = setup(3);
    expect(takeMany(3)).toEqual([true, true, true]);
    expect(limiter.tryTake()).toBe(false);
  });

  it("frees a slot exactly one minute after it was taken (sliding window)", () => {
    const { clock, limiter, takeMany } = setup(2);
    takeMany(1);
    clock.time += 30_000;
    takeMany(1);
    clock.time += 29_999;
    expect(limiter.tryTake()).toBe(false);
    clock.time += 1;
    expect(limiter.tryTake()).toBe(true);
    expect(limiter.tryTake()).toBe(false);
    clock.time += 30_000;
    expect(limiter.tryTake()).toBe(true);
  });

  it("does not spend budget on refused requests", () => {
    const { clock, limiter, takeMany } = setup(1);
    takeMany(1);
    clock.time += 59_000;
    expect(takeMany(5)).toEqual([false, false, false, false, false]);
    clock.time += 1_000;
    expect(limiter.tryTake()).toBe(true);
  });

  it("rejects a budget that is not a positive integer", () => {
    expect(() => createRateLimiter({ maxPerWindow: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ maxPerWindow: 1.5 })).toThrow(RangeError);
    expect(() => createRateLimiter({ maxPerWindow: 10, windowMs: 0 })).toThrow(RangeError);
  });
});
