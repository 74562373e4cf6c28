import type { Socket } from 'socket.io-client';
import { RACE_EVENTS_IO as EV, type RaceView } from '@learnstar/shared';
import { joinWaitingInQueue } from '../race/join-queue';

export interface HostRejoinHandlers {
  connection(state: 'live' | 'reconnecting'): void;
  room(view: RaceView): void;
  error(msg: string): void;
}

/**
 * The host's socket after a match-server restart: Socket.IO reconnects by itself, then the room is
 * asked for again as its host (RACE_EVENTS_IO.rejoin), so the board, the state and the results
 * (sent at once if the race ended meanwhile) reach the teacher's page and the projector again.
 * A room the server no longer has (the in-memory store restarted) is lost, and the page says so.
 */
export function followHostReconnects(s: Socket, raceId: string, on: HostRejoinHandlers): void {
  s.on(EV.serverRestarting, () => on.connection('reconnecting'));
  s.on('disconnect', (reason: string) => reason !== 'io client disconnect' && on.connection('reconnecting'));
  s.on('connect', async () => {
    const ack = await joinWaitingInQueue(s, EV.rejoin, { raceId }, () => undefined);
    on.connection('live');
    if (ack.ok) return on.room(ack.data);
    on.error(ack.msg === 'raceNotFound' ? 'raceLostOnRestart' : ack.msg);
  });
}
