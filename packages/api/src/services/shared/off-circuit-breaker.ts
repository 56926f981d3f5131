/**
 * A circuit breaker for one remote host, so a host that is down or throttling us is skipped at once
 * instead of costing every scan a timeout.
 *
 * closed ──(failureThreshold consecutive failures)──▶ open ──(cooldownMs later)──▶ half-open
 * half-open lets exactly one trial request through: success closes the circuit, failure opens it
 * again for another cooldown. Any success while closed resets the failure count.
 */

export type CircuitState = "closed" | "open" | "half-open";

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. Default 3. */
  failureThreshold?: number;
  /** How long the circuit stays open before one trial request is let through. Default 30 s. */
  cooldownMs?: number;
  now?: () => number;
}

export interface CircuitBreaker {
  /** Whether a request may be sent now. Does not change the state. */
  canAttempt(): boolean;
  /**
   * Marks the start of a request that `canAttempt` allowed; after the cooldown this is the
   * half-open trial, and no other request is allowed until it is recorded.
   */
  begin(): void;
  recordSuccess(): void;
  recordFailure(): void;
  state(): CircuitState;
}

export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const { failureThreshold = 3, cooldownMs = 30_000, now = Date.now } = options;
  if (!Number.isInteger(failureThreshold) || failureThreshold < 1) {
    throw new RangeError(`failureThreshold must be a positive integer, got ${failureThreshold}`);
  }
  if (!Number.isFinite(cooldownMs) || cooldownMs < 0) {
    throw new RangeError(`cooldownMs must be a non-negative number, got ${cooldownMs}`);
  }

  let consecutiveFailures = 0;
  let openedAt: number | null = null;
  let trialInFlight = false;

  const state = (): CircuitState => {
    if (openedAt === null) return "closed";
    if (trialInFlight || now() - openedAt >= cooldownMs) return "half-open";
    return "open";
  };

  const open = (): void => {
    openedAt = now();
    trialInFlight = false;
  };

  return {
    canAttempt: () => {
      const current = state();
      return current === "closed" || (current === "half-open" && !trialInFlight);
    },
    begin: () => {
      if (state() === "half-open") trialInFlight = true;
    },
    recordSuccess: () => {
      consecutiveFailures = 0;
      openedAt = null;
      trialInFlight = false;
    },
    recordFailure: () => {
      if (openedAt !== null) {
        // The half-open trial failed (or a request sent before the circuit opened did): wait again.
        open();
        return;
      }
      consecutiveFailures += 1;
      if (consecutiveFailures >= failureThreshold) open();
    },
    state,
  };
}
