import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';
import { finalResponse, sendExpectingContinue } from '../support/raw-http.ts';

let server: RunningApp;
beforeAll(async () => {
  server = await startApp({ TRUST_PROXY: '1' });
});
afterAll(() => server.stop());

const office = JSON.stringify({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' });
/** A client announcing a 2 MB body, as `curl --data-binary @big.json` does (curl sends Expect above 1 MiB). */
const announceTwoMegabytes = (path: string, client = freshClientIp()) =>
  sendExpectingContinue(`${server.url}${path}`, { contentLength: 2_000_000, headers: { 'X-Forwarded-For': client }, keepAlive: true });

const TOO_LARGE = 'The request body must be at most 16 KiB (16384 bytes)';
const V2_TOO_LARGE = { error: 'payload_too_large', issues: [TOO_LARGE], problems: [{ field: 'body', code: 'body_too_large', message: TOO_LARGE }] };

describe('Expect: 100-continue on the JSON APIs', () => {
  it('a Content-Length over 16 KiB gets the v2 413 at once: no 100 Continue, no body sent', async () => {
    const { text, bodySent } = await announceTwoMegabytes('/api/v2/estimate');
    expect(text.startsWith('HTTP/1.1 413 Payload Too Large\r\n')).toBe(true);
    expect(text).not.toContain('HTTP/1.1 100');
    expect(bodySent).toBe(false);
    const response = finalResponse(text);
    expect(JSON.parse(response.body)).toEqual(V2_TOO_LARGE);
    // The endpoint's own headers, as on any 413. The client asked to keep the connection, but Node
    // closes it (the exchange ended), as the body may still come.
    expect(response.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      'ratelimit-policy': '"per-client";q=60;w=60',
      ratelimit: '"per-client";r=59;t=60',
      connection: 'close',
    });
  });

  it.each([
    ['/api/estimate', { error: 'payload_too_large', message: 'The request body must be at most 16 KiB (16384 bytes)', field: 'body' }],
    ['/api/v2/tax-impact', V2_TOO_LARGE],
  ])('%s: the same, with its own 413 body', async (path, body) => {
    const { text } = await announceTwoMegabytes(path);
    expect(text.startsWith('HTTP/1.1 413 ')).toBe(true);
    expect(text).not.toContain('HTTP/1.1 100');
    expect(JSON.parse(finalResponse(text).body)).toEqual(body);
  });

  it("counts against the client's budget like any other request, and a limited client gets 429 at once", async () => {
    const client = freshClientIp();
    expect(finalResponse((await announceTwoMegabytes('/api/v2/estimate', client)).text).headers.ratelimit).toBe('"per-client";r=59;t=60');
    const next = await postJson(`${server.url}/api/v2/estimate`, office, { 'X-Forwarded-For': client });
    // t is the window's seconds left, rounded up: 59 if a second has passed since the first (slow machine).
    expect(next.headers.get('ratelimit')).toMatch(/^"per-client";r=58;t=(59|60)$/);
    for (let i = 0; i < 58; i++) await postJson(`${server.url}/api/v2/estimate`, office, { 'X-Forwarded-For': client });
    const limited = await sendExpectingContinue(`${server.url}/api/v2/estimate`, { body: office, headers: { 'X-Forwarded-For': client } });
    expect(limited.text.startsWith('HTTP/1.1 429 ')).toBe(true);
    expect(limited.bodySent).toBe(false);
    // The log counts it as the normal path does.
    expect(server.output().some((line) => line.includes('"status":413'))).toBe(true);
  });

  it('16_385 bytes announced: 413 at once', async () => {
    const { text } = await sendExpectingContinue(`${server.url}/api/v2/estimate`, { contentLength: 16_385, headers: { 'X-Forwarded-For': freshClientIp() } });
    expect(text.startsWith('HTTP/1.1 413 ')).toBe(true);
  });

  it('16_384 bytes announced: 100 Continue, then the body is read (all spaces: empty)', async () => {
    const body = ' '.repeat(16 * 1024);
    const { text, bodySent } = await sendExpectingContinue(`${server.url}/api/v2/estimate`, { body, headers: { 'X-Forwarded-For': freshClientIp() } });
    expect(text.startsWith('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 400 ')).toBe(true);
    expect(bodySent).toBe(true);
    const empty = 'The request body is empty: send a JSON object';
    expect(JSON.parse(finalResponse(text).body)).toEqual({
      error: 'invalid_request',
      issues: [empty],
      problems: [{ field: 'body', code: 'body_empty', message: empty }],
    });
  });

  it('a small body gets 100 Continue, then its answer', async () => {
    const { text, bodySent } = await sendExpectingContinue(`${server.url}/api/v2/estimate`, { body: office, headers: { 'X-Forwarded-For': freshClientIp() } });
    expect(text.startsWith('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n')).toBe(true);
    expect(bodySent).toBe(true);
    expect(JSON.parse(finalResponse(text).body)).toMatchObject({ depreciableBasis: 775_000, typical: { reclassified: 155_000 } });
  });
});

describe('Expect: 100-continue elsewhere', () => {
  it.each([
    ['/healthz', 200],
    ['/api/openapi.json', 200],
    ['/api/nothing-here', 404],
    ['/', 404], // no pages in the in-process app
  ])('GET %s gets 100 Continue, then its usual answer (%s)', async (path, status) => {
    const { text } = await sendExpectingContinue(`${server.url}${path}`, { method: 'GET' });
    expect(text.startsWith('HTTP/1.1 100 Continue\r\n\r\n')).toBe(true);
    expect(finalResponse(text).status).toBe(status);
  });

  it('even with a large Content-Length: only the JSON APIs refuse from the headers', async () => {
    const { text } = await sendExpectingContinue(`${server.url}/healthz`, { method: 'GET', contentLength: 2_000_000 });
    expect(text.startsWith('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n')).toBe(true);
  });
});
