import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GameAnswer, RaceGhost, RaceSessionStart } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, bearer } from './support.js';
import { finishSession, newPupil, spaced, startSession, unevenly } from './games-support.js';

const clock = new TestClock(Date.parse('2026-11-25T03:00:00Z'));

/** The whole target in commits of three characters, two seconds or more apart (a child's pace and rhythm). */
function wholeRace(start: RaceSessionStart): GameAnswer[] {
  const chars = [...start.passage.target];
  const pairs: [string, string][] = [];
  for (let i = 0; i < chars.length; i += 3) pairs.push([`c${i}`, chars.slice(i, i + 3).join('')]);
  return unevenly(pairs, 2_000);
}

describe('race ghosts: race again against a recorded run', () => {
  let api: RunningApi;
  const pupils: Record<string, { id: number; token: string; name: string }> = {};
  const races: Record<string, { start: RaceSessionStart; log: GameAnswer[] }> = {};

  async function race(who: string, key: string, log: (start: RaceSessionStart) => GameAnswer[], body?: unknown) {
    const start = (await startSession(api, pupils[who].token, 'race', body)).body.data as RaceSessionStart;
    const answers = log(start);
    clock.advance((answers.at(-1)?.atMs ?? 0) + 1_000);
    const finished = await finishSession(api, pupils[who].token, 'race', start.sessionId, { answers, endedBy: answers.length ? 'finished' : 'quit' });
    races[key] = { start, log: answers };
    return finished;
  }

  beforeAll(async () => {
    api = await startApi({}, clock);
    pupils.me = await newPupil(api, 'ghostMe', 3);
    pupils.classmate = await newPupil(api, 'ghostMate', 3);
    pupils.quitter = await newPupil(api, 'ghostQuit', 3);
    pupils.older = await newPupil(api, 'ghostOlder', 4);
    await race('me', 'mine', wholeRace);
    await race('classmate', 'classmate', wholeRace);
    await race('classmate', 'classmatePinyin', wholeRace, { level: 'elementary', mode: 'pinyin' });
    await race('quitter', 'quit', (start) => spaced([['c0', start.items[0].answer]]));
    await race('older', 'older', wholeRace);
    const refused = await race('classmate', 'refused', (start) => [...wholeRace(start), { itemId: 'c0', input: start.items[0].answer, atMs: 1 }]);
    expect(refused.body.code).toBe(422);
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('the list holds own and same-grade finished races, by display name, latest first; not other grades, quits or refused logs', async () => {
    const { status, body } = await api.get('/api/games/race/ghosts', bearer(pupils.me.token));
    expect(status).toBe(200);
    const ghosts = body.data as RaceGhost[];
    expect(ghosts.map((g) => g.sessionId)).toEqual([races.classmatePinyin, races.classmate, races.mine].map((r) => r.start.sessionId));
    expect(ghosts[1]).toEqual({
      sessionId: races.classmate.start.sessionId,
      name: pupils.classmate.name,
      own: false,
      passageId: races.classmate.start.passage.id,
      level: 'elementary',
      mode: 'hanzi',
      finishMs: races.classmate.log.at(-1)!.atMs,
      finishedAt: expect.any(String),
    });
    expect(ghosts[2]).toMatchObject({ own: true, name: pupils.me.name, mode: 'hanzi' });
    expect(ghosts[0]).toMatchObject({ mode: 'pinyin' });
    const openapi = await api.get('/api/docs/openapi.json');
    expect(Object.keys(openapi.body.paths)).toContain('/api/games/race/ghosts');
  });

  test("a ghost race runs on the ghost's passage with its timeline and no other personal data, and is scored like any race", async () => {
    const ghost = races.classmate;
    const { status, body } = await startSession(api, pupils.me.token, 'race', { level: 'elementary', mode: 'hanzi', ghostSessionId: ghost.start.sessionId });
    expect(status).toBe(200);
    const start = body.data as RaceSessionStart;
    expect(start.passage).toEqual(ghost.start.passage);
    expect(start.items).toEqual(ghost.start.items);
    expect(start.sessionId).not.toBe(ghost.start.sessionId);
    expect(start.ghost).toEqual({ sessionId: ghost.start.sessionId, name: pupils.classmate.name, own: false, timeline: ghost.log });
    const log = wholeRace(start);
    clock.advance(log.at(-1)!.atMs + 1_000);
    const finished = await finishSession(api, pupils.me.token, 'race', start.sessionId, { answers: log, endedBy: 'finished' });
    expect(finished.body.data.race).toMatchObject({ finishMs: log.at(-1)!.atMs, accuracy: 100 });
  });

  test('a ghost that is malformed, unknown, of another grade or in another mode or level is a clear refusal', async () => {
    const startWith = (ghostSessionId: string, extra: object = {}) => startSession(api, pupils.me.token, 'race', { level: 'elementary', ghostSessionId, ...extra });
    const malformed = await startWith('../../etc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ field: 'ghostSessionId', msg: 'gameGhostNotFound' }]);
    const cases: [string, object, number, string][] = [
      [randomUUID(), {}, 404, 'gameGhostNotFound'],
      [races.older.start.sessionId, {}, 404, 'gameGhostNotFound'],
      [races.quit.start.sessionId, {}, 404, 'gameGhostNotFound'],
      [races.refused.start.sessionId, {}, 404, 'gameGhostNotFound'],
      [races.classmatePinyin.start.sessionId, {}, 400, 'gameGhostModeDiffers'],
      [races.classmate.start.sessionId, { mode: 'pinyin' }, 400, 'gameGhostModeDiffers'],
    ];
    for (const [ghostSessionId, extra, status, msg] of cases) {
      const response = await startWith(ghostSessionId, extra);
      expect(response.body, ghostSessionId).toEqual({ code: status, msg });
      expect(response.status).toBe(status);
    }
  });
});
