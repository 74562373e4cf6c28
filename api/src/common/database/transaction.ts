import type { PrismaClient } from '@learnstar/db';

/** The client inside an interactive transaction: services take it to join the caller's transaction. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/**
 * Options for transactions that lock rows many buyers want at once (checkout, payment): they may
 * queue for a pooled connection and for the lock, so they wait longer than Prisma's 2 s default.
 */
export const CONTENDED_TRANSACTION = { maxWait: 15_000, timeout: 15_000 } as const;
