import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { freshClientIp } from '../support/http-client.ts';
import { startServer } from '../support/server.ts';

/**
 * SIGTERM during a rolling restart (docs/decisions/0312-rolling-restart.md): /readyz goes 503 at
 * once while the server keeps answering for the drain, keep-alive clients that keep sending get
 * an answer to every request they sent, and the process exits within its bound.
 */
const DRAIN_MS = 1_500;

interface Answer {
  status: number;
  connection: string | undefined;
  at: number;
}

/** One request on `agent`; resolves with the answer, or rejects with the socket error. */
function request(url: string, agent: http.Agent | false, method: string, path: string, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({
      host: hostname,
      port,
      path,
      method,
      agent,
      headers: body ? { 'Content-Type': 'application/json', 'X-Forwarded-For': freshClientIp() } : {},
    });
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, at: Date.now() }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('rolling restart', { timeout: 60_000 }, () => {
  it('SIGTERM under keep-alive load: readyz 503 during the drain, every request sent is answered, exit 0 within the bound', async () => {
    const server = await startServer({ TRUST_PROXY: '1', LOG_REQUESTS: 'false', SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    const answers: Answer[] = [];
    const dropped: string[] = [];
    // The load balancer's view: it opens no new connection to the instance once its health check
    // has seen /readyz at 503; requests on a connection already open go on until the server asks
    // the client to close it (Connection: close), then that client's traffic goes elsewhere.
    let routable = true;
    let movedElsewhere = 0;
    const body = JSON.stringify({ propertyType: 'office', purchasePrice: 1_250_000 });
    // Ten keep-alive clients, each sending its next request as soon as the last is answered.
    const worker = async (n: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let connectionOpen = false;
      try {
        for (let i = 0; ; i++) {
          if (!connectionOpen && !routable) {
            movedElsewhere++;
            return;
          }
          try {
            const answer = await request(server.url, agent, n % 2 ? 'GET' : 'POST', n % 2 ? '/healthz' : '/api/v2/estimate', n % 2 ? undefined : body);
            answers.push(answer);
            connectionOpen = answer.connection !== 'close';
          } catch (error) {
            dropped.push(`${(error as Error).message} (request ${i} of client ${n})`);
            return;
          }
        }
      } finally {
        agent.destroy();
      }
    };
    const workers = Array.from({ length: 10 }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    server.signal('SIGTERM');
    // /readyz on a connection of its own, until the server stops accepting.
    const readiness: number[] = [];
    let sawUnready = Number.POSITIVE_INFINITY;
    for (;;) {
      try {
        readiness.push((await request(server.url, false, 'GET', '/readyz')).status);
        if (readiness.at(-1) === 503 && routable) {
          routable = false;
          sawUnready = Date.now();
        }
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(workers);
    const code = await server.exited;
    const exitedAfter = Date.now() - signalled;

    expect(dropped).toEqual([]);
    expect(movedElsewhere).toBe(10);
    expect(code).toBe(0);
    // readyz said 503 from the moment the signal was handled (a probe may beat the signal to the
    // process) until the server stopped accepting: (nearly) the whole drain.
    const first503 = readiness.indexOf(503);
    expect(first503).toBeGreaterThanOrEqual(0);
    expect(first503).toBeLessThanOrEqual(2);
    expect(readiness.slice(first503).filter((status) => status !== 503)).toEqual([]);
    expect(readiness.length - first503).toBeGreaterThanOrEqual(DRAIN_MS / 50 / 2);
    // The server kept answering after the signal, asking each client to close its connection: every
    // answer received once the health check had seen 503 (give or take 20 ms between connections).
    const closing = answers.filter((answer) => answer.connection === 'close');
    expect(closing.length).toBeGreaterThan(0);
    expect(closing.every((answer) => answer.at >= signalled)).toBe(true);
    expect(answers.filter((answer) => answer.at > sawUnready + 20 && answer.connection !== 'close')).toEqual([]);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    // The drain, then in-flight requests (none here) and the store: well within drain + 9.5 s.
    expect(exitedAfter).toBeLessThan(DRAIN_MS + 3_000);
    expect(exitedAfter).toBeGreaterThanOrEqual(DRAIN_MS);
  });
});
