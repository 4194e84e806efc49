import http from 'node:http';

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
