import type { Tx } from '../common/database/transaction.js';

/** How long one API process holds a claimed email: longer than the SMTP timeouts, so no other process sends it meanwhile. */
export const MAIL_CLAIM_SECONDS = 120;
/** Pause after the 1st, 2nd, … failed attempt; the last one repeats. */
export const MAIL_RETRY_SECONDS = [5, 15, 60, 300, 900];
const BATCH = 20;

export interface ClaimedMail {
  id: number;
  to: string;
  template: string;
  subject: string;
  text: string;
  attempts: number;
}

/**
 * The durable outbox (table MailOutbox). Rows are claimed with FOR UPDATE SKIP LOCKED and a lease,
 * so API replicas and the request that wrote a row never send the same email twice, and a process
 * that dies holding a claim only delays that email until the lease runs out.
 */
export const mailOutbox = {
  /** Claims due, unsent emails (only `ids` when given) for this process. */
  claim(client: Tx, ids?: number[]): Promise<ClaimedMail[]> {
    return client.$queryRawUnsafe<ClaimedMail[]>(
      `UPDATE "MailOutbox" SET "claimedUntil" = now() + make_interval(secs => $1), "attempts" = "attempts" + 1
       WHERE id IN (SELECT id FROM "MailOutbox"
         WHERE "sentAt" IS NULL AND "nextAttemptAt" <= now() AND ("claimedUntil" IS NULL OR "claimedUntil" < now())
           AND ($2::int[] IS NULL OR id = ANY($2::int[]))
         ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, "to", template, subject, text, attempts`,
      MAIL_CLAIM_SECONDS,
      ids ?? null,
      BATCH,
    );
  },

  async sent(client: Tx, id: number): Promise<void> {
    await client.$executeRawUnsafe(`UPDATE "MailOutbox" SET "sentAt" = now(), "claimedUntil" = NULL, "lastError" = NULL WHERE id = $1`, id);
  },

  async failed(client: Tx, mail: ClaimedMail, error: string): Promise<void> {
    const pause = MAIL_RETRY_SECONDS[Math.min(mail.attempts, MAIL_RETRY_SECONDS.length) - 1];
    await client.$executeRawUnsafe(
      `UPDATE "MailOutbox" SET "claimedUntil" = NULL, "nextAttemptAt" = now() + make_interval(secs => $2), "lastError" = $3 WHERE id = $1`,
      mail.id,
      pause,
      error.slice(0, 500),
    );
  },
};
