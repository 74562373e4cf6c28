import type { IncomingMessage } from 'node:http';
import type { Socket } from 'socket.io';

/** The part of an Engine.IO connection trimmed after the handshake. */
export interface EngineConnection {
  request: IncomingMessage | null;
}

/** The source of the listener Engine.IO 6 puts on an upgraded TCP socket for its upgrade response's 'close'. */
const UPGRADE_RESPONSE_CLOSER = '() => this.emit("close")';
const NOTHING = Object.freeze({});

/**
 * What Engine.IO keeps of a connection's first HTTP request, let go once the connection is open.
 * Nothing here reads the request after the handshake (auth comes in the handshake payload). Engine.IO
 * keeps it on the connection, and on the upgrade response, an object it builds for HTTP middlewares
 * (this server has none), held by a 'close' listener on the TCP socket for the connection's life: the
 * request and the response were ~1 KB of heap per racer. The listener is found by its source, so an
 * Engine.IO that changes it is left as it is (its headers are still emptied).
 */
export function releaseUpgradeRequest(connection: EngineConnection): void {
  const request = connection.request;
  connection.request = null;
  if (!request) return;
  Object.assign(request, { headers: {}, rawHeaders: [] });
  const tcp = request.socket;
  for (const listener of tcp.rawListeners('close')) {
    if (String((listener as { listener?: unknown }).listener) === UPGRADE_RESPONSE_CLOSER) tcp.removeListener('close', listener as () => void);
  }
}

/**
 * The handshake once the socket's session is known (socket.data): its credentials (a match ticket is
 * a few hundred bytes), query, headers and time are not read again, and a socket keeps its handshake
 * for as long as it is connected. One shared empty object stands for each.
 */
export function trimHandshake(socket: Socket): void {
  Object.assign(socket.handshake, { auth: NOTHING, query: NOTHING, headers: NOTHING, time: '' });
}
