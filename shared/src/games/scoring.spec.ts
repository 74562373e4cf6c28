import { describe, expect, it } from 'vitest';
import { MINI_GAME_DAILY_POINTS_CAP, MINI_GAME_MAX_POINTS_PER_SESSION, MINI_GAME_RULES } from './constants.js';
import { raceItems } from './race-items.js';
import { RACE_BEAT_HARE_BONUS, scoreRace } from './race-scoring.js';
import { hareFinishMs } from './race-track.js';
import { BEE_FIRST_TRY_SCORE, BEE_LATER_TRY_SCORE, PLANE_HIT_SCORE, miniGamePoints, pointsWithinDailyCap, scoreBee, scorePlane } from './scoring.js';
import type { BeeItem, PlaneItem, RacePassage } from './schemas.js';

const word = (i: number) => ({ id: `i${i}`, word: `词${i}`, pinyin: `cí${i}`, meaning: `word ${i}` });
const planes: PlaneItem[] = Array.from({ length: 6 }, (_, i) => ({ ...word(i), answer: `ci${i}`, options: [], optionAnswers: [] }));
const bees: BeeItem[] = Array.from({ length: 4 }, (_, i) => ({ ...word(i), answer: `词${i}`, prompt: { kind: 'meaning', text: `word ${i}` }, options: [], optionMeanings: [] }));
const at = (pairs: [string, string][]) => pairs.map(([itemId, input], i) => ({ itemId, input, atMs: (i + 1) * 1_000 }));

describe('plane scoring', () => {
  it('scores hits only and lists the planes met but not shot down', () => {
    const outcome = scorePlane(planes, at([['i0', 'ci0'], ['i1', 'ci9'], ['i3', 'CI3']]), 0);
    expect(outcome.score).toBe(2 * PLANE_HIT_SCORE);
    expect(outcome).toMatchObject({ correct: 2, answered: 3 });
    expect(outcome.missed.map((m) => m.itemId)).toEqual(['i1', 'i2']);
    expect(scorePlane(planes, at([['i0', 'ci0']]), 3).missed.map((m) => m.itemId)).toEqual(['i1', 'i2', 'i3']);
  });
});

describe('bee scoring', () => {
  it('gives full score first time, less after a wrong flower, and lists words to revise', () => {
    const outcome = scoreBee(bees, at([['i0', '词0'], ['i1', '词3'], ['i1', '词1'], ['i2', '词0']]));
    expect(outcome.score).toBe(BEE_FIRST_TRY_SCORE + BEE_LATER_TRY_SCORE);
    expect(outcome).toMatchObject({ correct: 2, answered: 3 });
    expect(outcome.missed.map((m) => m.itemId)).toEqual(['i1', 'i2']);
  });
});

describe('race scoring', () => {
  const passage: RacePassage = { id: 'p', text: '我是学生。', pinyin: 'wǒ shì xué sheng', pinyinKeys: 'wo shi xue sheng', mode: 'hanzi', target: '我是学生。' };
  const hare = { cpm: 20, napAtChar: 2, napMs: 3_000 };
  it('replays commits with retypes; accuracy counts every entered character; beating the hare adds a bonus', () => {
    expect(raceItems(passage)).toHaveLength(5);
    const log = [
      { itemId: 'c0', input: '我是', atMs: 1_000 },
      { itemId: 'c2', input: '雪', atMs: 2_000 },
      { itemId: 'c2', input: '学生。', atMs: 4_000 },
    ];
    const outcome = scoreRace(passage, hare, log);
    expect(outcome.race).toMatchObject({ correctChars: 5, typedChars: 6, accuracy: 83.3, finishMs: 4_000, cpm: 75, beatHare: true });
    expect(outcome.race!.hareFinishMs).toBe(hareFinishMs(hare, 5));
    expect(outcome.score).toBe(Math.round(5 * 10 * 0.833) + RACE_BEAT_HARE_BONUS);
    expect(outcome.missed).toEqual([{ itemId: 'c2', word: '学', pinyin: 'xué', meaning: '' }]);
  });

  it('an unfinished race has no finish and no bonus; CPM runs to the last commit', () => {
    const outcome = scoreRace(passage, hare, [{ itemId: 'c0', input: '我是', atMs: 6_000 }]);
    expect(outcome.race).toMatchObject({ correctChars: 2, finishMs: null, beatHare: false, cpm: 20 });
    expect(outcome.score).toBe(20);
  });

  it('maps pinyin-mode mistakes to their character', () => {
    const pinyin = { ...passage, mode: 'pinyin' as const, target: passage.pinyinKeys };
    const log = [...'wo sgi'].map((input, i) => ({ itemId: `c${i}`, input, atMs: (i + 1) * 300 }));
    expect(scoreRace(pinyin, hare, log).missed).toEqual([{ itemId: 'c4', word: '是', pinyin: 'shì', meaning: '' }]);
  });
});

describe('points', () => {
  it('are one per scorePerPoint, capped per session and by what is left of the day', () => {
    expect(miniGamePoints('plane', MINI_GAME_RULES.plane.scorePerPoint * 3 + 1)).toBe(3);
    expect(miniGamePoints('bee', 0)).toBe(0);
    expect(miniGamePoints('race', 1_000_000)).toBe(MINI_GAME_MAX_POINTS_PER_SESSION);
    expect(pointsWithinDailyCap(10, MINI_GAME_DAILY_POINTS_CAP - 4)).toBe(4);
    expect(pointsWithinDailyCap(10, MINI_GAME_DAILY_POINTS_CAP)).toBe(0);
    expect(pointsWithinDailyCap(10, 0)).toBe(10);
  });
});
