import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { freePort } from './free-port.ts';
import { ensureDebianTool } from './system-tools.ts';

export interface RedisServer {
  url: string;
  /** Stops the server abruptly (SIGKILL), as an outage would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void;
  /** Unfreezes it (SIGCONT). */
  resume(): void;
  stop(): Promise<void>;
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A throwaway redis-server (Debian's package, installed if missing when root) on a free
 * loopback port, no persistence; stopped by the test that started it.
 */
export async function startRedis(): Promise<RedisServer> {
  const binary = ensureDebianTool(['/usr/bin/redis-server'], 'redis-server');
  const port = await freePort();
  let child: ChildProcess | null = null;
  const launch = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], {
      stdio: 'ignore',
    });
    await waitForPort(port);
  };
  const halt = async (signal: NodeJS.Signals) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill(signal);
    });
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: () => halt('SIGKILL'),
    pause: () => void (child as ChildProcess | null)?.kill('SIGSTOP'),
    resume: () => void (child as ChildProcess | null)?.kill('SIGCONT'),
    restart: launch,
    stop: () => halt('SIGTERM'),
  };
}
