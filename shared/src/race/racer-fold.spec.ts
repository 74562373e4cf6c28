import { describe, expect, test } from 'vitest';
import { applyInput, foldInput, foldRefusal, newRacerProgress, recordRefusal, type RaceInput, type RaceWindow, type RacerProgress } from './racer-progress.js';
import { racerFigures } from './racer-figures.js';
import { addCommit, foldCommit, newTimingStats, type TimingStats } from '../fairplay/timing-stats.js';

/** A small seeded generator: the same "random" typing every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const hanziRace: RaceWindow = { text: '我们在学校学习中文。老师说，𠮷字也要会写！', startAt: 1_000, endAt: 120_000 };
const pinyinRace: RaceWindow = { text: 'ta hai mei lai', accepted: [['ta'], ['hai', 'huan'], ['mei', 'mo'], ['lai']], syllables: true, startAt: 1_000, endAt: 120_000 };

/**
 * The next input of a racer typing on and off the text: right and wrong characters, bursts too
 * fast to be human, commits too long, deletions, replays, gaps, empty inputs, and commits before
 * and after the race; mostly the text's next characters, so some racers finish.
 */
function nextInput(race: RaceWindow, random: () => number, racer: RacerProgress, at: number): [number, RaceInput] {
  const text = Array.from(race.text);
  const lastSeq = racer.lastSeq;
  const roll = random();
  const seq = roll < 0.03 ? lastSeq : roll < 0.06 ? lastSeq + 2 : lastSeq + 1;
  const when = roll > 0.98 ? race.endAt + 1 : at;
  const mode = race.accepted ? 'pinyin' : 'ime';
  const typed = Array.from(racer.typed);
  let right = 0;
  while (right < typed.length && typed[right] === text[right]) right++;
  // Wrong characters are mostly taken back, so some racers finish.
  if (right < typed.length && random() < 0.6) return [when, { seq, kind: 'delete', count: typed.length - right }];
  if (random() < 0.1) return [when, { seq, kind: 'delete', count: Math.floor(random() * 3) }];
  const length = random() < 0.05 ? 10 : mode === 'pinyin' || random() < 0.7 ? 1 : 1 + Math.floor(random() * 8);
  const from = random() < 0.7 ? right : Math.floor(random() * text.length);
  const chars = random() < 0.1 ? '错'.repeat(length) : text.slice(from, from + length).join('') || 'x';
  return [when, { seq, kind: 'insert', text: random() < 0.02 ? '' : chars, mode }];
}

function* typing(race: RaceWindow, random: () => number, count: number, racer: RacerProgress): Generator<[number, RaceInput]> {
  let at = race.startAt - 300;
  for (let i = 0; i < count; i++) {
    // Every 30 commits, after a pause, 18 in a row a few ms apart: a script, too fast even one key at a time.
    const step = i % 30;
    at += step === 8 ? 3_000 : step > 8 && step < 26 ? Math.floor(random() * 5) : 50 + Math.floor(random() * 700);
    yield nextInput(race, random, racer, at);
  }
}

describe('the in-place fold gives what the pure rules give', () => {
  test.each([
    ['hanzi', hanziRace],
    ['pinyin', pinyinRace],
  ])('%s: commit by commit, refusals included, and never changes a progress the pure rules returned', (_, race) => {
    const refused: Record<string, number> = {};
    for (let seed = 1; seed <= 30; seed++) {
      const random = seeded(seed);
      let pure = newRacerProgress();
      const held = newRacerProgress();
      const earlier: [RacerProgress, string][] = [];
      for (const [at, input] of typing(race, random, 120, held)) {
        const result = applyInput(pure, input, at, race);
        const verdict = foldInput(held, input, at, race);
        expect(verdict.ok).toBe(result.ok);
        if (result.ok) pure = result.progress;
        else {
          expect(verdict).toEqual(result);
          pure = recordRefusal(pure, result.reason, result.consumedSeq);
          if (!verdict.ok) foldRefusal(held, verdict.reason, verdict.consumedSeq);
        }
        expect(JSON.stringify(held)).toBe(JSON.stringify(pure));
        // The figures of the object changed in place are never answered from its old standing.
        expect(racerFigures(held, race, at)).toEqual(racerFigures(pure, race, at));
        earlier.push([pure, JSON.stringify(pure)]);
      }
      for (const [progress, json] of earlier) expect(JSON.stringify(progress)).toBe(json);
      for (const [reason, count] of Object.entries(held.refused)) refused[reason] = (refused[reason] ?? 0) + count;
    }
    // Every rule had its say somewhere in the sequences.
    expect(Object.keys(refused).sort()).toEqual(['alreadyFinished', 'commitTooLong', 'emptyInput', 'replay', 'sequenceGap', 'tooEarly', 'tooFast', 'tooLate']);
  });

  test('the timing stats: folded in place as added, and addCommit leaves the stats it was given as they were', () => {
    const random = seeded(7);
    let added: TimingStats = newTimingStats();
    const folded = newTimingStats();
    const earlier: [TimingStats, string][] = [];
    let at = 0;
    for (let i = 0; i < 200; i++) {
      at += Math.floor(random() * 400);
      const commit = { at, chars: Math.floor(random() * 4), afterPunctuation: random() < 0.2, hidden: random() < 0.1 };
      added = addCommit(added, commit);
      foldCommit(folded, commit);
      expect(folded).toEqual(added);
      earlier.push([added, JSON.stringify(added)]);
    }
    for (const [stats, json] of earlier) expect(JSON.stringify(stats)).toBe(json);
    // Fresh stats never share their running sums: folding into one leaves the next as new.
    const first = newTimingStats();
    foldCommit(first, { at: 1, chars: 1, afterPunctuation: false });
    foldCommit(first, { at: 300, chars: 1, afterPunctuation: false });
    expect(first.intervals).toEqual({ n: 1, mean: 299, m2: 0 });
    expect(newTimingStats().intervals).toEqual({ n: 0, mean: 0, m2: 0 });
  });
});

test('typed right, then a slip, its deletion and the rest: the typed text is what was typed and the race is finished', () => {
  const progress = newRacerProgress();
  const text = Array.from(hanziRace.text);
  const type = (seq: number, input: Omit<RaceInput, 'seq'>, at = 2_000 + seq * 400) => expect(foldInput(progress, { seq, ...input } as RaceInput, at, hanziRace)).toEqual({ ok: true });
  type(1, { kind: 'insert', text: text.slice(0, 3).join(''), mode: 'ime' });
  expect(progress.typed).toBe(text.slice(0, 3).join(''));
  type(2, { kind: 'insert', text: '错', mode: 'ime' });
  expect(progress.typed).toBe(`${text.slice(0, 3).join('')}错`);
  type(3, { kind: 'delete', count: 1 });
  let seq = 4;
  for (let at = 3; at < text.length; at++) type(seq++, { kind: 'insert', text: text[at], mode: 'ime' });
  expect(progress.typed).toBe(hanziRace.text);
  expect(progress.finishedAt).not.toBeNull();
  expect(progress.mistakes).toEqual({ [text[3]]: 1 });
});
