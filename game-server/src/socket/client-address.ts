import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';

/** What of an Engine.IO connection says where the client is. */
export interface AddressedConnection {
  request: IncomingMessage | null;
  remoteAddress: string;
}

/** The names Express's `trust proxy` knows, as subnets. */
const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
const family = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

/**
 * The proxies allowed to name the client in X-Forwarded-For, written as the API's TRUST_PROXY is
 * (Express `trust proxy`): names (loopback, linklocal, uniquelocal), addresses or subnets, comma-separated.
 */
export function trustedProxies(setting: string): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of setting.split(',').map((e) => e.trim()).filter(Boolean)) {
    const named = NAMED[entry];
    if (named) for (const [net, prefix, type] of named) list.addSubnet(net, prefix, type);
    else {
      const [net, prefix] = entry.split('/');
      if (prefix === undefined) list.addAddress(plain(net), family(plain(net)));
      else list.addSubnet(plain(net), Number(prefix), family(plain(net)));
    }
  }
  return (address) => {
    try {
      return list.check(plain(address), family(plain(address)));
    } catch {
      return false;
    }
  };
}

/**
 * Puts the client's address where Socket.IO reads it for `socket.handshake.address` (the per-address
 * limits of race events): walking X-Forwarded-For back from the peer while each hop is a trusted proxy,
 * as Express does for the API. Runs on the engine's connection, before its request's headers are let
 * go (releaseUpgradeRequest).
 */
export function takeClientAddress(connection: AddressedConnection, trusted: (address: string) => boolean): void {
  const forwarded = connection.request?.headers['x-forwarded-for'];
  if (!forwarded) return;
  const hops = [connection.remoteAddress, ...(Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',').map((hop) => hop.trim()).reverse()];
  let i = 0;
  while (i < hops.length - 1 && trusted(hops[i])) i++;
  if (hops[i]) connection.remoteAddress = hops[i];
}
