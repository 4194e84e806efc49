import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnvironment } from '../../src/config/environment.ts';
import { type AppOptions, createApp } from '../../src/server/app.ts';
import { createLogger } from '../../src/server/request-log.ts';

export interface RunningApp {
  url: string;
  /** The log lines the app has written so far. */
  output(): string[];
  stop(): Promise<void>;
}

/**
 * The app (src/server/app.ts) from source, in this process, on a free loopback port: the
 * handler tests' server. No build needed; pages are not part of it (they are Astro's, tested
 * against the built server), unless `options.pages` supplies a stand-in.
 */
export async function startApp(env: Record<string, string> = {}, options: Omit<AppOptions, 'logger'> = {}): Promise<RunningApp> {
  const config = parseEnvironment({ HOST: '127.0.0.1', PORT: '0', ...env });
  const lines: string[] = [];
  const logger = createLogger({
    requests: config.logRequests,
    hashSalt: config.logHashSalt,
    destination: { write: (text: string) => void lines.push(...text.split('\n').filter(Boolean)) },
  });
  const app = createApp(config, { ...options, logger });
  const server = http.createServer((request, response) => app.handle(request, response));
  server.on('checkContinue', (request, response) => app.checkContinue(request, response)); // as src/server/main.ts
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => [...lines],
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    },
  };
}

/** Polls `check` until it returns a value (not undefined/false) or `timeoutMs` passes. */
export async function eventually<T>(check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
