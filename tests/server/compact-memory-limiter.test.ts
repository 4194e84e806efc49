import fc from 'fast-check';
import {
  RateLimiterCompatibleAbstract,
  type RateLimiterLike,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CompactMemoryLimiterOptions, RateLimiterCompactMemory } from '../../src/server/compact-memory-limiter.ts';

/**
 * Contract of the compact store: it must answer as the library's RateLimiterMemory does, so each
 * sequence runs against both, in lock step, under fake timers. Times step in whole 100 ms ticks
 * from the moment both limiters are made, where the compact store's rounding is exact; the one
 * test that starts a window between ticks pins how far that rounding may go.
 */

const T0 = new Date('2026-11-21T12:00:00Z');
const TICK_MS = 100;
const POINT_CAP = 127;
const PER_MINUTE: CompactMemoryLimiterOptions = { keyPrefix: 'rl:v1:test', points: 60, duration: 60, blockDuration: 60 };

type Op =
  | { op: 'consume'; key: string; points: number; customDuration?: number }
  | { op: 'penalty'; key: string; points: number }
  | { op: 'reward'; key: string; points: number }
  | { op: 'set'; key: string; points: number; seconds: number }
  | { op: 'block'; key: string; seconds: number }
  | { op: 'get'; key: string }
  | { op: 'delete'; key: string }
  | { op: 'wait'; ms: number };
type LimiterOp = Exclude<Op, { op: 'wait' }>;

interface Snapshot {
  remainingPoints: number;
  msBeforeNext: number;
  consumedPoints: number;
  isFirstInDuration: boolean;
}

/** How one operation settled: a RateLimiterRes, null (get), a boolean (delete) or an Error's message. */
interface Answer {
  settled: 'resolved' | 'rejected';
  value: Snapshot | null | boolean | string;
}

const consume = (key: string, points = 1): Op => ({ op: 'consume', key, points });
const wait = (ms: number): Op => ({ op: 'wait', ms });
const times = (count: number, op: Op): Op[] => Array.from({ length: count }, () => op);

function call(limiter: RateLimiterLike, op: LimiterOp): Promise<RateLimiterRes | null | boolean> {
  switch (op.op) {
    case 'consume':
      return limiter.consume(op.key, op.points, op.customDuration === undefined ? {} : { customDuration: op.customDuration });
    case 'penalty':
      return limiter.penalty(op.key, op.points);
    case 'reward':
      return limiter.reward(op.key, op.points);
    case 'set':
      return limiter.set(op.key, op.points, op.seconds);
    case 'block':
      return limiter.block(op.key, op.seconds);
    case 'get':
      return limiter.get(op.key);
    case 'delete':
      return limiter.delete(op.key);
  }
}

function snapshotOf(value: unknown): Answer['value'] {
  if (value instanceof RateLimiterRes) return value.toJSON();
  if (value instanceof Error) return value.message;
  return value as null | boolean;
}

async function answer(limiter: RateLimiterLike, op: LimiterOp): Promise<Answer> {
  try {
    return { settled: 'resolved', value: snapshotOf(await call(limiter, op)) };
  } catch (rejection) {
    return { settled: 'rejected', value: snapshotOf(rejection) };
  }
}

function isSnapshot(value: Answer['value']): value is Snapshot {
  return typeof value === 'object' && value !== null;
}

/** The same answer; msBeforeNext may be up to one 100 ms tick shorter (expiries are rounded down). */
function expectSameAnswer(ours: Answer, library: Answer, step: string): void {
  expect(ours.settled, step).toBe(library.settled);
  if (!isSnapshot(library.value) || !isSnapshot(ours.value)) {
    expect(ours.value, step).toEqual(library.value);
    return;
  }
  const { msBeforeNext: ourMs, ...ourCounts } = ours.value;
  const { msBeforeNext: libraryMs, ...libraryCounts } = library.value;
  expect(ourCounts, step).toEqual(libraryCounts);
  if (libraryMs <= 0) expect(ourMs, step).toBe(libraryMs);
  else {
    expect(ourMs, step).toBeLessThanOrEqual(libraryMs);
    expect(ourMs, step).toBeGreaterThan(libraryMs - TICK_MS);
  }
}

