import { Inject, Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { JOIN_CODE_GUESS_LIMITS, type InternalSession, type RateLimit } from '@learnstar/shared';
import { MATCH_STORE } from '../store/create-store.js';
import type { MatchStore } from '../store/match-store.js';
import { RaceRefusal } from './race-errors.js';

const REFUSED = 'tooManyWrongCodes';
/** Waits this node remembers at most; past it the expired ones are dropped (a flood of addresses cannot grow it for ever). */
const REMEMBERED_WAITS = 10_000;

interface Counter {
  key: string;
  limit: RateLimit;
}

/**
 * Wrong classroom join codes (JOIN_CODE_GUESS_LIMITS): counted per account and per address in the
 * match store, so every node sees the same counts, and per socket in memory. A socket, account or
 * address that used up its wrong codes is refused at once, without the store, by what this node
 * remembers; the store is asked before every other join (two reads beside the code's own lookup).
 */
@Injectable()
export class JoinCodeGuesses {
  /** Account and address counters this node saw used up, and until when it refuses them unasked. */
  private readonly waits = new Map<string, number>();
  /** Per socket: wrong codes in the window from `since`, joins still being looked up, and the end of its wait. */
  private readonly sockets = new WeakMap<Socket, { count: number; pending: number; since: number; until: number }>();

  constructor(@Inject(MATCH_STORE) private readonly store: MatchStore) {}

  /** Runs `join` unless the racer may not guess now; a code that names no race counts against all three. */
  guard<T>(session: InternalSession, socket: Socket, join: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const counters = this.counters(session, socket);
    const mine = this.socketCount(socket, now);
    // Joins still being looked up count as wrong until they are not: a socket with many in flight gets no more than its limit.
    if (mine.until > now || mine.count + mine.pending >= JOIN_CODE_GUESS_LIMITS.socket.max || counters.some((c) => (this.waits.get(c.key) ?? 0) > now)) throw new RaceRefusal(REFUSED);
    mine.pending++;
    return this.checked(counters, socket, join).finally(() => mine.pending--);
  }

  private socketCount(socket: Socket, now: number) {
    let mine = this.sockets.get(socket);
    if (!mine) this.sockets.set(socket, (mine = { count: 0, pending: 0, since: now, until: 0 }));
    // A new window once the last one and any wait are over (in place: joins in flight hold this object).
    else if (mine.until <= now && now - mine.since >= JOIN_CODE_GUESS_LIMITS.socket.windowMs) Object.assign(mine, { count: 0, since: now, until: 0 });
    return mine;
  }

  private async checked<T>(counters: Counter[], socket: Socket, join: () => Promise<T>): Promise<T> {
    const counts = await Promise.all(counters.map((c) => this.store.get(c.key)));
    const used = counters.filter((c, i) => Number(counts[i] ?? 0) >= c.limit.max);
    if (used.length) {
      // Asked again after a window: the wait itself lives in the store's expiry.
      for (const c of used) this.remember(c.key, Date.now() + c.limit.windowMs);
      throw new RaceRefusal(REFUSED);
    }
    try {
      return await join();
    } catch (error) {
      if (error instanceof RaceRefusal && error.msg === 'raceNotFound') await this.wrong(counters, socket);
      throw error;
    }
  }

  private async wrong(counters: Counter[], socket: Socket): Promise<void> {
    const now = Date.now();
    const mine = this.socketCount(socket, now);
    if (++mine.count >= JOIN_CODE_GUESS_LIMITS.socket.max) mine.until = now + JOIN_CODE_GUESS_LIMITS.waitMs;
    const counts = await Promise.all(counters.map((c) => this.store.increment(c.key, c.limit.windowMs)));
    await Promise.all(
      counters
        .filter((c, i) => counts[i] >= c.limit.max)
        .map((c) => {
          this.remember(c.key, now + JOIN_CODE_GUESS_LIMITS.waitMs);
          return this.store.expire(c.key, JOIN_CODE_GUESS_LIMITS.waitMs);
        }),
    );
  }

  private counters(session: InternalSession, socket: Socket): Counter[] {
    return [
      { key: `joinguesses:account:${session.userId}`, limit: JOIN_CODE_GUESS_LIMITS.account },
      { key: `joinguesses:ip:${socket.handshake.address}`, limit: JOIN_CODE_GUESS_LIMITS.ip },
    ];
  }

  private remember(key: string, until: number): void {
    if (this.waits.size >= REMEMBERED_WAITS) {
      const now = Date.now();
      for (const [k, at] of this.waits) if (at <= now) this.waits.delete(k);
    }
    this.waits.set(key, until);
  }
}
