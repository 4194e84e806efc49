import type http from 'node:http';
import type { Socket } from 'node:net';

/**
 * A connection that has not sent its first request within this long after it was accepted is
 * closed once the server stops accepting: a real client sends its request right after connecting.
 */
const FIRST_REQUEST_GRACE_MS = 1_000;

interface ConnectionState {
  acceptedAt: number;
  /** Requests received and not yet answered. */
  active: number;
  /** Whether a response has gone out on it. */
  answered: boolean;
}

/**
 * Which connections may be closed at shutdown without dropping a request a client has sent
 * (docs/decisions/0312-rolling-restart.md). Node's own `closeIdleConnections()`, which
 * `server.close()` also calls, closes every connection without a request being processed,
 * including one accepted a moment ago whose first request is still on its way: that request is
 * then lost. Here only a connection that has been answered and is idle, or that has sent nothing
 * for FIRST_REQUEST_GRACE_MS since it was accepted, counts as idle; the server's
 * `closeIdleConnections` is replaced by this rule, so `server.close()` follows it too.
 */
export function drainConnectionsGently(server: http.Server): void {
  const connections = new Map<Socket, ConnectionState>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { acceptedAt: Date.now(), active: 0, answered: false });
    socket.once('close', () => connections.delete(socket));
  });
  const track = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.active++;
    response.once('close', () => {
      state.active--;
      state.answered = true;
    });
  };
  // Before the app's own listeners, so that each request is counted from its start.
  server.prependListener('request', track);
  server.prependListener('checkContinue', track);
  server.closeIdleConnections = () => {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.active > 0) continue;
      if (state.answered || now - state.acceptedAt > FIRST_REQUEST_GRACE_MS) socket.destroy();
    }
  };
}