/**
 * A count outside 0..127 is where the compact store departs from the library by design: it
 * answers with the count held at the bound. The key is then deleted from both so that the rest
 * of the sequence is still compared exactly.
 */
function isOutsideCompactRange(answer: Answer): boolean {
  return isSnapshot(answer.value) && (answer.value.consumedPoints < 0 || answer.value.consumedPoints > POINT_CAP);
}

function expectHeldAtBound(ours: Answer, library: Answer, points: number, step: string): void {
  if (!isSnapshot(library.value)) throw new Error('unreachable: only a RateLimiterRes is out of range');
  const held = Math.min(Math.max(library.value.consumedPoints, 0), POINT_CAP);
  expect(ours.settled, step).toBe(library.settled);
  expect(ours.value, step).toMatchObject({ consumedPoints: held, remainingPoints: Math.max(points - held, 0) });
}

/**
 * Runs `ops` against a RateLimiterCompactMemory and a RateLimiterMemory made now with the same
 * options, expects the same answer from both at every step, and returns ours (waits excluded).
 */
async function replay(options: CompactMemoryLimiterOptions, ops: readonly Op[]): Promise<Answer[]> {
  const ours = new RateLimiterCompactMemory(options);
  const library = new RateLimiterMemory(options);
  const answers: Answer[] = [];
  try {
    for (const [index, op] of ops.entries()) {
      if (op.op === 'wait') {
        vi.advanceTimersByTime(op.ms);
        continue;
      }
      const step = `step ${index} at +${Date.now() - T0.getTime()} ms: ${JSON.stringify(op)}`;
      const ourAnswer = await answer(ours, op);
      const libraryAnswer = await answer(library, op);
      if (isOutsideCompactRange(libraryAnswer)) {
        expectHeldAtBound(ourAnswer, libraryAnswer, options.points, step);
        await Promise.all([ours.delete(op.key), library.delete(op.key)]);
      } else {
        expectSameAnswer(ourAnswer, libraryAnswer, step);
      }
      answers.push(ourAnswer);
    }
  } finally {
    ours.close();
  }
  return answers;
}

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

