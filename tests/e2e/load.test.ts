import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

/** Bounded: loopback only, a fixed duration, then it stops by itself. */
const DURATION_SECONDS = 15;
const CONNECTIONS = 100;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', LOG_REQUESTS: 'false' });
});
afterAll(() => server.stop());

describe('load on loopback', () => {
  it(
    `${CONNECTIONS} connections for ${DURATION_SECONDS} s from many client addresses: no error, no 5xx`,
    async () => {
      let n = 0;
      const bodies = [
        ['/api/v2/estimate', JSON.stringify({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' })],
        ['/api/estimate', JSON.stringify({ purchase_price: 1_000_000, property_type: 'general_office' })],
        ['/api/v2/estimate', '{"propertyType":"castle"}'],
      ] as const;
      const statuses = new Map<number, number>();
      const result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              n++;
              const [path, body] = bodies[n % bodies.length]!;
              return {
                ...request,
                path,
                body,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
              };
            },
            onResponse: (status) => {
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
            },
          },
        ],
      });
      console.log(
        `load: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result['5xx']).toBe(0);
      expect(result.requests.total).toBeGreaterThan(1_000);
      expect([...statuses.keys()].sort()).toEqual([200, 400]);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
    (DURATION_SECONDS + 30) * 1000,
  );
});
