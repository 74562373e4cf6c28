import { describe, expect, test } from 'vitest';
import { RACE_EVENTS_IO as EV, addCommit, newRacerProgress, newTimingStats, type TimedCommit } from '@learnstar/shared';
import { flaggedRacers, sendBoard } from './live-fair-play.js';
import type { RaceBroadcaster } from './race-broadcaster.js';
import type { RaceMeta, RacerRecord } from './race-records.js';

const START = 1_000_000;
const TEXT = '我们在学校学习中文。'.repeat(12);

function meta(game = 1): RaceMeta {
  return {
    raceId: 'class-test', kind: 'classroom', game, matchId: null, title: 't', state: 'inProgress', mode: 'hanzi', text: TEXT, pinyin: '', accepted: null,
    durationMs: 120_000, startAt: START, endAt: START + 120_000, gradeCode: 3, level: 'elementary', hostId: 9, joinCode: 'ABCDEF',
    lateJoin: false, locked: false, capacity: 40, results: null, questions: null, questionMs: 10_000, revealMs: 3_000, announced: '', passageEnds: '', hanzi: '',
  };
}

/** A racer who typed `count` characters in commits of `size` at the given gaps (ms) from the start. */
function racer(userId: number, count: number, size: number, gap: (i: number) => number, judgedAs = { gradeCode: 3, certifiedCpm: null as number | null }): RacerRecord {
  let at = START;
  let timing = newTimingStats();
  for (let i = 0; i * size < count; i++) timing = addCommit(timing, { at: (at += gap(i)), chars: size, afterPunctuation: false } satisfies TimedCommit);
  const progress = { ...newRacerProgress(), typed: TEXT.slice(0, count), typedChars: count, correctKeystrokes: count, timing };
  return { userId, name: `r${userId}`, progress, timeline: [], removed: false, judgedAs };
}


describe('the host\'s live fair-play markers', () => {
  test('marks a script by its rhythm at once, and a child at a child\'s pace never', () => {
    const script = racer(1, 40, 2, () => 100);
    const child = racer(2, 20, 1, (i) => [900, 1_700, 1_200, 2_600][i % 4]);
    expect(flaggedRacers(meta(), [script, child], START + 3_000)).toEqual([1]);
  });

  test('a quick start is not yet a speed: the ceiling counts after 20 s, and the certified speed raises it', () => {
    // 30 characters in the first 12 s (150 a minute) at an uneven, human rhythm.
    const quick = racer(3, 30, 2, (i) => [600, 950, 700, 1_100, 850][i % 5]);
    expect(flaggedRacers(meta(), [quick], START + 12_000)).toEqual([]);
    expect(flaggedRacers(meta(), [quick], START + 20_000)).toEqual([]); // by 20 s the speed so far is 90 a minute
    const fast = racer(4, 60, 2, (i) => [600, 950, 700, 1_100, 850][i % 5]);
    expect(flaggedRacers(meta(), [fast], START + 21_000)).toEqual([4]);
    expect(flaggedRacers(meta(), [{ ...fast, judgedAs: { gradeCode: 3, certifiedCpm: 220 } }], START + 21_000)).toEqual([]);
  });

  test('dictionary races mark right answers given before the question could be read; removed racers are left out', () => {
    const answers = Object.fromEntries([120, 90, 150, 2_000].map((ms, i) => [i, { option: 0, correct: true, ms, points: 10 }]));
    const reader = { ...racer(5, 0, 1, () => 0), answers: { 0: { option: 0, correct: true, ms: 1_800, points: 10 } } };
    const m = { ...meta(2), questions: '[]' };
    expect(flaggedRacers(m, [{ ...racer(6, 0, 1, () => 0), answers }, reader], START + 5_000)).toEqual([6]);
    expect(flaggedRacers(meta(), [{ ...racer(7, 40, 2, () => 100), removed: true }], START + 3_000)).toEqual([]);
  });
});

describe('what a board sends to the room and to the host', () => {
  /** A broadcaster that keeps what it was asked to send, to the room or to the host. */
  function recorder() {
    const sent: { to: 'room' | 'host'; event: string; payload: { board?: { userId: number }[]; flagged?: number[] } }[] = [];
    const keep = (to: 'room' | 'host') => (_raceId: string, event: string, payload: never) => void sent.push({ to, event, payload });
    const broadcaster = { toRace: keep('room'), toRaceReplaceable: keep('room'), toHost: keep('host') } as unknown as RaceBroadcaster;
    return { sent, broadcaster, host: () => sent.filter((s) => s.to === 'host'), room: () => sent.filter((s) => s.to === 'room') };
  }
  const progress = (b: RaceBroadcaster, m: RaceMeta, racers: RacerRecord[], now: number) => sendBoard(b, m, racers, now, EV.progress, { raceId: m.raceId }, true);

  test('the room gets every board, unmarked; the host gets the marked ids once a second while any is marked, and once when none is', () => {
    const m = meta();
    const script = racer(1, 40, 2, () => 100);
    const child = racer(2, 20, 1, (i) => [900, 1_700, 1_200, 2_600][i % 4]);
    const { broadcaster, host, room } = recorder();
    const at = START + 3_000;
    for (let ms = 0; ms < 1_000; ms += 200) progress(broadcaster, m, [script, child], at + ms);
    expect(room()).toHaveLength(5);
    expect(room().every((s) => s.event === EV.progress && s.payload.board!.every((row) => !('flagged' in row)))).toBe(true);
    expect(host()).toEqual([{ to: 'host', event: EV.flags, payload: { raceId: m.raceId, flagged: [1] } }]);

    // A second on, judged again: still marked, told again (a host who came back hears it within a second).
    progress(broadcaster, m, [script, child], at + 1_000);
    expect(host()).toHaveLength(2);
    // The script is removed: the host is told once that nobody is marked, then nothing while that holds.
    const removed = { ...script, removed: true };
    progress(broadcaster, m, [removed, child], at + 2_000);
    progress(broadcaster, m, [removed, child], at + 3_000);
    expect(host().map((s) => s.payload.flagged)).toEqual([[1], [1], []]);
  });

  test('a board that skips the markers (judged less than a second ago) says when a board may judge them again', () => {
    const m = meta();
    const script = racer(1, 40, 2, () => 100);
    const { broadcaster } = recorder();
    const at = START + 3_000;
    expect(progress(broadcaster, m, [script], at)).toBeNull();
    expect(progress(broadcaster, m, [script], at + 300)).toBe(at + 1_000);
    expect(progress(broadcaster, m, [script], at + 1_000)).toBeNull();
    // Pupils' races have no host to tell.
    expect(progress(broadcaster, { ...m, kind: 'practice', hostId: null }, [script], at + 1_100)).toBeNull();
  });

  test('nobody marked: the host is sent nothing; pupils\' races (no host) never judge', () => {
    const child = racer(2, 20, 1, (i) => [900, 1_700, 1_200, 2_600][i % 4]);
    const script = racer(1, 40, 2, () => 100);
    const classroom = recorder();
    for (let ms = 0; ms < 3_000; ms += 200) progress(classroom.broadcaster, meta(), [child], START + 3_000 + ms);
    expect(classroom.host()).toEqual([]);
    const practice = recorder();
    progress(practice.broadcaster, { ...meta(), kind: 'practice', hostId: null }, [script], START + 3_000);
    expect(practice.host()).toEqual([]);
    expect(practice.room()).toHaveLength(1);
  });
});
