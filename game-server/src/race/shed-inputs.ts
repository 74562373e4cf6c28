import { foldRefusal, type RacerProgress } from '@learnstar/shared';

/** Shed sequence numbers kept per racer; a client shedding more than this is flooding on purpose. */
const MAX_REMEMBERED = 200;

/**
 * Sequence numbers of inputs refused at the door (the racer's queue was full), by racer. They
 * never reached the racer's record, so they are used up at its next write and counted as
 * 'tooFast': otherwise the racer's next input, and every one after, would be a sequence gap.
 */
export class ShedInputs {
  private readonly byRacer = new Map<string, Set<number>>();

  mark(key: string, seq: number): void {
    const seqs = this.byRacer.get(key) ?? new Set<number>();
    if (seqs.size < MAX_REMEMBERED) seqs.add(seq);
    this.byRacer.set(key, seqs);
  }

  /** Uses up, in the racer's progress, the shed numbers that follow its count. */
  consumeInto(key: string, progress: RacerProgress): void {
    // Almost always nothing was shed: no lookup then (this runs on every commit).
    if (!this.byRacer.size) return;
    const seqs = this.byRacer.get(key);
    while (seqs?.has(progress.lastSeq + 1)) foldRefusal(progress, 'tooFast', progress.lastSeq + 1);
  }

  /** Once a record is written, numbers at or below its count are done with. */
  forget(key: string, lastSeq: number): void {
    if (!this.byRacer.size) return;
    const seqs = this.byRacer.get(key);
    if (!seqs) return;
    for (const seq of seqs) if (seq <= lastSeq) seqs.delete(seq);
    if (!seqs.size) this.byRacer.delete(key);
  }

  /** Drops racers for whom `live` is false (their record is no longer cached). */
  keepOnly(live: (key: string) => boolean): void {
    for (const key of this.byRacer.keys()) if (!live(key)) this.byRacer.delete(key);
  }
}
