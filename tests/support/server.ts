import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** `npm start`'s entry: the production server over the build (dist/, built by `npm test`'s pretest). */
const entry = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));

/** Lines of output kept per server: enough for any test, bounded for load tests. */
const MAX_OUTPUT_LINES = 5_000;

export interface RunningServer {
  url: string;
  /** What the server has written to stdout and stderr so far, line by line (the last 5,000). */
  output(): string[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Sends a signal (SIGTERM for a graceful shutdown). */
  signal(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/**
 * Starts the built production server (dist/, built by `npm test`'s pretest) on a free loopback
 * port, with extra environment variables, and resolves once it listens.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, [entry], {
    // No drain after SIGTERM unless a test asks for one: a stopped server goes at once.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
    if (lines.length > MAX_OUTPUT_LINES) lines.splice(0, lines.length - MAX_OUTPUT_LINES);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${lines.join('\n')}`)), 20_000);
    const look = () => {
      const match = lines.map((line) => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line)).find(Boolean);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', look);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${lines.join('\n')}`));
    });
  });
  return {
    url,
    output: () => [...lines],
    exited,
    signal: (signal) => child.kill(signal),
    stop: () => stopChild(child, exited),
  };
}

function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  }
  return exited.then(() => undefined);
}
