import { describe, expect, test } from 'vitest';
import { ghostFinishMs, ghostPosition, raceFinished, raceMaxLength, raceProgress } from './race-reading.js';
import { raceItems } from './race-items.js';
import { refuseGameLog } from './log-rule.js';
import { scoreRace } from './race-scoring.js';
import type { RacePassage } from './schemas.js';

const hanzi: RacePassage = { id: 't', text: '小兔子跑得快', pinyin: 'xiǎo tù zi pǎo de kuài', pinyinKeys: 'xiao tu zi pao de kuai', mode: 'hanzi', target: '小兔子跑得快' };
/** 还给 read huán gěi in the passage; an IME also offers hai for 还 and ji for 给. */
const pinyin: RacePassage = { id: 'p', text: '还给我', pinyin: 'huán gěi wǒ', pinyinKeys: 'huan gei wo', mode: 'pinyin', target: 'huan gei wo', acceptedKeys: [['huan', 'hai'], ['gei', 'ji'], ['wo']] };
const hare = { cpm: 30, napAtChar: 2, napMs: 1_000 };
const keys = (text: string, every = 400) => [...text].map((input, i) => ({ itemId: `c${i}`, input, atMs: (i + 1) * every }));

describe('the tortoise race reads the passage as the pupil does', () => {
  test('a ghost replays its commits, a wrong character holds it back until retyped', () => {
    const timeline = [
      { itemId: 'c0', input: '小免', atMs: 1_000 },
      { itemId: 'c1', input: '兔子跑', atMs: 2_500 },
      { itemId: 'c4', input: '得快', atMs: 4_000 },
    ];
    expect(ghostPosition(hanzi, timeline, 999)).toBe(0);
    expect(ghostPosition(hanzi, timeline, 1_000)).toBe(1);
    expect(ghostPosition(hanzi, timeline, 3_000)).toBe(4);
    expect(ghostFinishMs(hanzi, timeline)).toBe(4_000);
    expect(ghostFinishMs(hanzi, timeline.slice(0, 2))).toBeNull();
  });

  test('pinyin mode accepts the other readings an IME offers, and finishes on them', () => {
    expect(raceMaxLength(pinyin)).toBe('huan gei wo'.length);
    expect(raceFinished(pinyin, [...'hai ji wo'])).toBe(true);
    expect(raceFinished(pinyin, [...'hai ji w'])).toBe(false);
    expect(raceFinished(pinyin, [...'hai gei wo'])).toBe(true);
    expect(raceFinished(pinyin, [...'hei gei wo'])).toBe(false);
    // Progress is counted on the written target's length, so the hare and the ghost share the track.
    expect(raceProgress(pinyin, [...'hai ji wo'])).toBe('huan gei wo'.length);
    expect(raceProgress(pinyin, [...'hai '])).toBe(Math.floor((4 * 11) / 'hai gei wo'.length));
    expect(raceProgress(hanzi, [...'小兔子'])).toBe(3);
  });

  test('the server scores a race typed in other readings as right, and the log rule takes its commits', () => {
    const log = keys('hai ji wo');
    expect(refuseGameLog('race', raceItems(pinyin), log, { late: false, elapsedMs: 10_000 })).toBeNull();
    const outcome = scoreRace(pinyin, hare, log);
    expect(outcome.race).toMatchObject({ correctChars: 9, typedChars: 9, accuracy: 100, finishMs: 3_600 });
    expect(outcome.missed).toEqual([]);
    // A reading no IME offers is wrong and names its character first (the rest is judged from the passage's reading).
    const wrong = scoreRace(pinyin, hare, keys('hei gei wo'));
    expect(wrong.race).toMatchObject({ finishMs: null });
    expect(wrong.missed[0].word).toBe('还');
  });

  test('a longer accepted reading gets items to type it in', () => {
    const longer: RacePassage = { ...pinyin, acceptedKeys: [['hai', 'huan'], ['gei', 'ji'], ['wo']], target: 'hai gei wo', pinyinKeys: 'hai gei wo' };
    expect(raceItems(longer)).toHaveLength('huan gei wo'.length);
    expect(raceItems(longer).at(-1)).toEqual({ id: 'c10', answer: '' });
    const outcome = scoreRace(longer, hare, keys('huan gei wo'));
    expect(outcome.race).toMatchObject({ correctChars: 11, accuracy: 100, finishMs: 4_400 });
  });
});
