import { describe, expect, it } from "vitest";

import { type CircuitBreakerOptions, createCircuitBreaker } from "./off-circuit-breaker";

function setup(options: Omit<CircuitBreakerOptions, "now"> = {}) {
  const clock = { time: 1_000_000 };
  const breaker = createCircuitBreaker({ failureThreshold: 3, cooldownMs: 30_000, ...options, now: () => clock.time });
  const fail = (times: number) => {
    for (let i = 0; i < times; i++) {
      breaker.begin();
      breaker.recordFailure();
    }
  };
  return { clock, breaker, fail };
}

describe("createCircuitBreaker", () => {
  it("starts closed and lets requests through", () => {
    const { breaker } = setup();
    expect(breaker.state()).toBe("closed");
    expect(breaker.canAttempt()).toBe(true);
  });

  it("opens after failureThreshold consecutive failures", () => {
    const { breaker, fail } = setup();
    fail(2);
    expect(breaker.state()).toBe("closed");
    fail(1);
    expect(breaker.state()).toBe("open");
    expect(breaker.canAttempt()).toBe(false);
  });

  it("counts only consecutive failures: a success resets the count", () => {
    const { breaker, fail } = setup();
    fail(2);
    breaker.recordSuccess();
    fail(2);
    expect(breaker.state()).toBe("closed");
  });

  it("stays open until the cooldown has passed, then allows exactly one trial", () => {
    const { clock, breaker, fail } = setup();
    fail(3);
    clock.time += 29_999;
    expect(breaker.canAttempt()).toBe(false);
    clock.time += 1;
    expect(breaker.state()).toBe("half-open");
    expect(breaker.canAttempt()).toBe(true);
    breaker.begin();
    expect(breaker.canAttempt()).toBe(false);
  });

  it("closes when the half-open trial succeeds", () => {
    const { clock, breaker, fail } = setup();
    fail(3);
    clock.time += 30_000;
    breaker.begin();
    breaker.recordSuccess();
    expect(breaker.state()).toBe("closed");
    expect(breaker.canAttempt()).toBe(true);
  });

  it("opens again for a full cooldown when the half-open trial fails", () => {
    const { clock, breaker, fail } = setup();
    fail(3);
    clock.time += 30_000;
    fail(1);
    expect(breaker.state()).toBe("open");
    clock.time += 29_999;
    expect(breaker.canAttempt()).toBe(false);
    clock.time += 1;
    expect(breaker.canAttempt()).toBe(true);
  });

  it("honours a custom threshold", () => {
    const { breaker, fail } = setup({ failureThreshold: 1 });
    fail(1);
    expect(breaker.state()).toBe("open");
  });

  it("rejects nonsensical settings", () => {
    expect(() => createCircuitBreaker({ failureThreshold: 0 })).toThrow(RangeError);
    expect(() => createCircuitBreaker({ cooldownMs: -1 })).toThrow(RangeError);
  });
});
