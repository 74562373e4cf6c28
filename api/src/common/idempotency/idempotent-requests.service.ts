import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, Prisma } from '@learnstar/db';
import { ERROR_CODES, IDEMPOTENCY_KEY_TTL_MS } from '@learnstar/shared';
import { CLOCK, type Clock } from '../clock/clock.js';
import { DATABASE } from '../database/database.module.js';
import type { Tx } from '../database/transaction.js';
import { AppError } from '../envelope/app-error.js';

/** One request as a client may send it again: the account, the route, its key (if it sent one) and its body. */
export interface KeyedRequest {
  userId: number;
  scope: string;
  key: string | undefined;
  body: unknown;
}

/** The work's answer, and whether it was done now (false: the first answer to this key, replayed). */
export interface Outcome<A> {
  answer: A;
  fresh: boolean;
}

/** Thrown inside the transaction when another request holds the key: it rolls back what this one did. */
class KeyTaken extends Error {}

/**
 * Runs a write at most once per Idempotency-Key. The key is claimed first in the write's own
 * transaction: a second request with the key waits on the unique index until the first commits
 * (then replays its answer) or rolls back (then does the work itself), and a request that fails
 * (a 503 when the database goes away) leaves no key, so its retry does the work.
 */
@Injectable()
export class IdempotentRequests {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run<A>(request: KeyedRequest, work: (tx: Tx) => Promise<A>, options: { maxWait: number; timeout: number }): Promise<Outcome<A>> {
    const { key } = request;
    if (key === undefined) return { answer: await this.db.prisma.$transaction(work, options), fresh: true };
    const fingerprint = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
    const earlier = await this.replay<A>(request, key, fingerprint);
    if (earlier) return earlier;
    try {
      const answer = await this.db.prisma.$transaction(async (tx) => {
        const cutoff = new Date(this.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
        await tx.idempotentRequest.deleteMany({ where: { userId: request.userId, createdAt: { lt: cutoff } } });
        const claimed = await tx.idempotentRequest.createMany({ data: [{ userId: request.userId, scope: request.scope, key, fingerprint }], skipDuplicates: true });
        if (claimed.count === 0) throw new KeyTaken();
        const done = await work(tx);
        await tx.idempotentRequest.update({ where: { userId_scope_key: { userId: request.userId, scope: request.scope, key } }, data: { response: JSON.parse(JSON.stringify(done)) as Prisma.InputJsonValue } });
        return done;
      }, options);
      return { answer, fresh: true };
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const first = await this.replay<A>(request, key, fingerprint);
      if (!first) throw new Error(`idempotency key of user ${request.userId} (${request.scope}) neither free nor answered`, { cause: error });
      return first;
    }
  }

  /** The first answer to this key, or a 422 when the key came with another body. */
  private async replay<A>(request: KeyedRequest, key: string, fingerprint: string): Promise<Outcome<A> | null> {
    const row = await this.db.prisma.idempotentRequest.findUnique({ where: { userId_scope_key: { userId: request.userId, scope: request.scope, key } } });
    if (!row || row.createdAt.getTime() < this.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS) return null;
    if (row.fingerprint !== fingerprint) throw new AppError(ERROR_CODES.unprocessable, 'idempotencyKeyReused', [{ field: 'Idempotency-Key', msg: 'idempotencyKeyReused' }]);
    return { answer: row.response as A, fresh: false };
  }
}
