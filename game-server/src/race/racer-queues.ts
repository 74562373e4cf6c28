/** Events of one racer waiting to be applied on this node; more is a flood, not typing. */
export const MAX_QUEUED_EVENTS = 20;

/**
 * Socket.IO delivers a socket's events in order, but handlers are async: each racer's events
 * (inputs, visibility changes, answers) are chained so they are applied in the order they arrived.
 * With an `overflow` answer, a client sending events faster than they can be applied is refused at
 * the door, so a backlog never grows without bound in memory.
 */
export class RacerQueues {
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly depths = new Map<string, number>();

  /** Nothing of the racer's is queued or running: an event may be applied at once, in order. */
  idle(key: string): boolean {
    // Asked on every commit, and nothing is queued most of the time: no lookup then.
    return this.depths.size === 0 || !this.depths.has(key);
  }

  enqueue<T>(key: string, run: () => Promise<T>, overflow?: () => T | Promise<T>): Promise<T> {
    const depth = (this.depths.get(key) ?? 0) + 1;
    if (overflow && depth > MAX_QUEUED_EVENTS) return Promise.resolve(overflow());
    this.depths.set(key, depth);
    // An idle racer's event runs at once; otherwise after the one before it, however that ended.
    const tail = this.tails.get(key);
    const queued = tail ? tail.then(run, run) : startNow(run);
    this.tails.set(key, queued);
    // Events finish in the order they were queued: the last one out leaves nothing behind.
    const settled = () => {
      const left = (this.depths.get(key) ?? 1) - 1;
      if (left > 0) this.depths.set(key, left);
      else {
        this.depths.delete(key);
        this.tails.delete(key);
      }
    };
    queued.then(settled, settled);
    return queued;
  }
}

/** Runs `run` now; a synchronous throw becomes a rejection, as it would after a queue. */
function startNow<T>(run: () => Promise<T>): Promise<T> {
  try {
    return run();
  } catch (error) {
    return Promise.reject(error);
  }
}
