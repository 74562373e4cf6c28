import { SPEED_WINDOW_MS } from './constants.js';
import { inSpeedWindow, keepRecent, sustainedLimit } from './speed-window.js';

/**
 * How much later than sent a commit is taken to reach the server. The server judges speed by
 * arrival: if one commit is delayed on the way and the next is not, their gap there is shorter
 * than here. Noting each commit this much later keeps the window paced here never looser than the
 * server's.
 */
const ARRIVAL_SLACK_MS = 60;
/** The pace is looked for in steps of this. */
const STEP_MS = 10;

/**
 * Paces the commits a page sends again after its match-server node was lost (UnstoredInputs) so
 * that the server's sustained-speed check (speed-window.ts, the same rule, applied to when they
 * arrive) takes every one. Sent back to back, ten held one-character commits had the ninth and
 * later refused as tooFast: characters acknowledged once, then lost, and refusals counted against
 * the pupil. The rule is not loosened: a resend simply goes no faster than a human types.
 *
 * The page notes every commit it sends, so the window here holds what the server's may still hold
 * from before the loss; the ones sent again are then in it twice, which only paces them more.
 */
export class ResendPace {
  private readonly recent: [number, number][] = [];

  /** A commit of `chars` characters sent at `at` (deletions are not speed-checked: not noted). */
  sent(at: number, chars: number): void {
    keepRecent(this.recent, at + ARRIVAL_SLACK_MS, chars);
  }

  /** How long to wait from `now` before sending a commit of `chars` characters again. */
  waitMs(now: number, chars: number): number {
    const longest = SPEED_WINDOW_MS + ARRIVAL_SLACK_MS;
    for (let wait = 0; wait < longest; wait += STEP_MS) {
      if (inSpeedWindow(this.recent, now + wait, chars) <= sustainedLimit(this.recent, now + wait)) return wait;
    }
    // Everything noted has left the window by then.
    return longest;
  }
}
