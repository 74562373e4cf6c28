import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadWordBank, type WordBank } from '@learnstar/shared';
import { loadApiConfig } from '../src/config/api-config.js';
import { startApi, type RunningApi } from './harness.js';

describe('content served from the database', () => {
  let api: RunningApi;
  let bank: WordBank;
  const internal = { headers: { 'x-internal-key': loadApiConfig().internalApiKey } };
  beforeAll(async () => {
    api = await startApi();
    bank = await loadWordBank();
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('the seed loaded every word, character and passage of the bank', async () => {
    expect(await api.db.prisma.contentWord.count()).toBe(bank.words.length);
    expect(await api.db.prisma.contentCharacter.count()).toBe(Object.keys(bank.characters).length);
    expect(await api.db.prisma.contentPassage.count()).toBe(bank.passages.length);
  });

  test('words are drawn deterministically for a seed, only from the grade, and in small batches', async () => {
    const a = await api.get('/api/content/words?gradeCode=1&level=elementary&count=12&seed=race-42');
    const b = await api.get('/api/content/words?gradeCode=1&level=elementary&count=12&seed=race-42');
    expect(a.body.data).toHaveLength(12);
    expect(a.body.data).toEqual(b.body.data);
    for (const word of a.body.data) expect(word.grades['1']).toBe('elementary');
    expect((await api.get('/api/content/words?gradeCode=1&level=elementary&count=500')).status).toBe(400);
    expect((await api.get('/api/content/words?gradeCode=9&level=elementary')).body.errors).toEqual([{ field: 'gradeCode', msg: 'invalidGrade' }]);
  });

  test('a word card carries pinyin resolved by the word', async () => {
    const { body } = await api.get(`/api/content/word/${encodeURIComponent('银行')}`);
    expect(body.data).toMatchObject({ simplified: '银行', pinyin: 'yínháng' });
    expect((await api.get(`/api/content/word/${encodeURIComponent('不存在的词')}`)).status).toBe(404);
  });

  test('stroke data of a character comes from our own origin, with its licence', async () => {
    const response = await fetch(`${api.baseUrl}/api/content/strokes/${encodeURIComponent('学')}`);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.strokes).toHaveLength(8);
    expect((await fetch(`${api.baseUrl}/api/content/strokes/LICENSE`)).status).toBe(200);
    expect((await fetch(`${api.baseUrl}/api/content/strokes/..%2Fpackage`)).status).toBe(400);
  });

  test('the match server gets typing texts and questions with answers only with the internal key', async () => {
    const typing = await api.get('/api/internal/content/typing?gradeCode=3&level=intermediate&mode=hanzi&count=2&seed=r1', internal);
    expect(typing.body.data).toHaveLength(2);
    expect(typing.body.data[0].target.length).toBeGreaterThan(5);
    const questions = await api.get('/api/internal/content/questions?gradeCode=3&level=elementary&count=5&seed=r1&kinds=pinyin,strokes', internal);
    expect(questions.body.data).toHaveLength(5);
    for (const q of questions.body.data) {
      expect(['pinyin', 'strokes']).toContain(q.kind);
      expect(q.options[q.answerIndex]).toBeDefined();
    }
    expect((await api.get('/api/internal/content/questions?gradeCode=3&level=elementary')).status).toBe(403);
  });
});
