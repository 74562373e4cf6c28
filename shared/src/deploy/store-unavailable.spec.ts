import { describe, expect, test } from 'vitest';
import { isStoreUnavailable } from './store-unavailable.js';

describe('isStoreUnavailable', () => {
  test('a store out of reach: socket codes, Prisma codes, ioredis giving up, nested causes', () => {
    const gaveUp = Object.assign(new Error('Reached the max retries per request limit (which is 2).'), { name: 'MaxRetriesPerRequestError' });
    for (const error of [Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), { code: 'P1001' }, gaveUp, new Error('Connection is closed.'), new Error('wrapped', { cause: gaveUp })]) {
      expect(isStoreUnavailable(error)).toBe(true);
    }
  });

  test('a bug is not', () => {
    for (const error of [new TypeError('x is undefined'), { code: 'P2002' }, 'ECONNREFUSED', null]) expect(isStoreUnavailable(error)).toBe(false);
  });
});
