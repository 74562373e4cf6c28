import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadWordBank } from '@learnstar/shared';
import { readContent, seedContent } from '../src/seed/content.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

describe('word bank seed', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  test('loads the bank once and reads it back unchanged', async () => {
    const bank = await loadWordBank();
    expect(await seedContent(db.prisma, bank)).toBe(true);
    expect(await seedContent(db.prisma, bank)).toBe(false);
    const back = await readContent(db.prisma);
    expect(back.words).toEqual(bank.words);
    expect(back.characters).toEqual(bank.characters);
    expect(back.passages.length).toBe(bank.passages.length);
  });

  test('a changed bank replaces the loaded one', async () => {
    const bank = await loadWordBank();
    const smaller = { ...bank, words: bank.words.slice(0, 100) };
    expect(await seedContent(db.prisma, smaller)).toBe(true);
    expect(await db.prisma.contentWord.count()).toBe(100);
  });

  test('API replicas starting together load a new bank once (the second waits, then finds it loaded)', async () => {
    const bank = await loadWordBank();
    const other = { ...bank, words: bank.words.slice(0, 50) };
    const loads = await Promise.all([seedContent(db.prisma, other), seedContent(db.prisma, other)]);
    expect(loads.sort()).toEqual([false, true]);
    expect(await db.prisma.contentWord.count()).toBe(50);
  });
});
