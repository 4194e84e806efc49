import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostPage {
  html: string;
  headers?: Record<string, string>;
}

export interface HostServer {
  /** http://localhost:<port>: another origin than the service's http://127.0.0.1:<port>. */
  origin: string;
  /** Serves `page` at `path` from now on. */
  page(path: string, page: HostPage): string;
  close(): Promise<void>;
}

/**
 * A third-party website for widget tests: a real node:http server on loopback, so the widget
 * runs cross-origin exactly as on a firm's site (its own CSP, its own styles).
 */
export async function startHostServer(): Promise<HostServer> {
  const pages = new Map<string, HostPage>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const page = pages.get(path);
    if (!page) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers }).end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    page(path, page) {
      pages.set(path, page);
      return `${origin}${path}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
