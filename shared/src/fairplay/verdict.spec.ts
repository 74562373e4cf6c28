import { describe, expect, it } from 'vitest';
import { CPM_CEILING, certifiedCeiling, checkConfirms } from './ceilings.js';
import { intervalSpread, type TimedCommit } from './timing-stats.js';
import { judgeDictionaryAnswers } from './dictionary.js';
import { judgePlausibility, timingOf } from './verdict.js';

/** Commits of `sizes` characters at the given gaps (ms); every 8th commit follows punctuation. */
function timeline(gaps: number[], sizes: number[] = [2]): TimedCommit[] {
  let at = 1000;
  return gaps.map((gap, i) => ({ at: (at += gap), chars: sizes[i % sizes.length], afterPunctuation: i % 8 === 7 }));
}

const cpmOf = (commits: TimedCommit[]) => (commits.reduce((n, c) => n + c.chars, 0) * 60_000) / commits[commits.length - 1].at;

describe('plausibility model', () => {
  it('flags the reported script: 2-character commits every 100 ms (1,200 CPM) in P2', () => {
    const commits = timeline(Array(60).fill(100));
    const reasons = judgePlausibility({ stats: timingOf(commits), gradeCode: 3, cpm: cpmOf(commits) });
    expect(reasons).toEqual(expect.arrayContaining(['aboveCeiling', 'tooManyCommits', 'tooEven']));
  });

  it('flags a timer at an ordinary speed by its even rhythm alone', () => {
    const commits = timeline(Array(40).fill(3000));
    const stats = timingOf(commits);
    expect(intervalSpread(stats)).toBeLessThan(0.01);
    expect(judgePlausibility({ stats, gradeCode: 1, cpm: cpmOf(commits) })).toContain('tooEven');
  });

  it('counts an uneven child at 40 CPM with pauses after punctuation', () => {
    const gaps = Array.from({ length: 40 }, (_, i) => (i % 8 === 7 ? 4200 : [1400, 2600, 1900, 3300][i % 4]));
    const commits = timeline(gaps, [1, 2, 1, 3]);
    expect(judgePlausibility({ stats: timingOf(commits), gradeCode: 1, cpm: cpmOf(commits) })).toEqual([]);
  });

  it('does not judge the spread of fewer than 20 commits', () => {
    const commits = timeline(Array(10).fill(3000));
    expect(judgePlausibility({ stats: timingOf(commits), gradeCode: 1, cpm: cpmOf(commits) })).not.toContain('tooEven');
  });

  it('flags a paste-like burst and typing while the page is hidden', () => {
    const commits = [...timeline([1500, 2100, 1800, 2500]), ...Array.from({ length: 6 }, (_, i) => ({ at: 10_000 + i * 50, chars: 8, afterPunctuation: false, hidden: true }))];
    const reasons = judgePlausibility({ stats: timingOf(commits), gradeCode: 8, cpm: 60 });
    expect(reasons).toEqual(expect.arrayContaining(['burst', 'typedWhileHidden']));
  });

  it('a certified pupil is judged against their certified speed, not the grade ceiling', () => {
    const stats = timingOf(timeline([900, 1300, 700, 1100]));
    expect(judgePlausibility({ stats, gradeCode: 1, cpm: CPM_CEILING[1] + 20 })).toContain('aboveCeiling');
    expect(judgePlausibility({ stats, gradeCode: 1, cpm: CPM_CEILING[1] + 20, certifiedCpm: certifiedCeiling(110) })).toEqual([]);
  });

  it('a check confirms a flagged speed within 25%', () => {
    expect(checkConfirms(160, 121)).toBe(true);
    expect(checkConfirms(160, 119)).toBe(false);
    expect(certifiedCeiling(120)).toBe(150);
  });
});

describe('pinyin mode', () => {
  it('counts keys: a child keying 300 letters a minute is fine, a script at 1,500 is not', () => {
    const child = timeline(Array.from({ length: 40 }, (_, i) => [160, 240, 190, 320, 210][i % 5]), [1]);
    expect(judgePlausibility({ stats: timingOf(child), gradeCode: 1, cpm: cpmOf(child), mode: 'pinyin' })).toEqual([]);
    expect(judgePlausibility({ stats: timingOf(child), gradeCode: 1, cpm: cpmOf(child) })).toContain('aboveCeiling');
    const script = timeline(Array(40).fill(40), [1]);
    expect(judgePlausibility({ stats: timingOf(script), gradeCode: 1, cpm: cpmOf(script), mode: 'pinyin' })).toEqual(expect.arrayContaining(['aboveCeiling', 'tooManyCommits', 'tooEven']));
  });
});

describe('dictionary races', () => {
  const answers = (...ms: number[]) => Object.fromEntries(ms.map((m, i) => [String(i), { correct: true, ms: m }]));
  it('holds a racer whose right answers came before the question could be read', () => {
    expect(judgeDictionaryAnswers(answers(120, 90, 150, 200, 1800))).toEqual(['answeredBeforeReading']);
  });
  it('lets a quick child and a couple of lucky taps count', () => {
    expect(judgeDictionaryAnswers(answers(350, 380, 900, 1500, 2100))).toEqual([]);
    expect(judgeDictionaryAnswers({ 0: { correct: false, ms: 100 }, 1: { correct: false, ms: 120 }, 2: { correct: false, ms: 90 } })).toEqual([]);
  });
});
