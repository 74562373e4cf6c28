import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DICT_TYPE_DEVICE } from '@learnstar/shared';
import { seedIfEmpty, DEMO_PASSWORD } from '../src/seed/index.js';
import { verifyPassword } from '../src/passwords.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

describe('seed', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  test('seeds demo data on the first run only', async () => {
    const now = new Date('2026-11-22T02:00:00Z');
    expect(await seedIfEmpty(db.prisma, now)).toBe(true);
    expect(await seedIfEmpty(db.prisma, now)).toBe(false);
    expect(await db.prisma.user.count()).toBe(4);
    expect(await db.prisma.coupon.count()).toBe(2);
    expect(await db.prisma.product.count({ where: { images: { isEmpty: false } } })).toBe(await db.prisma.product.count());
  });

  test('demo accounts log in with the documented password, hashed with argon2id', async () => {
    for (const account of ['pupil1', 'parent1', 'teacher1', 'operator1']) {
      const user = await db.prisma.user.findUniqueOrThrow({ where: { account } });
      expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user.passwordHash, 'wrong-password')).toBe(false);
    }
  });

  test('product options, catalogue and a two-week match schedule exist', async () => {
    expect(await db.prisma.dictData.count({ where: { dictType: DICT_TYPE_DEVICE } })).toBeGreaterThanOrEqual(5);
    expect(await db.prisma.product.count()).toBeGreaterThanOrEqual(8);
    const matches = await db.prisma.match.findMany({ orderBy: { startTime: 'asc' } });
    expect(matches).toHaveLength(28);
    expect(new Set(matches.map((m) => m.game))).toEqual(new Set([1, 2]));
    for (const match of matches) expect(match.gradeCodes.length).toBe(2);
  });
});
