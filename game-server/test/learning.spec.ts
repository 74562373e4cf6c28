import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { RACE_EVENTS_IO as EV, type MemoryAnswer, type RaceResultRow, type RaceView } from '@learnstar/shared';
import type { Socket } from 'socket.io-client';
import { ask, internalHeaders, login, must, next, raceTestEnvironment, sleep } from './harness.js';
import { raceKeys } from '../src/race/race-keys.js';

const HAN = /\p{Script=Han}/u;

/**
 * Homework from a class's tricky characters, practised on the match server: the round is built from
 * the homework's characters at its grade, level and mode (so it counts), and a pinyin-mode round
 * teaches the learning memory by syllable: each syllable typed right, mistyped or corrected is its character.
 */
/** Types a pinyin round letter by letter with a space between syllables; at `slipAt`, a wrong key first, deleted. */
async function typeSyllables(socket: Socket, raceId: string, syllables: string[], slipAt = -1): Promise<void> {
  let seq = 1;
  const key = async (text: string) => {
    expect(await must(socket, EV.input, { raceId, seq: seq++, kind: 'insert', text, mode: 'pinyin' })).toMatchObject({ accepted: true });
    await sleep(35);
  };
  for (const [i, syllable] of syllables.entries()) {
    if (i > 0) await key(' ');
    if (i === slipAt) {
      await key(syllable[0] === 'z' ? 'x' : 'z');
      expect(await must(socket, EV.input, { raceId, seq: seq++, kind: 'delete', count: 1 })).toMatchObject({ accepted: true });
    }
    for (const letter of syllable) await key(letter);
  }
}

