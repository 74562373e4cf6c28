import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { DATABASE } from '../database/database.module.js';
import { CLOCK, type Clock } from '../clock/clock.js';

/**
 * Counts attempts per key in PostgreSQL, so every API instance enforces the same limits and
 * tests move an injected clock instead of sleeping. Keys never contain secrets.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Allows at most `max` attempts per `windowMs` and records an allowed one, without a lock (see
   * `attemptAll`). A lock per key serialised a burst from one address onto the connection pool,
   * and 150 simultaneous free-trial requests answered 16 of them with a 500 (forms.spec.ts).
   */
  async attempt(key: string, max: number, windowMs: number): Promise<boolean> {
    return (await this.attemptAll([{ key, max, windowMs }])) === undefined;
  }

  /**
   * Like `attempt` over several keys at once: answers the first limit reached and records
   * nothing, or records one attempt on every key. Each attempt is written first and then counts
   * only the attempts written before it (by id), so nothing waits on a lock or a pooled
   * transaction: a burst of requests from one school's address is answered at once, and at most
   * the few written in the same instant can pass together.
   */
  async attemptAll(limits: { key: string; max: number; windowMs: number }[]): Promise<{ key: string; windowMs: number } | undefined> {
    const now = this.clock.now();
    const prisma = this.db.prisma;
    const written = await Promise.all(limits.map(({ key }) => prisma.rateLimitEvent.create({ data: { key, at: now }, select: { id: true } })));
    for (const [i, { key, max, windowMs }] of limits.entries()) {
      const earlier = await prisma.rateLimitEvent.count({ where: { key, at: { gt: new Date(now.getTime() - windowMs) }, id: { lte: written[i].id } } });
      if (earlier > max) {
        await prisma.rateLimitEvent.deleteMany({ where: { id: { in: written.map((w) => w.id) } } });
        return { key, windowMs };
      }
    }
    return undefined;
  }

  /** Records a failure (e.g. a wrong password) without any check. */
  async record(key: string): Promise<void> {
    await this.db.prisma.rateLimitEvent.create({ data: { key, at: this.clock.now() } });
  }

  /**
   * True while `max` failures fell within `windowMs` of each other and the newest is less than
   * `lockMs` old: the lock lasts its full time from the failure that triggered it.
   */
  async isLocked(key: string, max: number, windowMs: number, lockMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    const events = await this.db.prisma.rateLimitEvent.findMany({
      where: { key, at: { gt: new Date(now - windowMs - lockMs) } },
      orderBy: { at: 'desc' },
      take: max,
    });
    if (events.length < max) return false;
    const newest = events[0].at.getTime();
    const oldest = events[max - 1].at.getTime();
    return newest - oldest <= windowMs && now < newest + lockMs;
  }

  async clear(key: string): Promise<void> {
    await this.db.prisma.rateLimitEvent.deleteMany({ where: { key } });
  }
}
