import { Prisma, type PrismaClient } from '@learnstar/db';
import { ERROR_CODES, type MessageKey } from '@learnstar/shared';
import { AppError } from '../envelope/app-error.js';

/** The client inside an interactive transaction: services take it to join the caller's transaction. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/**
 * Options for transactions that lock rows many buyers want at once (checkout, payment): they may
 * queue for a pooled connection and for the lock, so they wait longer than Prisma's 2 s default.
 */
export const CONTENDED_TRANSACTION = { maxWait: 15_000, timeout: 15_000 } as const;

/**
 * Runs a write whose unique index may refuse it (a SKU another row holds, even one committed a
 * moment ago): that refusal becomes a 409 with the message on its field, not a 500.
 */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, field: string, msg: MessageKey): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError(ERROR_CODES.conflict, msg, [{ field, msg }]);
    throw error;
  }
}
