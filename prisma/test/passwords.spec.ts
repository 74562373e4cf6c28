import { afterEach, describe, expect, test } from 'vitest';
import { HASH_COST_DIVISOR_VARIABLE, TEST_HASH_COST_DIVISOR } from '@learnstar/shared';
import { hashPassword, verifyPassword } from '../src/passwords.js';

/** The profile a hash was made with, as argon2 writes it into the hash: m (KiB), p and t. */
function profileOf(hash: string): string {
  return hash.split('$')[3] ?? '';
}

describe('password hashes', () => {
  const before = process.env[HASH_COST_DIVISOR_VARIABLE];
  afterEach(() => {
    if (before === undefined) delete process.env[HASH_COST_DIVISOR_VARIABLE];
    else process.env[HASH_COST_DIVISOR_VARIABLE] = before;
  });

  test('argon2id with OWASP\'s 19 MiB, t=2, p=1 profile unless a test divides its memory', async () => {
    delete process.env[HASH_COST_DIVISOR_VARIABLE];
    const hash = await hashPassword('learnstar1');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(profileOf(hash)).toBe('m=19456,p=1,t=2');
    expect(await verifyPassword(hash, 'learnstar1')).toBe(true);
    expect(await verifyPassword(hash, 'learnstar2')).toBe(false);
  });

  test('the tests\' divisor lowers the memory, never below 1 MiB, and hashes of both profiles verify', async () => {
    delete process.env[HASH_COST_DIVISOR_VARIABLE];
    const strong = await hashPassword('learnstar1');
    process.env[HASH_COST_DIVISOR_VARIABLE] = String(TEST_HASH_COST_DIVISOR);
    const light = await hashPassword('learnstar1');
    expect(profileOf(light)).toBe('m=1216,p=1,t=2');
    expect(await verifyPassword(strong, 'learnstar1')).toBe(true);
    expect(await verifyPassword(light, 'learnstar1')).toBe(true);
    expect(await verifyPassword(light, 'learnstar2')).toBe(false);
    process.env[HASH_COST_DIVISOR_VARIABLE] = '1000';
    expect(profileOf(await hashPassword('learnstar1'))).toBe('m=1024,p=1,t=2');
    process.env[HASH_COST_DIVISOR_VARIABLE] = 'not a number';
    expect(profileOf(await hashPassword('learnstar1'))).toBe('m=19456,p=1,t=2');
  });
});
