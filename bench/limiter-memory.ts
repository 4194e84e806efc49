/**
 * Memory of the in-memory rate limiter under a flood of distinct clients: 1,000,000 keys within
 * one window, then again after the window has passed. Run: node --expose-gc bench/limiter-memory.ts
 * (Node 24 runs the TypeScript directly). Prints a Markdown row; README "Memory" quotes it.
 */
import { RateLimiterCompactMemory } from '../src/server/compact-memory-limiter.ts';

const KEYS = 1_000_000;
const WINDOW_SECONDS = 5; // shortened from 60 so the run takes seconds; memory per key is the same
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => Math.round(bytes / 1e6);

const limiter = new RateLimiterCompactMemory({ points: 60, duration: WINDOW_SECONDS, blockDuration: 60 });
gc();
const before = process.memoryUsage();
const started = performance.now();
for (let i = 0; i < KEYS; i++) await limiter.consume(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
const seconds = (performance.now() - started) / 1000;
gc();
const loaded = process.memoryUsage();
await new Promise((resolve) => setTimeout(resolve, (WINDOW_SECONDS + 11) * 1000)); // window + one sweep
gc();
const after = process.memoryUsage();
limiter.close();

console.log('| keys | heap before | heap with keys | RSS with keys | heap after window | RSS after window | keys/s |');
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| ${KEYS.toLocaleString('en-US')} | ${mb(before.heapUsed)} MB | ${mb(loaded.heapUsed)} MB | ${mb(loaded.rss)} MB | ` +
    `${mb(after.heapUsed)} MB | ${mb(after.rss)} MB | ${Math.round(KEYS / seconds).toLocaleString('en-US')} |`,
);
