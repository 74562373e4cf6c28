import type { Socket } from 'socket.io-client';
import { RACE_EVENTS_IO as EV, type RaceAck, type RaceQueuePosition, type RaceView } from '@learnstar/shared';

/** With no answer and no word from the queue for this long, the join counts as lost. */
const JOIN_SILENCE_MS = 15_000;

/**
 * Joins a race. A full node answers only once the join's turn comes, and meanwhile says every few
 * seconds how many joins are ahead (RACE_EVENTS_IO.queued): each word from the queue restarts the
 * silence timer, so a long queue is shown as a queue, never as a timeout.
 */
export function joinWaitingInQueue(s: Socket, event: string, payload: unknown, onQueued: (ahead: number) => void): Promise<RaceAck<RaceView>> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (ack: RaceAck<RaceView>) => {
      clearTimeout(timer);
      s.off(EV.queued, heard);
      resolve(ack);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => done({ ok: false, msg: 'internalError' }), JOIN_SILENCE_MS);
    };
    const heard = (position: RaceQueuePosition) => {
      onQueued(position.ahead);
      arm();
    };
    s.on(EV.queued, heard);
    arm();
    s.emit(event, payload, done);
  });
}
