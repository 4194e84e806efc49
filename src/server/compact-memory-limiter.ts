import { RateLimiterRes, type IRateLimiterStoreOptions } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';

/**
 * Expired keys are swept out a slice at a time, so no request waits behind a pass over a
 * million keys: every 250 ms a fortieth of the keys (at least 1,000), a full pass every ~10 s.
 */
const SWEEP_TICK_MS = 250;
const SWEEP_SLICES = 40;
const SWEEP_MIN_KEYS = 1_000;
/** Points are stored in the low 7 bits; a blocked client's count stops growing at 127. */
const POINT_BITS = 128;
/** Expiry is kept in tenths of a second, rounded down: a window never outlasts its duration. */
const TICK_MS = 100;

interface Entry {
  points: number;
  expiresAt: number;
}

/**
 * An in-memory store for rate-limiter-flexible that stays small under a flood of distinct
 * clients. The library's RateLimiterMemory arms a timer per key and keeps a record object per
 * key: about 600 B a key, 650 MB for a million clients in a minute (measured). Here a key is
 * one Map entry whose value is a small integer (expiry since the store was made, in tenths of
 * a second, times 128, plus the points), so V8 keeps it unboxed (for the
 * first nine days of the process; a larger value only costs a boxed number); one unref'd
 * interval sweeps expired keys a slice at a time. README "Memory" has the figures.
 * The consume/block logic is the library's own (RateLimiterStoreAbstract).
 */
export class RateLimiterCompactMemory extends RateLimiterStoreAbstract {
  readonly #entries = new Map<string, number>();
  readonly #epoch = Date.now();
  readonly #sweeper: ReturnType<typeof setInterval>;
  #sweepCursor: MapIterator<[string, number]> | null = null;

  constructor(options: Omit<IRateLimiterStoreOptions, 'storeClient'>) {
    super({ ...options, storeClient: {} });
    this.#sweeper = setInterval(() => this.#sweepSlice(), SWEEP_TICK_MS);
    this.#sweeper.unref();
  }

  /** Keys currently held. */
  get size(): number {
    return this.#entries.size;
  }

  /** Stops the sweeper and forgets every key. */
  close(): void {
    clearInterval(this.#sweeper);
    this.#sweepCursor = null;
    this.#entries.clear();
  }

  /** Each limiter has its own store, so the prefix is not repeated in a million keys. */
  override getKey(key: string | number): string {
    return String(key);
  }

  _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Entry> {
    const now = Date.now();
    const current = this.#decode(this.#entries.get(rlKey));
    const entry =
      current && !forceExpire && current.expiresAt > now
        ? { points: current.points + points, expiresAt: current.expiresAt }
        : { points, expiresAt: msDuration > 0 ? now + msDuration : Number.POSITIVE_INFINITY };
    this.#entries.set(rlKey, this.#encode(entry));
    return Promise.resolve(this.#decode(this.#entries.get(rlKey))!);
  }

  _get(rlKey: string): Promise<Entry | null> {
    const entry = this.#decode(this.#entries.get(rlKey));
    return Promise.resolve(entry && entry.expiresAt > Date.now() ? entry : null);
  }

  _delete(rlKey: string): Promise<boolean> {
    return Promise.resolve(this.#entries.delete(rlKey));
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, entry: Entry): RateLimiterRes {
    const msBeforeNext = Number.isFinite(entry.expiresAt) ? Math.max(entry.expiresAt - Date.now(), 0) : -1;
    return new RateLimiterRes(Math.max(this.points - entry.points, 0), msBeforeNext, entry.points, entry.points === changedPoints);
  }

  #encode({ points, expiresAt }: Entry): number {
    const ticks = Number.isFinite(expiresAt) ? Math.floor((expiresAt - this.#epoch) / TICK_MS) : -1;
    return ticks * POINT_BITS + Math.min(Math.max(points, 0), POINT_BITS - 1);
  }

  #decode(value: number | undefined): Entry | null {
    if (value === undefined) return null;
    const points = ((value % POINT_BITS) + POINT_BITS) % POINT_BITS;
    const ticks = (value - points) / POINT_BITS;
    return { points, expiresAt: ticks < 0 ? Number.POSITIVE_INFINITY : this.#epoch + ticks * TICK_MS };
  }

  #sweepSlice(): void {
    const now = Date.now();
    this.#sweepCursor ??= this.#entries.entries();
    // Map iterators stay valid while entries are added and deleted.
    for (let budget = Math.max(SWEEP_MIN_KEYS, Math.ceil(this.#entries.size / SWEEP_SLICES)); budget > 0; budget--) {
      const next = this.#sweepCursor.next();
      if (next.done) {
        this.#sweepCursor = null;
        return;
      }
      const [key, value] = next.value;
      if (this.#decode(value)!.expiresAt <= now) this.#entries.delete(key);
    }
  }
}
