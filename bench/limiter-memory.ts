/**
 * Memory of the in-memory rate limiter under a flood of distinct clients: 1,000,000 keys within
 * one window, then again once the window has passed and the sweeper has dropped them.
 * Run: node --expose-gc bench/limiter-memory.ts (Node 24 runs the TypeScript directly); it prints
 * a Markdown row, which bench/RESULTS.md shows. measureLimiterMemory() returns the figures; it
 * needs gc(), so without --expose-gc it measures in a child process that has it.
 */
import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { RateLimiterCompactMemory } from '../src/server/compact-memory-limiter.ts';

export interface LimiterMemory {
  keys: number;
  heapBeforeMb: number;
  heapWithKeysMb: number;
  rssWithKeysMb: number;
  heapAfterWindowMb: number;
  rssAfterWindowMb: number;
  keysPerSecond: number;
}

const WINDOW_SECONDS = 5; // shortened from 60 so the run takes seconds; memory per key is the same
/** The sweeper makes a full pass about every 10 s; a pass that began before the keys expired needs a second one. */
const SWEEP_PASS_MS = 10_000;
const JSON_FLAG = '--json';

export async function measureLimiterMemory(keys = 1_000_000): Promise<LimiterMemory> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return measureInChildWithGc(keys);

  const limiter = new RateLimiterCompactMemory({ points: 60, duration: WINDOW_SECONDS, blockDuration: 60 });
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  for (let i = 0; i < keys; i++) await limiter.consume(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
  const seconds = (performance.now() - started) / 1000;
  gc();
  const loaded = process.memoryUsage();
  // The window, then until the sweeper has dropped every key (at most two passes).
  await sleep(WINDOW_SECONDS * 1000);
  const deadline = performance.now() + 2 * SWEEP_PASS_MS + 1_000;
  while (limiter.size > 0 && performance.now() < deadline) await sleep(250);
  gc();
  const after = process.memoryUsage();
  limiter.close();

  return {
    keys,
    heapBeforeMb: mb(before.heapUsed),
    heapWithKeysMb: mb(loaded.heapUsed),
    rssWithKeysMb: mb(loaded.rss),
    heapAfterWindowMb: mb(after.heapUsed),
    rssAfterWindowMb: mb(after.rss),
    keysPerSecond: Math.round(keys / seconds),
  };
}

/** Runs this file in `node --expose-gc`, which prints the figures as JSON on its last line. */
async function measureInChildWithGc(keys: number): Promise<LimiterMemory> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), JSON_FLAG, String(keys)]);
  const lastLine = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(lastLine) as LimiterMemory;
}

function mb(bytes: number): number {
  return Math.round(bytes / 1e5) / 10;
}

export function markdownRows(result: LimiterMemory): string {
  const round = (value: number) => `${Math.round(value)} MB`;
  return [
    '| keys | heap before | heap with keys | RSS with keys | heap after window | RSS after window | keys/s |',
    '|---|---|---|---|---|---|---|',
    `| ${result.keys.toLocaleString('en-US')} | ${round(result.heapBeforeMb)} | ${round(result.heapWithKeysMb)} | ${round(result.rssWithKeysMb)} | ` +
      `${round(result.heapAfterWindowMb)} | ${round(result.rssAfterWindowMb)} | ${result.keysPerSecond.toLocaleString('en-US')} |`,
  ].join('\n');
}

if (import.meta.main) {
  const json = process.argv.includes(JSON_FLAG);
  const keysArgument = process.argv.slice(2).find((argument) => /^\d+$/.test(argument));
  const result = await measureLimiterMemory(keysArgument === undefined ? undefined : Number(keysArgument));
  console.log(json ? JSON.stringify(result) : markdownRows(result));
}