describe("RateLimiterCompactMemory answers as the library's RateLimiterMemory (60 points a minute, blocked 60 s)", () => {
  it('allows the 60th consume and refuses the 61st, blocking the key for 60 s from then', async () => {
    const answers = await replay(PER_MINUTE, [...times(59, consume('a')), wait(30_000), consume('a'), consume('a')]);
    expect(answers[0]).toEqual({
      settled: 'resolved',
      value: { remainingPoints: 59, msBeforeNext: 60_000, consumedPoints: 1, isFirstInDuration: true },
    });
    expect(answers[59]).toEqual({
      settled: 'resolved',
      value: { remainingPoints: 0, msBeforeNext: 30_000, consumedPoints: 60, isFirstInDuration: false },
    });
    // The refusal that starts the block reports it as a new window (isFirstInDuration).
    expect(answers[60]).toEqual({
      settled: 'rejected',
      value: { remainingPoints: 0, msBeforeNext: 60_000, consumedPoints: 61, isFirstInDuration: true },
    });
  });

  it('refuses during the block, without extending it, and allows the key again once it ends', async () => {
    const answers = await replay(PER_MINUTE, [
      ...times(61, consume('a')), // blocked until +60 s
      wait(40_000),
      consume('a'), // refused: 20 s left, not 60 s again
      wait(19_999),
      consume('a'), // refused: the last millisecond of the block
      wait(1),
      consume('a'), // a new window
      consume('a'),
    ]);
    expect(answers[61]).toMatchObject({ settled: 'rejected', value: { msBeforeNext: 20_000, consumedPoints: 62 } });
    expect(answers[62]).toMatchObject({ settled: 'rejected', value: { msBeforeNext: 1, consumedPoints: 63 } });
    expect(answers[63]).toEqual({
      settled: 'resolved',
      value: { remainingPoints: 59, msBeforeNext: 60_000, consumedPoints: 1, isFirstInDuration: true },
    });
    expect(answers[64]).toMatchObject({ settled: 'resolved', value: { remainingPoints: 58 } });
  });

  it('ends a window exactly at its duration: at 59,999 ms it still counts, at 60,000 ms a new one opens', async () => {
    const answers = await replay(PER_MINUTE, [consume('a'), wait(59_999), consume('a'), wait(1), consume('a')]);
    expect(answers[1]).toMatchObject({ settled: 'resolved', value: { consumedPoints: 2, msBeforeNext: 1, isFirstInDuration: false } });
    expect(answers[2]).toMatchObject({ settled: 'resolved', value: { consumedPoints: 1, msBeforeNext: 60_000, isFirstInDuration: true } });
  });

  it('ends a window opened between two 100 ms ticks up to 100 ms early, never late', async () => {
    const ours = new RateLimiterCompactMemory(PER_MINUTE);
    const library = new RateLimiterMemory(PER_MINUTE);
    vi.advanceTimersByTime(50);
    const first = [await answer(ours, { op: 'consume', key: 'a', points: 1 }), await answer(library, { op: 'consume', key: 'a', points: 1 })];
    expect(first[0]?.value).toMatchObject({ msBeforeNext: 59_950 });
    expect(first[1]?.value).toMatchObject({ msBeforeNext: 60_000 });
    vi.advanceTimersByTime(59_950); // +60,000 ms: our window (rounded down to the tick) has ended, the library's has 50 ms left
    expect((await ours.consume('a')).isFirstInDuration).toBe(true);
    expect((await library.consume('a')).isFirstInDuration).toBe(false);
    ours.close();
  });

  it('answers penalty, reward, set, block, get and delete the same', async () => {
    const answers = await replay(PER_MINUTE, [
      { op: 'get', key: 'a' },
      { op: 'penalty', key: 'a', points: 10 },
      wait(1_000),
      { op: 'reward', key: 'a', points: 4 },
      consume('a', 5),
      { op: 'get', key: 'a' },
      { op: 'set', key: 'a', points: 59, seconds: 10 },
      consume('a'),
      consume('a'), // the 61st point: blocked for 60 s, past the 10 s the set gave
      { op: 'get', key: 'a' },
      { op: 'delete', key: 'a' },
      { op: 'delete', key: 'a' },
      consume('a'),
      { op: 'block', key: 'b', seconds: 5 },
      consume('b'),
      wait(5_000),
      { op: 'get', key: 'b' },
      consume('b'),
      { op: 'block', key: 'c', seconds: 0 }, // for ever
      wait(3_600_000),
      consume('c'),
      { op: 'set', key: 'd', points: 3, seconds: 0 }, // for ever
      consume('d'),
      wait(1_000),
      { op: 'delete', key: 'e' },
    ]);
    expect(answers.map((answer) => answer.settled).join(' ')).toBe(
      'resolved resolved resolved resolved resolved resolved resolved rejected resolved resolved resolved resolved resolved rejected ' +
        'resolved resolved resolved rejected resolved resolved resolved',
    );
  });

  it('answers consumes of several points, a customDuration, and a duration of 0 (never expires) the same', async () => {
    await replay(PER_MINUTE, [
      consume('a', 30),
      consume('a', 30),
      consume('a', 2), // over by 2 at once: still the first refusal, so it blocks
      consume('b', 61), // a new key over the points in one consume
      { op: 'consume', key: 'c', points: 1, customDuration: 5 },
      wait(4_900),
      consume('c'),
      wait(100),
      consume('c'),
      consume('d', 0),
    ]);
    // Expired but not yet swept: the sweeper runs at +60,000 and +60,250 ms, the window ends at +60,100.
    await replay(PER_MINUTE, [wait(100), consume('a'), consume('b'), wait(60_000), { op: 'get', key: 'a' }, { op: 'delete', key: 'b' }]);
    // A negative duration: the library stores the key for ever and reports the limiter's duration (set) or the negative one (block).
    await replay(PER_MINUTE, [
      { op: 'set', key: 'a', points: 5, seconds: -1 },
      { op: 'block', key: 'b', seconds: -2 },
      wait(120_000),
      consume('a'),
      consume('b'),
    ]);
    await replay({ points: 3, duration: 0 }, [consume('a'), wait(600_000), consume('a'), consume('a'), consume('a'), { op: 'get', key: 'a' }]);
    await replay({ points: 3, duration: 2 }, [...times(5, consume('a')), wait(2_000), consume('a')]); // no blockDuration
  });

  it('answers any random sequence of operations the same (fast-check; the seed is printed)', async () => {
    const seed = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
    console.info(`compact-memory-limiter property: fast-check seed ${seed} (rerun with FC_SEED=${seed})`);
    const key = fc.constantFrom('a', 'b', 'c');
    const seconds = fc.integer({ min: 0, max: 4 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      { weight: 8, arbitrary: fc.record({ op: fc.constant('consume' as const), key, points: fc.integer({ min: 0, max: 4 }) }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('penalty' as const), key, points: fc.integer({ min: 0, max: 5 }) }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('reward' as const), key, points: fc.integer({ min: 0, max: 5 }) }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('set' as const), key, points: fc.integer({ min: 0, max: 140 }), seconds }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('block' as const), key, seconds }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('get' as const), key }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), key }) },
      { weight: 5, arbitrary: fc.integer({ min: 0, max: 40 }).map((ticks): Op => ({ op: 'wait', ms: ticks * TICK_MS })) },
    );
    const options = fc.record({
      points: fc.integer({ min: 1, max: 8 }),
      duration: fc.constantFrom(0, 1, 2, 5),
      blockDuration: fc.constantFrom(0, 1, 3),
    });
    await fc.assert(
      fc.asyncProperty(options, fc.array(op, { maxLength: 80 }), async (limiterOptions, ops) => {
        vi.clearAllTimers();
        vi.setSystemTime(T0);
        await replay(limiterOptions, ops);
      }),
      { seed, numRuns: 300 },
    );
  });
});

