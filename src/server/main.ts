/**
 * `npm start`: the production server. Parses the configuration, composes the app over Astro's
 * handler (dist/server/entry.mjs, the node adapter in middleware mode) and the client build
 * (dist/client), listens, and shuts down gracefully on SIGTERM/SIGINT. Nothing else.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, parseEnvironment } from '../config/environment.ts';
import { type AppOptions, createApp } from './app.ts';
import { drainConnectionsGently } from './connection-drain.ts';
import { serveClientBuild } from './static-files.ts';

/** Once the server stops accepting, in-flight requests get this long to finish; then connections are closed. */
const IN_FLIGHT_TIMEOUT_MS = 8_000;
const BUILD = new URL('../../dist/', import.meta.url);

function configOrExit() {
  try {
    return parseEnvironment(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error:\n  ${error.problems.join('\n  ')}`);
    process.exit(1);
  }
}

const config = configOrExit();
const { handler: astroHandler } = (await import(new URL('server/entry.mjs', BUILD).href)) as { handler: NonNullable<AppOptions['pages']> };
const app = createApp(config, { assets: serveClientBuild(new URL('client/', BUILD).pathname), pages: astroHandler });
const server = http.createServer((request, response) => app.handle(request, response));
// Expect: 100-continue: the app decides whether the client may send its body (a 413 comes at once).
server.on('checkContinue', (request, response) => app.checkContinue(request, response));
// At shutdown, a connection whose first request is still on its way is not taken for idle.
drainConnectionsGently(server);

// Slow clients cannot hold a connection open for long.
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;

// Listening can fail (an address in use, a HOST this machine does not have): say which, and stop.
server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(`Cannot listen on ${config.host}:${config.port} (HOST, PORT): ${error.code ?? ''} ${error.message}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  app.log.event(`listening on http://${config.host}:${port}`, { rateLimitStore: config.rateLimitRedisUrl ? 'redis' : 'memory' });
  if (config.trustedProxyHops > 0 && !config.publicBaseUrl) {
    app.log.warn(
      'TRUST_PROXY is set but PUBLIC_BASE_URL is not; widget snippets and API examples will name the address the proxy forwards, not the public one',
    );
  }
});

/**
 * SIGTERM/SIGINT, a rolling restart (docs/decisions/0312-rolling-restart.md):
 * 1. at once, /readyz answers 503 (the load balancer stops sending new clients) while the server
 *    keeps accepting and answering for SHUTDOWN_DRAIN_MS, every answer with Connection: close, so
 *    each keep-alive client moves on after the answer to what it sent;
 * 2. then it stops accepting, lets in-flight requests finish, closes connections as soon as they
 *    are idle, closes the rate-limit store and exits 0; stragglers are cut after
 *    IN_FLIGHT_TIMEOUT_MS, and the process exits at the latest 1.5 s after that.
 */
let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  app.beginShutdown();
  app.log.event('shutting_down', { signal, drainMs: config.shutdownDrainMs });
  setTimeout(stopAccepting, config.shutdownDrainMs);
}

function stopAccepting(): void {
  app.log.event('stopped_accepting');
  setTimeout(() => server.closeAllConnections(), IN_FLIGHT_TIMEOUT_MS).unref();
  setTimeout(() => process.exit(0), IN_FLIGHT_TIMEOUT_MS + 1_500).unref();
  server.close(async () => {
    await app.close();
    app.log.event('stopped');
    app.log.flush();
    process.exit(0);
  });
  // Keep-alive connections go as soon as their last response is out (drainConnectionsGently's rule).
  setInterval(() => server.closeIdleConnections(), 100).unref();
}
// However the process ends (the hard deadline below, an error), the log's pending lines go out.
process.once('exit', () => app.log.flush());
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
