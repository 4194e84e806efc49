/**
 * A circuit breaker in front of a dependency that can hang (the shared Redis): while it is
 * `closed` calls go through; after `failureThreshold` consecutive failures (a timeout or an
 * error) it opens, and callers go straight to their fallback, without waiting on the dependency.
 * After `coolOffMs` it probes once (`half_open`); the probe's success closes it, its failure opens
 * it for another cool-off. It starts `half_open`: nothing goes through before a first probe has
 * succeeded. Only the probe talks to the dependency while the breaker is not closed, so no
 * request ever waits on one that is down (docs/decisions/0310-redis-breaker.md).
 */

export type BreakerState = 'closed' | 'open' | 'half_open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the breaker. */
  failureThreshold: number;
  /** How long it stays open before it probes again. */
  coolOffMs: number;
  /** One call to the dependency; resolves when it answered in time. */
  probe: () => Promise<void>;
  /** Each change between closed and open (a failed probe stays open and is not reported again). */
  onChange?: (state: 'closed' | 'open', reason: string) => void;
}

export interface CircuitBreaker {
  readonly state: BreakerState;
  /** Whether a call may go to the dependency now. */
  allows(): boolean;
  succeeded(): void;
  failed(error: Error): void;
  /** Probes now (the connection came up) unless closed or a probe is under way. */
  probeNow(): void;
  /** Stops the timer. */
  stop(): void;
}

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  let state: BreakerState = 'half_open';
  let consecutiveFailures = 0;
  let probing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // Reported once per change: the first `open` is reported, repeated failed probes are not.
  let reported: 'closed' | 'open' | undefined;

  const report = (next: 'closed' | 'open', reason: string) => {
    if (reported === next) return;
    // The first success at start-up is not a recovery: nothing was reported open before it.
    if (!(reported === undefined && next === 'closed')) options.onChange?.(next, reason);
    reported = next;
  };

  const open = (reason: string) => {
    state = 'open';
    consecutiveFailures = 0;
    report('open', reason);
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(probe, options.coolOffMs).unref();
  };

  const close = () => {
    state = 'closed';
    consecutiveFailures = 0;
    report('closed', 'probe answered');
  };

  function probe(): void {
    if (probing || stopped) return;
    probing = true;
    state = 'half_open';
    options.probe().then(
      () => {
        probing = false;
        if (!stopped) close();
      },
      (error: unknown) => {
        probing = false;
        if (!stopped) open(`probe failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  }

  return {
    get state() {
      return state;
    },
    allows: () => state === 'closed',
    succeeded() {
      if (state === 'closed') consecutiveFailures = 0;
    },
    failed(error) {
      if (state !== 'closed') return;
      consecutiveFailures++;
      if (consecutiveFailures >= options.failureThreshold) open(`${options.failureThreshold} consecutive failures, the last: ${error.message}`);
    },
    probeNow() {
      if (state !== 'closed') probe();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