describe('RateLimiterCompactMemory storage', () => {
  it('expires and sweeps 1,000 distinct keys with one timer: size is 0 after the window and a sweep pass', async () => {
    const limiter = new RateLimiterCompactMemory(PER_MINUTE);
    for (let i = 0; i < 1_000; i++) await limiter.consume(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(1_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(59_999);
    expect(limiter.size).toBe(1_000);
    vi.advanceTimersByTime(1);
    expect(await limiter.get('10.0.0.0')).toBeNull(); // expired at once, whether swept yet or not
    vi.advanceTimersByTime(10_000); // a full sweep pass: 40 slices of 250 ms
    expect(limiter.size).toBe(0);
    limiter.close();
  });

  it('drops 200,000 expired keys within two sweep passes (20.5 s) of the end of their window, a slice at a time', async () => {
    const limiter = new RateLimiterCompactMemory(PER_MINUTE);
    for (let i = 0; i < 200_000; i++) await limiter.consume(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    vi.advanceTimersByTime(60_000);
    vi.advanceTimersByTime(250); // one slice: a fortieth of the keys, not all of them
    expect(limiter.size).toBeGreaterThan(0);
    vi.advanceTimersByTime(20_250);
    expect(limiter.size).toBe(0);
    limiter.close();
  });

  it('holds a count within 0..127: a reward stops at 0, a blocked client stops at 127 and stays refused', async () => {
    const limiter = new RateLimiterCompactMemory(PER_MINUTE);
    expect((await limiter.reward('a', 5)).consumedPoints).toBe(0); // the library: -5, so 65 remaining
    for (let i = 0; i < 200; i++) await limiter.consume('b').catch(() => {});
    const refusal = await limiter.consume('b').catch((rejection: unknown) => rejection);
    expect(refusal).toBeInstanceOf(RateLimiterRes);
    expect(refusal).toMatchObject({ consumedPoints: 127, remainingPoints: 0 });
    // A consume of many points is still not the first refusal: the block is not restarted.
    vi.advanceTimersByTime(10_000);
    await expect(limiter.consume('b', 100)).rejects.toMatchObject({ consumedPoints: 127, msBeforeNext: 50_000 });
    expect((await limiter.reward('b', 10)).consumedPoints).toBe(117); // the library: 291
    limiter.close();
  });

  it('refuses points above 126, execEvenly true and a non-finite count, saying what to use instead', async () => {
    expect(() => new RateLimiterCompactMemory({ points: 127, duration: 60 })).toThrow(/at most 126.*RateLimiterMemory/);
    expect(() => new RateLimiterCompactMemory({ points: 60, duration: 60, execEvenly: true })).toThrow(/does not support execEvenly/);
    const limiter = new RateLimiterCompactMemory({ points: 126, duration: 60, execEvenly: false });
    expect(() => {
      limiter.execEvenly = true;
    }).toThrow(/does not support execEvenly/);
    await expect(limiter.consume('a', Number.NaN)).rejects.toThrow(TypeError);
    limiter.close();
  });

  it('forgets every key and stops its timer on close()', async () => {
    const limiter = new RateLimiterCompactMemory(PER_MINUTE);
    await limiter.consume('a');
    limiter.close();
    expect(limiter.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** A limiter whose store is down: every consume rejects with an Error. */
class AlwaysFailingLimiter extends RateLimiterCompatibleAbstract {
  override consume(): Promise<RateLimiterRes> {
    return Promise.reject(new Error('store down'));
  }
}

describe('RateLimiterCompactMemory as an insuranceLimiter', () => {
  it('is an instance of the exported RateLimiterCompatibleAbstract', () => {
    const limiter = new RateLimiterCompactMemory(PER_MINUTE);
    expect(limiter).toBeInstanceOf(RateLimiterCompatibleAbstract);
    limiter.close();
  });

  it('answers for RLWrapperTimeouts when the wrapped limiter rejects with an Error', async () => {
    const insurance = new RateLimiterCompactMemory(PER_MINUTE);
    const wrapper = new RLWrapperTimeouts({ limiter: new AlwaysFailingLimiter(), timeoutMs: 250, insuranceLimiter: insurance, blockDuration: 60 });
    for (let i = 1; i <= 60; i++) expect((await wrapper.consume('a')).remainingPoints).toBe(60 - i);
    await expect(wrapper.consume('a')).rejects.toMatchObject({ consumedPoints: 61, msBeforeNext: 60_000 });
    expect((await insurance.get('a'))?.consumedPoints).toBe(61);
    insurance.close();
  });

  it('takes blockDuration and execEvenly from RLWrapperTimeouts: 0 and false unless the wrapper is given them', () => {
    const insurance = new RateLimiterCompactMemory(PER_MINUTE);
    new RLWrapperTimeouts({ limiter: new AlwaysFailingLimiter(), insuranceLimiter: insurance });
    expect({ blockDuration: insurance.blockDuration, execEvenly: insurance.execEvenly }).toEqual({ blockDuration: 0, execEvenly: false });
    new RLWrapperTimeouts({ limiter: new AlwaysFailingLimiter(), insuranceLimiter: insurance, blockDuration: 60 });
    expect(insurance.blockDuration).toBe(60);
    insurance.close();
  });

  it('is accepted by RateLimiterRedis, which answers from it when its client fails', async () => {
    const insurance = new RateLimiterCompactMemory(PER_MINUTE);
    // A client without eval: every Redis call fails with a TypeError, so the insurance answers.
    const redis = new RateLimiterRedis({ storeClient: {}, useRedisPackage: true, insuranceLimiter: insurance, points: 60, duration: 60 });
    expect(insurance.blockDuration).toBe(0); // the Redis limiter's own (none given)
    expect((await redis.consume('a')).remainingPoints).toBe(59);
    expect((await insurance.get('a'))?.consumedPoints).toBe(1);
    insurance.close();
  });
});
