import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { readJsonBody } from '../../src/server/http.ts';

/** readJsonBody reads a Node stream of bytes (a request); a fetch Request's body converts to one. */
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
const read = (request: Request) =>
  readJsonBody(request.body && Readable.fromWeb(request.body as NodeWebStream<Uint8Array>), request.headers.get('content-length'));

function streamOf(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(chunkBytes).fill(32));
    },
  });
}

describe('readJsonBody', () => {
  it('parses any JSON value, whatever the Content-Type says', async () => {
    expect(await read(post('{"a":1}'))).toEqual({ ok: true, value: { a: 1 } });
    expect(await read(post('[1]', { 'content-type': 'text/plain' }))).toEqual({ ok: true, value: [1] });
  });

  it.each([
    ['empty', '', 'empty'],
    ['only spaces', '   \n', 'empty'],
    ['malformed', '{"a":', 'malformed'],
    ['not UTF-8', new Uint8Array([0x7b, 0xff, 0x7d]), 'malformed'],
  ])('reports a body that is %s', async (_, body, problem) => {
    expect(await read(post(body))).toEqual({ ok: false, problem });
  });

  it('tells a body cut off by the client (aborted) from one that is too large', async () => {
    async function* brokenBody() {
      yield new TextEncoder().encode('{"propertyType":');
      throw new Error('aborted');
    }
    expect(await readJsonBody(Readable.from(brokenBody()), '200')).toEqual({ ok: false, problem: 'aborted' });
    // A stream closed before its end without an error (a socket closed by the peer) too.
    const closedEarly = new Readable({ read() {} });
    closedEarly.push(Buffer.from('{"propertyType":'));
    setImmediate(() => closedEarly.destroy());
    expect(await readJsonBody(closedEarly, '200')).toEqual({ ok: false, problem: 'aborted' });
  });

  it('reads a body that came in many chunks, and leaves a cut-off one paused, not destroyed', async () => {
    expect(await readJsonBody(Readable.from(['{"a":', '[1,', '2]}'].map((text) => Buffer.from(text))), null)).toEqual({ ok: true, value: { a: [1, 2] } });
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 32));
      },
    });
    expect(await readJsonBody(endless, null, 4096)).toEqual({ ok: false, problem: 'too_large' });
    expect(endless.destroyed).toBe(false);
    expect(endless.isPaused()).toBe(true);
    expect(endless.listenerCount('data')).toBe(0);
  });

  it('refuses a declared Content-Length over the cap without reading', async () => {
    expect(await read(post('{}', { 'content-length': '16385' }))).toEqual({ ok: false, problem: 'too_large' });
  });

  it('accepts 16 KiB exactly and cuts a streamed body off past it', async () => {
    const exactly = `"${'a'.repeat(16 * 1024 - 2)}"`;
    expect((await read(post(exactly))).ok).toBe(true);
    expect(await read(post(`${exactly} `))).toEqual({ ok: false, problem: 'too_large' });
    expect(await read(post(streamOf(1_000_000, 1024)))).toEqual({ ok: false, problem: 'too_large' });
  });
});
