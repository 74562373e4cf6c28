import { describe, expect, test } from 'vitest';
import { chars, copyProgress, foldInput, newRacerProgress, type RaceInput, type RaceWindow, type RacerProgress } from './racer-progress.js';
import { ResendPace } from './resend-pace.js';

const race: RaceWindow = { text: '我们在学校学习中文，老师说要天天练习写字。', startAt: 1_000, endAt: 120_000 };
const text = Array.from(race.text);
/** The `seq`th commit, of `count` characters from the text's `from`th (one a commit: the seq's own). */
const insert = (seq: number, count = 1, from = seq - 1): RaceInput => ({ seq, kind: 'insert', text: text.slice(from, from + count).join(''), mode: 'ime' });
/** A commit's way to the server and its ack's way back, in ms: never the same twice in a row. */
const delays = () => {
  let turn = 0;
  return () => 5 + ((turn += 37) % 61);
};
/** The same machine's loopback: a millisecond each way. */
const loopback = () => () => 1;

/**
 * A pupil types `commits` one-character commits 35 ms apart (as fast as the rule allows, and
 * taken), noting each ack as the page does; the node stores the first `stored` and dies holding
 * the rest. Returns the store's copy (what another node takes the race back with), the commits to
 * send again, the page's pace and when the last was typed.
 */
function lostNode(commits: number, stored: number) {
  const progress = newRacerProgress();
  const pace = new ResendPace();
  const delay = delays();
  let snapshot: RacerProgress = progress;
  let sentAt = 2_000;
  for (let seq = 1; seq <= commits; seq++, sentAt += 35) {
    const arrivedAt = sentAt + delay();
    expect(foldInput(progress, insert(seq), arrivedAt, race)).toEqual({ ok: true });
    pace.acknowledged(arrivedAt + delay(), 1);
    if (seq === stored) snapshot = copyProgress(progress);
  }
  return { stored: snapshot, again: Array.from({ length: commits - stored }, (_, i) => insert(stored + 1 + i)), pace, lostAt: sentAt };
}

/** Sends `again` from `from` on, each after the last one's ack, waiting as `pace` says (none without one). */
function resend(stored: RacerProgress, again: RaceInput[], from: number, pace: ResendPace | null, delay = delays()) {
  let now = from;
  const verdicts = [];
  for (const input of again) {
    const entered = input.kind === 'insert' ? chars(input.text).length : 0;
    if (pace) now += pace.waitMs(now, entered);
    const arrivedAt = now + delay();
    const verdict = foldInput(stored, input, arrivedAt, race);
    verdicts.push(verdict);
    now = arrivedAt + delay();
    if (verdict.ok) pace?.acknowledged(now, entered);
  }
  return { verdicts, tookMs: now - from };
}

describe('commits sent again after a node was lost', () => {
  test('sent back to back, a held run of commits is partly refused as too fast: the loss this pace is for', () => {
    const { stored, again, lostAt } = lostNode(14, 2);
    const { verdicts } = resend(stored, again, lostAt + 4_000, null, loopback());
    expect(verdicts.filter((v) => !v.ok)).toContainEqual(expect.objectContaining({ reason: 'tooFast' }));
  });

  test('paced, every one is taken, whether the pupil is back at once, once the stored ones left the window but the lost ones had not, or later', () => {
    // 2,700 ms: the stored commits have left the server's window, the lost ones not the page's.
    for (const backAfterMs of [50, 800, 2_700, 4_000]) {
      for (const delay of [loopback, delays]) {
        const { stored, again, pace, lostAt } = lostNode(14, 2);
        const { verdicts, tookMs } = resend(stored, again, lostAt + backAfterMs, pace, delay());
        expect(verdicts).toEqual(again.map(() => ({ ok: true })));
        expect(stored.typed).toBe(text.slice(0, 14).join(''));
        // No slower than needed: twelve characters, each waiting for its ack, in about a second at most.
        expect(tookMs).toBeLessThan(1_500);
      }
    }
  });

  test('a stored commit still in the page window but gone from the server one (its ack came back late) does not lengthen the pace span', () => {
    const stored = newRacerProgress();
    const pace = new ResendPace();
    // The first commit reached the server at 10,000 and its ack the page 100 ms later; the second came after a pause.
    expect(foldInput(stored, insert(1), 10_000, race)).toEqual({ ok: true });
    pace.acknowledged(10_100, 1);
    expect(foldInput(stored, insert(2), 12_940, race)).toEqual({ ok: true });
    pace.acknowledged(12_950, 1);
    // Back at 13,050: the first is 2,950 ms old here, 3,050 ms old there.
    const again = Array.from({ length: 12 }, (_, i) => insert(3 + i));
    expect(resend(stored, again, 13_050, pace, loopback()).verdicts).toEqual(again.map(() => ({ ok: true })));
  });

  test('a commit of a whole IME phrase waits for the window to take it; one a human can type goes at once', () => {
    const pace = new ResendPace();
    expect(pace.waitMs(10_000, 8)).toBe(0);
    const stored = newRacerProgress();
    expect(foldInput(stored, insert(1, 8), 10_000, race)).toEqual({ ok: true });
    pace.acknowledged(10_040, 8);
    // Eight more characters: 30 ms each after the first eight's ack.
    expect(pace.waitMs(10_040, 8)).toBe(240);
    expect(foldInput(copyProgress(stored), insert(2, 8, 8), 10_040, race)).toMatchObject({ ok: false, reason: 'tooFast' });
    expect(foldInput(stored, insert(2, 8, 8), 10_040 + 240, race)).toEqual({ ok: true });
  });
});
