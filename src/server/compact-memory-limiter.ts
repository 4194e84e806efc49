import { RateLimiterCompatibleAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Expired keys are swept out a slice at a time, so no request waits behind a pass over a
 * million keys: every 250 ms a fortieth of the keys the pass began with (at least 1,000), so a
 * pass takes ~10 s, and a key is gone at most two passes after its window ends.
 */
const SWEEP_TICK_MS = 250;
const SWEEP_SLICES = 40;
const SWEEP_MIN_KEYS = 1_000;
/** Points are stored in the low 7 bits; a count stops at 127, so `points` may be at most 126. */
const POINT_SPAN = 128;
const POINT_CAP = POINT_SPAN - 1;
/** Expiry is kept in tenths of a second, rounded down: a window never outlasts its duration. */
const TICK_MS = 100;
/** The expiry tick of a key that never expires (a duration of 0, as in the library). */
const NEVER = -1;

/** Options of {@link RateLimiterCompactMemory}: those of the library's RateLimiterMemory. */
export interface CompactMemoryLimiterOptions {
  /** Kept for the library's interface only: each limiter has its own store. Default 'rlflx'. */
  keyPrefix?: string;
  /** Points a key may consume per window; at most 126 here (the count is kept in 7 bits). */
  points: number;
  /** Seconds a window lasts from the consume that opens it; 0 means the key never expires. */
  duration: number;
  /** Seconds a key is refused from the consume that first exceeds `points`; 0 (default) is no block. */
  blockDuration?: number;
  /** Not supported: only false (the default) is accepted. */
  execEvenly?: boolean;
}

/** What the library's MemoryStorage accepts per call; customDuration applies when a window opens. */
interface OperationOptions {
  customDuration?: number;
}

/** A counted key: its count before capping, its expiry tick, and whether this call opened it. */
interface Step {
  sum: number;
  tick: number;
  isFirst: boolean;
}

/**
 * The library types keyPrefix, blockDuration and execEvenly as plain fields; here they are
 * accessors (execEvenly refuses true), which TypeScript does not allow a subclass, so the class
 * extends it untyped and `implements` its type. At run time it is the library's class: instances
 * pass its `instanceof RateLimiterCompatibleAbstract` check for an insuranceLimiter.
 */
const CompatibleBase: abstract new () => object = RateLimiterCompatibleAbstract;

/**
 * An in-memory rate limiter with the semantics of rate-limiter-flexible's RateLimiterMemory
 * (fixed window opened by the first consume, block for blockDuration on the consume that first
 * exceeds the points) that stays small under a flood of distinct clients. RateLimiterMemory
 * arms a timer per key and keeps a record object per key: about 600 B a key, 650 MB for a
 * million clients in a minute (measured). Here a key is one Map entry whose value is a small
 * integer (expiry since the store was made, in tenths of a second, times 128, plus the count),
 * which V8 keeps unboxed for the first ~19 days of the process (~9 with pointer compression;
 * after that a value is a boxed number); one unref'd interval sweeps expired keys a slice at a
 * time. `npm run bench` measures it (docs/operations.md, "Memory").
 *
 * Known differences from RateLimiterMemory: a count is held within 0..127 (a reward below zero
 * stops at zero; a blocked client's count stops growing at 127), expiries are rounded down to
 * 100 ms, points may be at most 126, and execEvenly is not supported. It extends the library's exported
 * RateLimiterCompatibleAbstract, so RateLimiterRedis and RLWrapperTimeouts accept it as their
 * insuranceLimiter.
 */
export class RateLimiterCompactMemory extends CompatibleBase implements RateLimiterCompatibleAbstract {
  readonly #entries = new Map<string, number>();
  readonly #epoch = Date.now();
  readonly #sweeper: ReturnType<typeof setInterval>;
  #sweepCursor: MapIterator<[string, number]> | null = null;
  #sweepPassBudget = SWEEP_MIN_KEYS;
  #keyPrefix = 'rlflx';
  #points = 0;
  #duration = 0;
  #blockDuration = 0;

  constructor(options: CompactMemoryLimiterOptions) {
    super();
    if (options.keyPrefix !== undefined) this.keyPrefix = options.keyPrefix;
    this.points = options.points;
    this.duration = options.duration;
    this.blockDuration = options.blockDuration ?? 0;
    this.execEvenly = options.execEvenly ?? false;
    this.#sweeper = setInterval(() => this.#sweepSlice(), SWEEP_TICK_MS);
    this.#sweeper.unref();
  }

  get keyPrefix(): string {
    return this.#keyPrefix;
  }

  set keyPrefix(value: string) {
    if (typeof value !== 'string') throw new TypeError('keyPrefix must be a string');
    this.#keyPrefix = value;
  }

  get points(): number {
    return this.#points;
  }

  set points(value: number) {
    if (!Number.isFinite(value) || value > POINT_CAP - 1) {
      throw new RangeError(
        `points must be a finite number of at most ${POINT_CAP - 1} (RateLimiterCompactMemory keeps a count in 7 bits); ` +
          `got ${value}. Use the library's RateLimiterMemory for larger budgets.`,
      );
    }
    this.#points = value;
  }

  get duration(): number {
    return this.#duration;
  }

  set duration(value: number) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`duration must be a finite, non-negative number of seconds; got ${value}`);
    this.#duration = value;
  }

  /** Set by RateLimiterRedis and RLWrapperTimeouts to their own when this is their insurance. */
  get blockDuration(): number {
    return this.#blockDuration;
  }

  set blockDuration(value: number) {
    if (!Number.isFinite(value)) throw new RangeError(`blockDuration must be a finite number of seconds; got ${value}`);
    this.#blockDuration = value;
  }

  get execEvenly(): boolean {
    return false;
  }

  /** The insured limiters set their own execEvenly on their insurance: false is accepted. */
  set execEvenly(value: boolean) {
    if (value) {
      throw new Error(
        'RateLimiterCompactMemory does not support execEvenly: it would hold a timer per delayed request. ' +
          "Leave execEvenly false (also on a limiter that uses this one as insuranceLimiter) or use the library's RateLimiterMemory.",
      );
    }
  }

  /** Keys currently held, including expired keys the sweeper has not reached yet. */
  get size(): number {
    return this.#entries.size;
  }

  /** Stops the sweeper and forgets every key. */
  close(): void {
    clearInterval(this.#sweeper);
    this.#sweepCursor = null;
    this.#entries.clear();
  }

  /** Resolves when allowed; rejects with a RateLimiterRes when over the points or blocked. */
  consume(key: string | number, pointsToConsume = 1, options: OperationOptions = {}): Promise<RateLimiterRes> {
    const invalid = invalidPoints(pointsToConsume);
    if (invalid) return Promise.reject(invalid);
    const now = Date.now();
    const rlKey = String(key);
    const step = this.#add(rlKey, pointsToConsume, this.#secDuration(options), now);
    if (step.sum <= this.#points) return Promise.resolve(this.#result(step, now));
    // Only the consume that first exceeds the points blocks, from now: later refusals do not extend it.
    if (this.#blockDuration > 0 && step.sum <= this.#points + pointsToConsume) {
      const tick = this.#write(rlKey, this.#expiryTick(now, this.#blockDuration), step.sum);
      return Promise.reject(new RateLimiterRes(0, this.#msBefore(tick, now), clampPoints(step.sum), true));
    }
    return Promise.reject(this.#result(step, now));
  }

  /** Adds points without refusing or blocking; opens a window when there is none. */
  penalty(key: string | number, points = 1, options: OperationOptions = {}): Promise<RateLimiterRes> {
    const invalid = invalidPoints(points);
    if (invalid) return Promise.reject(invalid);
    const now = Date.now();
    return Promise.resolve(this.#result(this.#add(String(key), points, this.#secDuration(options), now), now));
  }

  /** Takes points back (not below zero here); opens a window when there is none. */
  reward(key: string | number, points = 1, options: OperationOptions = {}): Promise<RateLimiterRes> {
    const invalid = invalidPoints(points);
    if (invalid) return Promise.reject(invalid);
    const now = Date.now();
    return Promise.resolve(this.#result(this.#add(String(key), -points, this.#secDuration(options), now), now));
  }

  /** The key's window, or null when it has none. */
  get(key: string | number): Promise<RateLimiterRes | null> {
    const now = Date.now();
    const value = this.#entries.get(String(key));
    if (value === undefined || this.#isExpired(value, now)) return Promise.resolve(null);
    const points = pointsOf(value);
    return Promise.resolve(new RateLimiterRes(Math.max(this.#points - points, 0), this.#msBefore(tickOf(value), now), points, false));
  }

  /** Sets the key's count for secDuration seconds (0: for ever), as RateLimiterMemory does. */
  set(key: string | number, points: number, secDuration: number): Promise<RateLimiterRes> {
    const invalid = invalidPoints(points);
    if (invalid) return Promise.reject(invalid);
    const now = Date.now();
    const tick = this.#write(String(key), this.#expiryTick(now, secDuration), Math.trunc(points));
    // The library reports a negative secDuration as the limiter's duration (and stores the key for ever).
    const msDuration = (secDuration >= 0 ? secDuration : this.#duration) * 1000;
    return Promise.resolve(new RateLimiterRes(0, this.#reportedMs(tick, now, msDuration), clampPoints(Math.trunc(points)), false));
  }

  /** Blocks the key for secDuration seconds (0: for ever) by setting its count to points + 1. */
  block(key: string | number, secDuration: number): Promise<RateLimiterRes> {
    const now = Date.now();
    const blockedPoints = Math.trunc(this.#points + 1);
    const tick = this.#write(String(key), this.#expiryTick(now, secDuration), blockedPoints);
    return Promise.resolve(new RateLimiterRes(0, this.#reportedMs(tick, now, secDuration * 1000), clampPoints(blockedPoints), false));
  }

  /** Forgets the key; true when it had a window. */
  delete(key: string | number): Promise<boolean> {
    const rlKey = String(key);
    const value = this.#entries.get(rlKey);
    if (value === undefined) return Promise.resolve(false);
    this.#entries.delete(rlKey);
    return Promise.resolve(!this.#isExpired(value, Date.now()));
  }

  /** MemoryStorage.incrby: adds to a live window, or opens one with the points. */
  #add(rlKey: string, points: number, secDuration: number, now: number): Step {
    const value = this.#entries.get(rlKey);
    if (value !== undefined && !this.#isExpired(value, now)) {
      const sum = Math.trunc(pointsOf(value) + points);
      const tick = tickOf(value);
      this.#entries.set(rlKey, pack(tick, sum));
      return { sum, tick, isFirst: false };
    }
    const sum = Math.trunc(points);
    return { sum, tick: this.#write(rlKey, this.#expiryTick(now, secDuration), sum), isFirst: true };
  }

  #write(rlKey: string, tick: number, points: number): number {
    this.#entries.set(rlKey, pack(tick, points));
    return tick;
  }

  #result({ sum, tick, isFirst }: Step, now: number): RateLimiterRes {
    const points = clampPoints(sum);
    return new RateLimiterRes(Math.max(this.#points - points, 0), this.#msBefore(tick, now), points, isFirst);
  }

  #secDuration(options: OperationOptions | undefined): number {
    const custom = options?.customDuration;
    return custom !== undefined && custom >= 0 ? custom : this.#duration;
  }

  /** The tick a window of secDuration from now ends at: rounded down, but always after now. */
  #expiryTick(now: number, secDuration: number): number {
    if (!(secDuration * 1000 > 0)) return NEVER;
    const sinceEpoch = now - this.#epoch;
    return Math.max(Math.floor((sinceEpoch + secDuration * 1000) / TICK_MS), Math.floor(sinceEpoch / TICK_MS) + 1, 0);
  }

  #msBefore(tick: number, now: number): number {
    return tick === NEVER ? -1 : this.#epoch + tick * TICK_MS - now;
  }

  /** set() and block() answer as the library does for a key stored for ever (-1 for 0 s). */
  #reportedMs(tick: number, now: number, msDuration: number): number {
    if (tick !== NEVER) return this.#msBefore(tick, now);
    return msDuration === 0 ? -1 : msDuration;
  }

  /** A value at or above this is live: its tick is after now (or it is NEVER, below zero). */
  #liveFrom(now: number): number {
    return (Math.floor((now - this.#epoch) / TICK_MS) + 1) * POINT_SPAN;
  }

  #isExpired(value: number, now: number): boolean {
    return value >= 0 && value < this.#liveFrom(now);
  }

  #sweepSlice(): void {
    const liveFrom = this.#liveFrom(Date.now());
    const slice = Math.ceil(this.#entries.size / SWEEP_SLICES);
    if (this.#sweepCursor === null) {
      // Map iterators stay valid while entries are added and deleted.
      this.#sweepCursor = this.#entries.entries();
      // Fixed for the pass: were it a fortieth of what is left, a pass that deletes as it goes
      // would slow down geometrically (measured: 42 s, not 10 s, to drop a million expired keys).
      this.#sweepPassBudget = Math.max(SWEEP_MIN_KEYS, slice);
    }
    for (let budget = Math.max(this.#sweepPassBudget, slice); budget > 0; budget--) {
      const next = this.#sweepCursor.next();
      if (next.done) {
        this.#sweepCursor = null;
        return;
      }
      const [key, value] = next.value;
      if (value >= 0 && value < liveFrom) this.#entries.delete(key);
    }
  }
}

function pack(tick: number, points: number): number {
  return tick * POINT_SPAN + clampPoints(points);
}

function pointsOf(value: number): number {
  return ((value % POINT_SPAN) + POINT_SPAN) % POINT_SPAN;
}

function tickOf(value: number): number {
  return (value - pointsOf(value)) / POINT_SPAN;
}

function clampPoints(points: number): number {
  return Math.min(Math.max(points, 0), POINT_CAP);
}

/** The library's MemoryStorage would store NaN; here a non-finite count is refused. */
function invalidPoints(points: number): TypeError | null {
  return Number.isFinite(points) ? null : new TypeError(`points must be a finite number; got ${points}`);
}
