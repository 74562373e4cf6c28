import { SPEED_WINDOW_MS } from './constants.js';
import { inSpeedWindow, keepRecent, sustainedLimit } from './speed-window.js';

/** The pace is looked for in steps of this. */
const STEP_MS = 10;

/**
 * Paces the commits a page sends again after its match-server node was lost (UnstoredInputs) so
 * that the server's sustained-speed check (speed-window.ts: the same functions) takes every one.
 * Sent back to back, ten held one-character commits had the ninth and later refused as tooFast:
 * characters acknowledged once, then lost, and refusals counted against the pupil. The rule is not
 * loosened: a resend simply goes no faster than the rule lets a human type.
 *
 * The page notes each commit the server took at the time its ack came back. The server judged it
 * on arrival, earlier, and a resend arrives there after it is sent here; so whatever the network's
 * delays, a commit that has left this window has left the server's, and the server's window is a
 * tail of this one (from the same first commit, as old there or older) less the commits it lost:
 * as many characters or fewer, over as long a span or longer. A resend is sent only when every
 * tail of this window would take it; the server's window, then, does too. (A commit stored whose
 * ack never came back, the node dying between, is the one thing the server has and this lacks.)
 */
export class ResendPace {
  private readonly taken: [number, number][] = [];

  /** The server took a commit of `chars` characters (0: a deletion, which its speed check does not count), and its ack came back at `at`. */
  acknowledged(at: number, chars: number): void {
    if (chars > 0) keepRecent(this.taken, at, chars);
  }

  /** How long to wait from `now` before sending a commit of `chars` characters again (a deletion: not at all). */
  waitMs(now: number, chars: number): number {
    if (chars === 0) return 0;
    const takenBy = (tail: [number, number][], at: number) => inSpeedWindow(tail, at, chars) <= sustainedLimit(tail, at);
    for (let wait = 0; wait < SPEED_WINDOW_MS; wait += STEP_MS) {
      if (this.taken.every((_, from) => takenBy(this.taken.slice(from), now + wait))) return wait;
    }
    // Everything noted has left the window by then.
    return SPEED_WINDOW_MS;
  }
}
