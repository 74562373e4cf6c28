import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { RACE_EVENTS_IO, type RaceQueuePosition } from '@learnstar/shared';
import { GAME_CONFIG, type GameConfig } from '../config/game-config.js';
import { RaceRefusal } from '../race/race-errors.js';

/** How often waiting joins hear their place: when it changed, or at the latest every HEARTBEAT, so the page knows it is alive. */
const NOTICE_INTERVAL_MS = 1_000;
const HEARTBEAT_MS = 5_000;

interface Waiter {
  socket: Socket;
  /** true: the join may run now (its slot is counted); false: the socket left while waiting. */
  start: (admitted: boolean) => void;
  lastAhead: number;
  lastNoticeAt: number;
}

export interface AdmissionFigures {
  /** Sockets holding a racer's place on this node. */
  admitted: number;
  joining: number;
  queued: number;
  admittedTotal: number;
  queuedTotal: number;
  /** The longest any join now admitted waited in the queue since the last reset. */
  longestWaitMs: number;
}

/**
 * Admission to this node's races. A join runs at once while fewer than `joinsAtOnce` joins are
 * running and the node holds fewer than `maxRacersPerNode` racers; otherwise it waits its turn in
 * a first-come queue and its pupil hears "N ahead" (RACE_EVENTS_IO.queued) instead of a join that
 * times out. A place is held by the socket until it disconnects; a socket already admitted (a
 * second race, a rejoin) passes straight through. The queue is per node because the cost is: the
 * load balancer spreads the burst across nodes, and each node takes what it can serve.
 */
@Injectable()
export class AdmissionGate implements OnModuleDestroy {
  private readonly admitted = new Set<string>();
  private readonly queue: Waiter[] = [];
  private joining = 0;
  private admittedTotal = 0;
  private queuedTotal = 0;
  private longestWaitMs = 0;
  private readonly noticeTimer: NodeJS.Timeout;
  /**
   * The disconnect listener, one function for every socket (Socket.IO calls it with the socket as
   * `this`, once): a closure per socket was a few hundred bytes of heap per racer for as long as it is connected.
   */
  private readonly socketLeft: (this: Socket) => void;

  constructor(@Inject(GAME_CONFIG) private readonly config: Pick<GameConfig, 'maxRacersPerNode' | 'joinsAtOnce'>) {
    this.noticeTimer = setInterval(() => this.notify(), NOTICE_INTERVAL_MS).unref();
    this.socketLeft = listenerForEverySocket((socket) => this.leave(socket));
  }

  onModuleDestroy(): void {
    clearInterval(this.noticeTimer);
  }

  /** Runs the join when there is room; a socket that leaves while waiting gets 'internalError' (nobody hears it). */
  async admit<T>(socket: Socket, join: () => Promise<T>): Promise<T> {
    if (this.admitted.has(socket.id)) return join();
    // Listened to once per socket that asks, not per join: it frees the place or the queue slot on disconnect.
    if (!socket.listeners('disconnect').includes(this.socketLeft)) socket.on('disconnect', this.socketLeft);
    if (this.queue.length || !this.hasRoom()) {
      // pump() counts the slot in `joining` before it lets this join go.
      if (!(await this.wait(socket))) throw new RaceRefusal('internalError');
    } else {
      this.joining++;
    }
    try {
      const joined = await join();
      if (socket.connected) this.admitted.add(socket.id);
      this.admittedTotal++;
      return joined;
    } finally {
      this.joining--;
      this.pump();
    }
  }

  figures(reset = false): AdmissionFigures {
    const figures = { admitted: this.admitted.size, joining: this.joining, queued: this.queue.length, admittedTotal: this.admittedTotal, queuedTotal: this.queuedTotal, longestWaitMs: this.longestWaitMs };
    if (reset) this.longestWaitMs = 0;
    return figures;
  }

  private hasRoom(): boolean {
    return this.joining < this.config.joinsAtOnce && this.admitted.size + this.joining < this.config.maxRacersPerNode;
  }

  private wait(socket: Socket): Promise<boolean> {
    const queuedAt = Date.now();
    this.queuedTotal++;
    return new Promise<boolean>((resolve) => {
      const ahead = this.queue.length;
      const start = (admitted: boolean) => {
        if (admitted) this.longestWaitMs = Math.max(this.longestWaitMs, Date.now() - queuedAt);
        resolve(admitted);
      };
      this.queue.push({ socket, start, lastAhead: ahead, lastNoticeAt: queuedAt });
      socket.emit(RACE_EVENTS_IO.queued, { ahead } satisfies RaceQueuePosition);
    });
  }

  /** Lets waiting joins in, first come first served, while there is room. */
  private pump(): void {
    while (this.queue.length && this.hasRoom()) {
      this.joining++;
      this.queue.shift()!.start(true);
    }
  }

  private leave(socket: Socket): void {
    this.admitted.delete(socket.id);
    // A pupil who closed the page while waiting gives up the place in the queue.
    for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i].socket === socket) this.queue.splice(i, 1)[0].start(false);
    this.pump();
  }

  private notify(): void {
    const now = Date.now();
    this.queue.forEach((waiter, ahead) => {
      if (ahead === waiter.lastAhead && now - waiter.lastNoticeAt < HEARTBEAT_MS) return;
      waiter.lastAhead = ahead;
      waiter.lastNoticeAt = now;
      waiter.socket.emit(RACE_EVENTS_IO.queued, { ahead } satisfies RaceQueuePosition);
    });
  }
}

/** One listener function for many sockets: Socket.IO calls a socket's listeners with the socket as `this`. */
function listenerForEverySocket(handle: (socket: Socket) => void): (this: Socket) => void {
  return function (this: Socket) {
    handle(this);
  };
}
