import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCircuitBreaker } from '../../src/server/circuit-breaker.ts';

function breakerWith(probe: () => Promise<void>) {
  const changes: string[] = [];
  const breaker = createCircuitBreaker({ failureThreshold: 3, coolOffMs: 1_000, probe, onChange: (state) => changes.push(state) });
  return { breaker, changes };
}

const failure = new Error('no answer within 250 ms');

describe('circuit breaker (docs/decisions/0310-redis-breaker.md)', () => {
  afterEach(() => vi.useRealTimers());

  it('starts half open: nothing goes through before a first probe answers; that first close is not reported', async () => {
    const { breaker, changes } = breakerWith(async () => {});
    expect(breaker.allows()).toBe(false);
    breaker.probeNow();
    await Promise.resolve();
    expect(breaker.state).toBe('closed');
    expect(changes).toEqual([]);
  });

  it('2 consecutive failures keep it closed; the 3rd opens it; a success in between starts the count again', async () => {
    const { breaker, changes } = breakerWith(async () => {});
    breaker.probeNow();
    await Promise.resolve();
    breaker.failed(failure);
    breaker.failed(failure);
    breaker.succeeded();
    breaker.failed(failure);
    breaker.failed(failure);
    expect(breaker.state).toBe('closed');
    breaker.failed(failure);
    expect(breaker.state).toBe('open');
    expect(breaker.allows()).toBe(false);
    expect(changes).toEqual(['open']);
  });

  it('probes after the cool-off: a failed probe keeps it open without a second report, a good one closes it', async () => {
    vi.useFakeTimers();
    let answers = false;
    const { breaker, changes } = breakerWith(async () => {
      if (!answers) throw failure;
    });
    breaker.probeNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(breaker.state).toBe('open');
    await vi.advanceTimersByTimeAsync(999);
    expect(breaker.state).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(breaker.state).toBe('open'); // the probe failed
    answers = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(breaker.state).toBe('closed');
    expect(changes).toEqual(['open', 'closed']);
    breaker.stop();
  });
});
