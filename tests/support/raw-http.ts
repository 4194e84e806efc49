import http from 'node:http';
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Sends a request with node:http, streaming `chunks` of `chunkBytes` without a Content-Length
 * (chunked transfer encoding), and returns the response even when the server answers before
 * the body is sent and stops reading.
 */
export function sendChunked(url: string, chunks: number, chunkBytes: number, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(chunkBytes, 32);
    let sent = 0;
    const writeMore = () => {
      while (sent < chunks) {
        sent++;
        if (!request.write(chunk)) return void request.once('drain', writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

export interface ContinueExchange {
  /** Every byte the server sent, as text, until it closed the connection. */
  text: string;
  /** Whether the client sent its body (it does only after `100 Continue`). */
  bodySent: boolean;
}

/**
 * A client that sends `Expect: 100-continue`, over a raw socket so that every byte back is seen:
 * the request head first, and the body only once the server answers `HTTP/1.1 100 Continue`
 * (never, if it gives its final answer at once). The request asks for `Connection: close` unless
 * `keepAlive` (then the server must close the connection by itself); resolves once it is closed. `contentLength` defaults to the body's length; a larger
 * one announces a body the client would send only if told to continue.
 */
export function sendExpectingContinue(
  url: string,
  request: { method?: string; body?: string; contentLength?: number; headers?: Record<string, string>; keepAlive?: boolean },
): Promise<ContinueExchange> {
  const { host, port, pathname, search } = new URL(url);
  const body = Buffer.from(request.body ?? '');
  const head = [
    `${request.method ?? 'POST'} ${pathname}${search} HTTP/1.1`,
    `Host: ${host}`,
    'Expect: 100-continue',
    `Content-Length: ${request.contentLength ?? body.byteLength}`,
    'Content-Type: application/json',
    ...(request.keepAlive ? [] : ['Connection: close']),
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), new URL(url).hostname);
    let text = '';
    let bodySent = false;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (!bodySent && text.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
        bodySent = true;
        socket.write(body);
      }
    });
    socket.on('end', () => resolve({ text, bodySent }));
    socket.on('error', reject);
    socket.write(`${head}\r\n\r\n`);
  });
}

/** The final (non-1xx) response in raw HTTP/1.1 text: status, headers (lower-case names) and body. */
export function finalResponse(text: string): { status: number; headers: Record<string, string>; body: string } {
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new Error(`no complete response in ${JSON.stringify(text)}`);
    const [statusLine, ...fields] = rest.slice(0, end).split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine!)?.[1]);
    rest = rest.slice(end + 4);
    if (status >= 200) {
      const headers = Object.fromEntries(fields.map((field) => [field.slice(0, field.indexOf(':')).toLowerCase(), field.slice(field.indexOf(':') + 1).trim()]));
      return { status, headers, body: rest };
    }
  }
}
