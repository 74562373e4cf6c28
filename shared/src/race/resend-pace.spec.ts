import { describe, expect, test } from 'vitest';
import { copyProgress, foldInput, newRacerProgress, type RaceInput, type RaceWindow, type RacerProgress } from './racer-progress.js';
import { ResendPace } from './resend-pace.js';

const race: RaceWindow = { text: '我们在学校学习中文，老师说要天天练习写字。', startAt: 1_000, endAt: 120_000 };
const text = Array.from(race.text);
/** The `seq`th commit, of `chars` characters from the text's `from`th (one a commit: the seq's own). */
const insert = (seq: number, chars = 1, from = seq - 1): RaceInput => ({ seq, kind: 'insert', text: text.slice(from, from + chars).join(''), mode: 'ime' });

/**
 * A pupil types `commits` one-character commits 35 ms apart (as fast as the rule allows, and
 * taken); the node stores the first `stored` and dies holding the rest. Returns the store's copy
 * (what another node takes the race back with), the commits to send again and the page's pace.
 */
function lostNode(commits: number, stored: number) {
  const progress = newRacerProgress();
  const pace = new ResendPace();
  let snapshot: RacerProgress = progress;
  let at = 2_000;
  for (let seq = 1; seq <= commits; seq++, at += 35) {
    pace.sent(at - 5, 1);
    expect(foldInput(progress, insert(seq), at, race)).toEqual({ ok: true });
    if (seq === stored) snapshot = copyProgress(progress);
  }
  return { stored: snapshot, again: Array.from({ length: commits - stored }, (_, i) => insert(stored + 1 + i)), pace, lostAt: at };
}

/** Sends `again` from `from` on, waiting as `pace` says (none without a pace); each arrives 0–60 ms later, in order. */
function resend(stored: RacerProgress, again: RaceInput[], from: number, pace: ResendPace | null) {
  let sentAt = from;
  let arrivedAt = from;
  let spread = 0;
  const verdicts = [];
  for (const input of again) {
    const chars = input.kind === 'insert' ? Array.from(input.text).length : 0;
    if (pace) sentAt += pace.waitMs(sentAt, chars);
    pace?.sent(sentAt, chars);
    // The first on its way slowest: their gaps at the server are shorter than when sent.
    spread = (spread + 37) % 61;
    arrivedAt = Math.max(arrivedAt, sentAt + (input === again[0] ? 60 : spread));
    verdicts.push(foldInput(stored, input, arrivedAt, race));
  }
  return { verdicts, tookMs: sentAt - from };
}

describe('commits sent again after a node was lost', () => {
  test('sent back to back, a held run of commits is partly refused as too fast: the loss this pace is for', () => {
    const { stored, again, lostAt } = lostNode(14, 2);
    const { verdicts } = resend(stored, again, lostAt + 4_000, null);
    expect(verdicts.filter((v) => !v.ok)).toContainEqual(expect.objectContaining({ reason: 'tooFast' }));
  });

  test('paced, every one is taken, whether the pupil is back at once or after the speed window', () => {
    for (const backAfterMs of [50, 800, 4_000]) {
      const { stored, again, pace, lostAt } = lostNode(14, 2);
      const { verdicts, tookMs } = resend(stored, again, lostAt + backAfterMs, pace);
      expect(verdicts).toEqual(again.map(() => ({ ok: true })));
      expect(stored.typed).toBe(text.slice(0, 14).join(''));
      // No slower than needed: twelve characters at a human's fastest, well under a second.
      expect(tookMs).toBeLessThan(1_000);
    }
  });

  test('a commit of a whole IME phrase waits for the window to take it; one a human can type goes at once', () => {
    const pace = new ResendPace();
    expect(pace.waitMs(10_000, 8)).toBe(0);
    pace.sent(10_000, 8);
    const wait = pace.waitMs(10_000, 8);
    expect(wait).toBeGreaterThan(0);
    const stored = newRacerProgress();
    expect(foldInput(stored, insert(1, 8), 10_000 + 60, race)).toEqual({ ok: true });
    expect(foldInput(stored, insert(2, 8, 8), 10_000 + wait, race)).toEqual({ ok: true });
  });
});
