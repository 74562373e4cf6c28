import type { RaceAck, RaceInputAck } from '../socket/race-events.js';

export interface RefusedCommitsHandlers<T> {
  /** Sends one commit again (the same sequence number); resolves with the match server's answer, or null if the line dropped. */
  send(input: T): Promise<RaceAck<RaceInputAck> | null>;
  /** The server answered the commit (taken or judged, e.g. refused as a replay). */
  answered(ack: RaceInputAck, input: T): void;
  /** Refused for another reason than a store gap: the page shows it; the commit is given up. */
  refused(msg: string): void;
  /** true from the first refusal until every waiting commit is answered: the page sends nothing new meanwhile. */
  waiting(isWaiting: boolean): void;
}

/**
 * A racer's commits the match server refused with 'serviceUnavailable' (its Redis out of reach for
 * a moment; the refusal carries `retryInMs`): sent again by themselves, in order, once the hint
 * has passed, and again after each new hint, until the server answers them. While any wait, the
 * page sends no new commit, so nothing is typed past a hole in the sequence.
 */
export class RefusedCommits<T extends { seq: number }> {
  private queue: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly on: RefusedCommitsHandlers<T>) {}

  /** A commit refused with a retry hint; the first sets the timer, later ones wait with it. */
  refused(input: T, retryInMs: number): void {
    this.queue = [...this.queue.filter((q) => q.seq !== input.seq), input].sort((a, b) => a.seq - b.seq);
    if (this.timer) return;
    this.on.waiting(true);
    this.timer = setTimeout(() => void this.resend(), retryInMs);
  }

  /** The line dropped or the race was joined again (which sends unstored commits itself): nothing more from here. */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queue.length) this.on.waiting(false);
    this.queue = [];
  }

  private async resend(): Promise<void> {
    this.timer = undefined;
    while (this.queue.length) {
      const input = this.queue[0];
      const ack = await this.on.send(input);
      if (!ack || input !== this.queue[0]) return; // dropped, or cancelled meanwhile
      if (!ack.ok && ack.msg === 'serviceUnavailable') {
        this.timer = setTimeout(() => void this.resend(), ack.retryInMs ?? 1_000);
        return;
      }
      this.queue.shift();
      if (ack.ok) this.on.answered(ack.data, input);
      else this.on.refused(ack.msg);
    }
    this.on.waiting(false);
  }
}
