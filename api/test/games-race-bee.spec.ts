import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BEE_FIRST_TRY_SCORE,
  BEE_LATER_TRY_SCORE,
  BEE_OPTIONS_BY_LEVEL,
  GAME_DEADLINE_GRACE_MS,
  HARE_DEFAULT_CPM,
  MINI_GAME_RULES,
  RACE_BEAT_HARE_BONUS,
  countHan,
  miniGamePoints,
  raceMaxLength,
  type BeeItem,
  type RaceSessionStart,
} from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { TestClock, bearer } from './support.js';
import { finishSession, newPupil, spaced, startSession, unevenly } from './games-support.js';

const clock = new TestClock(Date.parse('2026-11-24T03:00:00Z'));

/** The target cut into commits of two characters, as an IME pupil commits a word at a time. */
function commitsOf(target: string): [string, string][] {
  const chars = [...target];
  const out: [string, string][] = [];
  for (let i = 0; i < chars.length; i += 2) out.push([`c${i}`, chars.slice(i, i + 2).join('')]);
  return out;
}

describe('game centre sessions: tortoise and hare race, bee honey gathering', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({}, clock);
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('the hare runs at the median of the last five typing results, or the grade default', async () => {
    const typist = await newPupil(api, 'hareTypist');
    const cpms = [5, 200, 10, 70, 50, 60]; // the oldest (5) is left out: the median of the rest is 60
    await api.db.prisma.raceResult.createMany({
      data: cpms.map((cpm, i) => ({ raceId: `t${i}`, userId: typist.id, game: 1, score: 100, cpm, finishedAt: new Date(Date.parse('2026-11-20T00:00:00Z') + i * 60_000) })),
    });
    const perCharacter = (start: RaceSessionStart) => [...start.passage.target].length / countHan(start.passage.text);
    const typed = (await startSession(api, typist.token, 'race')).body.data as RaceSessionStart;
    expect(typed.hare.cpm).toBeCloseTo(60 * perCharacter(typed), 0);
    const fresh = (await startSession(api, (await newPupil(api, 'hareFresh')).token, 'race')).body.data as RaceSessionStart;
    expect(fresh.hare.cpm).toBeCloseTo(HARE_DEFAULT_CPM[3] * perCharacter(fresh), 0);
    expect(fresh.items.map((i) => i.answer).join('')).toBe(fresh.passage.text);
    expect(fresh.hare.napMs).toBeGreaterThan(0);
  });

  test('a race is scored from the commits: a retype costs accuracy, beating the hare adds the bonus, points show in the rankings', async () => {
    const pupil = await newPupil(api, 'raceHonest');
    const start = (await startSession(api, pupil.token, 'race')).body.data as RaceSessionStart;
    const target = start.passage.target;
    const commits = commitsOf(target);
    // A wrong character first, deleted and typed again (the retype starts at the same index).
    const log = unevenly([['c0', '错'], ...commits], 1_500);
    clock.advance(log.at(-1)!.atMs + 1_000);
    const { body } = await finishSession(api, pupil.token, 'race', start.sessionId, { answers: log, endedBy: 'finished' });
    const length = [...target].length;
    const accuracy = Math.round((length / (length + 1)) * 1000) / 10;
    expect(body.data.race).toMatchObject({ correctChars: length, typedChars: length + 1, accuracy, finishMs: log.at(-1)!.atMs, beatHare: true });
    const score = Math.round(length * 10 * (accuracy / 100)) + RACE_BEAT_HARE_BONUS;
    expect(body.data).toMatchObject({ score, correct: length, points: miniGamePoints('race', score) });
    expect(body.data.missed).toEqual([{ itemId: 'c0', word: [...target][0], pinyin: start.passage.pinyin.split(' ')[0], meaning: '' }]);

    const games = await api.get('/api/user/games', bearer(pupil.token));
    expect(games.body.data.rows[0]).toMatchObject({ miniGame: 'race', score, wpm: body.data.race.wpm, accuracy });
    const board = await api.get('/api/ranking?board=points&gradeCode=3', bearer(pupil.token));
    expect(board.body.data.me).toMatchObject({ userId: pupil.id, value: body.data.points });
  });

  test('a slow race loses to the hare; pinyin mode races the keys; a commit beyond the cursor is refused', async () => {
    const pupil = await newPupil(api, 'racePinyin');
    const slow = (await startSession(api, pupil.token, 'race')).body.data as RaceSessionStart;
    const slowLog = spaced(commitsOf(slow.passage.target), 8_000);
    clock.advance(slowLog.at(-1)!.atMs + 500);
    const lost = await finishSession(api, pupil.token, 'race', slow.sessionId, { answers: slowLog, endedBy: 'finished' });
    expect(lost.body.data.race).toMatchObject({ beatHare: false, accuracy: 100 });

    const keys = (await startSession(api, pupil.token, 'race', { level: 'elementary', mode: 'pinyin' })).body.data as RaceSessionStart;
    expect(keys.passage).toMatchObject({ mode: 'pinyin', target: keys.passage.pinyinKeys });
    // Items for every key the pupil may type: the longer readings an IME accepts need a few more.
    expect(keys.items).toHaveLength(raceMaxLength(keys.passage));
    const keyLog = spaced([...keys.passage.target].map((key, i) => [`c${i}`, key]), 300);
    clock.advance(keyLog.at(-1)!.atMs + 500);
    const typed = await finishSession(api, pupil.token, 'race', keys.sessionId, { answers: keyLog, endedBy: 'finished' });
    expect(typed.body.data.race).toMatchObject({ correctChars: keys.passage.pinyinKeys.length, accuracy: 100 });

    // The same race typed with every polyphone in another reading an IME offers is right too.
    const other = (await startSession(api, pupil.token, 'race', { level: 'elementary', mode: 'pinyin' })).body.data as RaceSessionStart;
    const readings = other.passage.acceptedKeys!;
    expect(readings.some((options) => options.length > 1)).toBe(true);
    const otherText = readings.map((options) => options.at(-1)).join(' ');
    expect(otherText).not.toBe(other.passage.target);
    const otherLog = spaced([...otherText].map((key, i) => [`c${i}`, key]), 300);
    clock.advance(otherLog.at(-1)!.atMs + 500);
    const otherTyped = await finishSession(api, pupil.token, 'race', other.sessionId, { answers: otherLog, endedBy: 'finished' });
    expect(otherTyped.body.data.race).toMatchObject({ correctChars: [...otherText].length, accuracy: 100 });
    expect(otherTyped.body.data.race.finishMs).not.toBeNull();

    const jump = (await startSession(api, pupil.token, 'race')).body.data as RaceSessionStart;
    clock.advance(10_000);
    const refused = await finishSession(api, pupil.token, 'race', jump.sessionId, { answers: spaced([['c0', jump.items[0].answer], ['c5', 'x']]), endedBy: 'quit' });
    expect(refused.body).toEqual({ code: 422, msg: 'gameCommitOutOfPlace' });
  });

  test('a race typed at a script\'s pace is held by fair play: no points, off the boards, "being checked" in my games', async () => {
    const pupil = await newPupil(api, 'raceScript');
    const start = (await startSession(api, pupil.token, 'race')).body.data as RaceSessionStart;
    // Two characters every 320 ms on a timer (375 a minute): inside every per-commit floor, far beyond a child.
    const log = spaced(commitsOf(start.passage.target), 320);
    clock.advance(log.at(-1)!.atMs + 500);
    const { body } = await finishSession(api, pupil.token, 'race', start.sessionId, { answers: log, endedBy: 'finished' });
    expect(body.data).toMatchObject({ points: 0 });
    expect(body.data.heldReasons).toEqual(expect.arrayContaining(['aboveCeiling', 'burst']));
    const again = await finishSession(api, pupil.token, 'race', start.sessionId, { answers: log, endedBy: 'finished' });
    expect(again.body.data).toEqual(body.data);
    expect(await api.db.prisma.pointsLedgerEntry.count({ where: { userId: pupil.id } })).toBe(0);
    expect((await api.get('/api/user/games', bearer(pupil.token))).body.data.rows[0]).toMatchObject({ miniGame: 'race', status: 'beingChecked' });
    const centre = (await api.get('/api/games/centre', bearer(pupil.token))).body.data;
    expect(centre.games.find((g: { game: string }) => g.game === 'race')).toMatchObject({ best: 0 });
  });

  test('a bee round scores first tries fully and later tries less, and lists the words to revise', async () => {
    const pupil = await newPupil(api, 'beeHonest');
    const start = await startSession(api, pupil.token, 'bee');
    expect(start.body.data).toMatchObject({ game: 'bee', durationMs: MINI_GAME_RULES.bee.durationMs });
    const items = start.body.data.items as BeeItem[];
    expect(items.every((i) => i.options.length === BEE_OPTIONS_BY_LEVEL.elementary && i.options.includes(i.answer))).toBe(true);
    const wrong = items[0].options.find((o) => o !== items[0].answer)!;
    const log = spaced([[items[0].id, wrong], [items[0].id, items[0].answer], [items[1].id, items[1].answer], [items[2].id, items[2].answer]], 1_500);
    clock.advance(7_000);
    const { body } = await finishSession(api, pupil.token, 'bee', start.body.data.sessionId, { answers: log, endedBy: 'finished' });
    const score = BEE_LATER_TRY_SCORE + 2 * BEE_FIRST_TRY_SCORE;
    expect(body.data).toMatchObject({ score, correct: 3, answered: 3, points: miniGamePoints('bee', score) });
    expect(body.data.missed).toEqual([{ itemId: items[0].id, word: items[0].word, pinyin: items[0].pinyin, meaning: items[0].meaning }]);
  });

  test('a bee log with too many flowers per prompt, a visit after the right one, or a late finish is refused', async () => {
    const pupil = await newPupil(api, 'beeCheat');
    const logs: [string, (items: BeeItem[]) => [string, string][]][] = [
      ['gameItemRepeated', (items) => Array.from({ length: 4 }, () => [items[0].id, items[0].options.find((o) => o !== items[0].answer)!])],
      ['gameItemRepeated', (items) => [[items[0].id, items[0].answer], [items[0].id, items[0].answer]]],
      ['gameAnswersTooFast', (items) => items.slice(0, 5).map((i) => [i.id, i.answer])],
    ];
    for (const [refusal, log] of logs) {
      const start = await startSession(api, pupil.token, 'bee');
      clock.advance(20_000);
      const gap = refusal === 'gameAnswersTooFast' ? 200 : 1_500;
      const refused = await finishSession(api, pupil.token, 'bee', start.body.data.sessionId, { answers: spaced(log(start.body.data.items), gap), endedBy: 'finished' });
      expect(refused.body, refusal).toEqual({ code: 422, msg: refusal });
    }
    const late = await startSession(api, pupil.token, 'bee');
    clock.advance(MINI_GAME_RULES.bee.durationMs + GAME_DEADLINE_GRACE_MS + 1);
    expect((await finishSession(api, pupil.token, 'bee', late.body.data.sessionId, { answers: [], endedBy: 'finished' })).body.msg).toBe('gameFinishedLate');
    expect(await api.db.prisma.pointsLedgerEntry.count({ where: { userId: pupil.id } })).toBe(0);
  });
});
