import type { IncomingMessage } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** What of an Engine.IO connection says where the client is. */
export interface AddressedConnection {
  request: IncomingMessage | null;
  remoteAddress: string;
}

/**
 * Puts the client's address where Socket.IO reads it for `socket.handshake.address` (the per-address
 * limits of race events): the peer's, or behind a proxy on this machine (nginx in front of the node,
 * as the API trusts 'loopback') the address the proxy appended last to X-Forwarded-For. Runs on the
 * engine's connection, before its request's headers are let go (releaseUpgradeRequest).
 */
export function takeClientAddress(connection: AddressedConnection): void {
  const forwarded = connection.request?.headers['x-forwarded-for'];
  if (!LOOPBACK.has(connection.remoteAddress) || !forwarded) return;
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',').at(-1)!.trim();
  if (last) connection.remoteAddress = last;
}
