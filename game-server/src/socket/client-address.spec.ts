import { describe, expect, test } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { takeClientAddress, trustedProxies } from './client-address.js';

const addressOf = (peer: string, forwarded: string | undefined, setting = 'loopback') => {
  const connection = { remoteAddress: peer, request: { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } } as IncomingMessage };
  takeClientAddress(connection, trustedProxies(setting));
  return connection.remoteAddress;
};

describe('the client address behind trusted proxies (TRUST_PROXY, as the API reads it)', () => {
  test('a proxy on this machine names the client; a client naming itself is not believed', () => {
    expect(addressOf('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('203.0.113.9', '10.1.1.1')).toBe('203.0.113.9');
    expect(addressOf('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  test('through nginx in another container: the last untrusted hop, whatever the client put before it', () => {
    expect(addressOf('172.18.0.5', '1.2.3.4, 203.0.113.7', 'loopback, uniquelocal')).toBe('203.0.113.7');
    expect(addressOf('172.18.0.5', '203.0.113.7', 'loopback')).toBe('172.18.0.5');
    expect(addressOf('10.0.0.2', '203.0.113.7, 10.0.0.3', '10.0.0.0/8')).toBe('203.0.113.7');
  });
});
