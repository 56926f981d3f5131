/**
 * An in-process sliding-window request budget: at most `maxPerWindow` requests in any
 * `windowMs` (one minute by default). It never waits: a request over budget is refused, so the
 * caller can answer at once and try again on a later scan.
 */

export interface RateLimiterOptions {
  maxPerWindow: number;
  windowMs?: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Spends one request from the budget and returns true, or returns false when it is exhausted. */
  tryTake(): boolean;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { maxPerWindow, windowMs = 60_000, now = Date.now } = options;
  if (!Number.isInteger(maxPerWindow) || maxPerWindow < 1) {
    throw new RangeError(`maxPerWindow must be a positive integer, got ${maxPerWindow}`);
  }
  if (!Number.isFinite(windowMs) || windowMs <= 0) {
    throw new RangeError(`windowMs must be a positive number, got ${windowMs}`);
  }

  // Start times of the requests still inside the window, oldest first.
  const taken: number[] = [];

  return {
    tryTake: () => {
      const time = now();
      while (taken.length > 0 && (taken[0] ?? time) <= time - windowMs) taken.shift();
      if (taken.length >= maxPerWindow) return false;
      taken.push(time);
      return true;
    },
  };
}
