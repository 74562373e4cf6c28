/**
 * The sequence number a racer's client continues from after an input is answered.
 * With other commits still on their way it never steps back (their numbers are taken). With
 * nothing in flight every commit has been answered, so the server's count is the truth: this is
 * how a client recovers when the server refused an input without counting it (a flood shed at
 * the door, or a commit lost with a connection) instead of having every later commit refused
 * as a sequence gap.
 */
export function nextInputSeq(current: number, serverLastSeq: number | undefined, stillInFlight: number): number {
  if (serverLastSeq === undefined) return current;
  return stillInFlight === 0 ? serverLastSeq : Math.max(current, serverLastSeq);
}
