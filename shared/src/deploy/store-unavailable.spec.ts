import { describe, expect, test } from 'vitest';
import { isStoreUnavailable } from './store-unavailable.js';

describe('isStoreUnavailable', () => {
  test('a store out of reach: socket codes, Prisma codes, ioredis giving up or timing out, nested causes', () => {
    const gaveUp = Object.assign(new Error('Reached the max retries per request limit (which is 2).'), { name: 'MaxRetriesPerRequestError' });
    for (const error of [Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), { code: 'P1001' }, gaveUp, new Error('Connection is closed.'), new Error('Command timed out'), new Error('wrapped', { cause: gaveUp })]) {
      expect(isStoreUnavailable(error)).toBe(true);
    }
  });

  test('a connection PostgreSQL ended: pg\'s own errors and Prisma\'s wrapping of them', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });
    const prismaWrapped = Object.assign(new Error('Database error. Code: `57P02`. Message: `terminating connection due to crash of another server process`'), {
      code: 'P2039',
      meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'postgres', originalCode: '57P02' } } },
    });
    for (const error of [
      terminated,
      prismaWrapped,
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Connection terminated unexpectedly'),
      { code: '08006' },
      { meta: { driverAdapterError: { cause: { originalCode: '08003' } } } },
      new Error('Database error. Code: `08P01`. Message: `…`'),
    ]) {
      expect(isStoreUnavailable(error)).toBe(true);
    }
  });

  test('a bug is not', () => {
    for (const error of [new TypeError('x is undefined'), { code: 'P2002' }, { code: '23505' }, { meta: { driverAdapterError: { cause: { originalCode: '40001' } } } }, 'ECONNREFUSED', null]) expect(isStoreUnavailable(error)).toBe(false);
  });
});
