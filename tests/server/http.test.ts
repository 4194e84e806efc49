import { describe, expect, it } from 'vitest';
import { readJsonBody } from '../../src/server/http.ts';

/** readJsonBody reads any async iterable of bytes; a fetch Request's body is one. */
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
const read = (request: Request) => readJsonBody(request.body as AsyncIterable<Uint8Array> | null, request.headers.get('content-length'));

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
    expect(await readJsonBody(brokenBody(), '200')).toEqual({ ok: false, problem: 'aborted' });
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