describe('homework practice and pinyin-mode memory on the match server', () => {
  const env = raceTestEnvironment(['ivy', 'jon'], 3, { beforeAll, afterAll });
  const api = (path: string, token: string, body?: unknown) =>
    fetch(`${env.api.url}${path}`, { method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined }).then((r) => r.json());

  test('a pinyin homework practice types sentences holding its characters; a corrected slip makes its syllable’s character a miss, the rest right', async () => {
    await env.api.db.prisma.user.create({ data: { account: 'tess', passwordHash: await hashPassword('racer123'), name: 'Teacher Tess', role: 'teacher' } });
    const [teacher, ivy, jon] = [await login(env.api.url, 'tess', 'racer123'), await login(env.api.url, 'ivy', 'racer123'), await login(env.api.url, 'jon', 'racer123')];
    const klass = (await api('/api/classes', teacher.token, { name: 'P2 Homework', gradeCode: 3, year: 2026 })).data;
    expect((await api('/api/classes/join', ivy.token, { code: klass.code })).code).toBe(200);
    // Three characters of a grade-3 passage, as the class's tricky list would give them.
    const [drawn] = (await (await fetch(`${env.api.url}/api/internal/content/typing?gradeCode=3&level=elementary&mode=hanzi&count=1&seed=hw`, { headers: internalHeaders })).json()).data;
    const characters = [...new Set(Array.from(drawn.text as string).filter((c) => HAN.test(c)))].slice(0, 3);
    const dueAt = new Date(Date.now() + 86_400_000).toISOString();
    const homework = (await api(`/api/classes/${klass.id}/homework`, teacher.token, { game: 1, gradeCode: 3, level: 'elementary', mode: 'pinyin', count: 1, dueAt, characters })).data;

    // Only the class's pupils can practise it.
    expect(await ask(await env.open(jon.ticket), EV.startPractice, { gradeCode: 3, level: 'elementary', homework: homework.id })).toEqual({ ok: false, msg: 'homeworkNotFound' });
    const socket = await env.open(ivy.ticket);
    // The client's grade, level and mode give way to the homework's.
    const view = await must<RaceView>(socket, EV.startPractice, { gradeCode: 3, level: 'elementary', mode: 'hanzi', homework: homework.id });
    const started = await next<RaceView>(socket, EV.started, 15_000, (v) => v.raceId === view.raceId);
    const hanzi = (await env.node.store.hget(raceKeys.meta(view.raceId), 'hanzi'))!;
    expect(await env.node.store.hget(raceKeys.meta(view.raceId), 'mode')).toBe('pinyin');
    expect(characters.some((c) => hanzi.includes(c))).toBe(true);
    const han = Array.from(hanzi).filter((c) => HAN.test(c));
    const syllables = started.text!.split(' ');
    expect(syllables).toHaveLength(han.length);

    // Syllable 1 is slipped on (a wrong key, deleted, then typed right); the others typed right.
    const finished = next<{ results: RaceResultRow[] }>(socket, EV.finished, 30_000);
    await typeSyllables(socket, view.raceId, syllables, 1);
    await finished;

    const row = await env.api.db.prisma.raceResult.findFirstOrThrow({ where: { raceId: view.raceId, userId: ivy.id } });
    expect(row).toMatchObject({ gradeCode: 3, level: 'elementary', mode: 'pinyin', submitted: true });
    expect(row.completed).toBeGreaterThanOrEqual(1);
    const memory = (row.detail as { memory: MemoryAnswer[] }).memory;
    expect(new Set(memory.map((a) => a.character))).toEqual(new Set(han));
    for (const answer of memory) expect([answer.character, answer.right]).toEqual([answer.character, answer.character !== han[1]]);
    // The results page names the slip by its character, not by the wrong letter.
    expect((row.detail as { mistakes: [string, number][] }).mistakes).toEqual([[han[1], 1]]);
    // What the teacher sees: the round counted towards the homework (when fair play let it count).
    const counted = row.fairPlay === 'ok';
    const done = (await api(`/api/classes/${klass.id}/homework`, teacher.token)).data[0].pupils[0].done;
    expect(done).toBe(counted ? 1 : 0);
  });
  test('"My tricky characters" in pinyin letters: the tricky character comes back as its syllable, judged and stored as a pinyin round', async () => {
    const jon = await login(env.api.url, 'jon', 'racer123');
    const [drawn] = (await (await fetch(`${env.api.url}/api/internal/content/typing?gradeCode=3&level=elementary&mode=hanzi&count=1&seed=tricky`, { headers: internalHeaders })).json()).data;
    const tricky = Array.from(drawn.text as string).find((c) => HAN.test(c))!;
    const now = new Date();
    await env.api.db.prisma.characterMemory.create({
      data: { userId: jon.id, character: tricky, fsrsState: 1, due: now, stability: 1, difficulty: 5, scheduledDays: 0, learningSteps: 0, reps: 1, lapses: 1, lastGrade: 1, state: 'tricky', wrong: 1, lastReview: now, updatedAt: now },
    });
    const socket = await env.open(jon.ticket);
    const view = await must<RaceView>(socket, EV.startPractice, { gradeCode: 3, level: 'elementary', mode: 'pinyin', review: true });
    const started = await next<RaceView>(socket, EV.started, 15_000, (v) => v.raceId === view.raceId);
    const meta = (field: string) => env.node.store.hget(raceKeys.meta(view.raceId), field);
    expect(await meta('mode')).toBe('pinyin');
    const han = Array.from((await meta('hanzi'))!).filter((c) => HAN.test(c));
    expect(han).toContain(tricky);
    // Letters only, one syllable per character: nothing a tablet's keyboard cannot type.
    expect(started.text).toMatch(/^[a-z]+( [a-z]+)*$/);
    const syllables = started.text!.split(' ');
    expect(syllables).toHaveLength(han.length);

    const finished = next<{ results: RaceResultRow[] }>(socket, EV.finished, 30_000);
    await typeSyllables(socket, view.raceId, syllables);
    await finished;
    const row = await env.api.db.prisma.raceResult.findFirstOrThrow({ where: { raceId: view.raceId, userId: jon.id } });
    expect(row).toMatchObject({ gradeCode: 3, mode: 'pinyin', submitted: true, accuracy: 100 });
    const memory = (row.detail as { memory: MemoryAnswer[] }).memory;
    expect(memory.find((a) => a.character === tricky)).toMatchObject({ right: true });
  });
});
