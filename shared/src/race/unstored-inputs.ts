/**
 * A racer's commits the match server acknowledged but had not yet stored when it answered.
 * The server holds a racer's latest commits in memory and writes them to Redis once per broadcast
 * window; each ack says which commit is the last one stored (`storedSeq`). If the node dies before
 * writing, the race comes back (on any node) with the stored `lastSeq`, and the client sends the
 * commits after it again, with the same sequence numbers, so no acknowledged character is lost.
 */
export class UnstoredInputs<T extends { seq: number }> {
  private kept: T[] = [];

  /** A commit sent: kept until an ack says it is stored. */
  sent(input: T): void {
    this.kept.push(input);
  }

  /** An ack said everything up to `storedSeq` is stored. */
  stored(storedSeq: number | undefined): void {
    if (storedSeq !== undefined) this.kept = this.kept.filter((input) => input.seq > storedSeq);
  }

  /**
   * The race came back with `lastSeq` stored: the commits to send again, in order (none when the
   * store has them all). What the store has is dropped; the rest stays kept until stored.
   */
  toResend(lastSeq: number): T[] {
    this.stored(lastSeq);
    return [...this.kept];
  }

  /** A new race: nothing carries over. */
  clear(): void {
    this.kept = [];
  }
}
