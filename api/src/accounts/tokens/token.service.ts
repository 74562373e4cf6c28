import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { DATABASE } from '../../common/database/database.module.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import type { Tx } from '../../common/database/transaction.js';

export type TokenPurpose = 'session' | 'reset' | 'emailValidation';

/** Random opaque tokens; only their SHA-256 is stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ValidToken {
  id: number;
  userId: number;
  expiresAt: Date;
}

@Injectable()
export class TokenService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * `client` joins the caller's transaction (a link is issued with the email that carries it);
   * `signInCardId` marks a session a child's sign-in card started (a device sign-in).
   */
  async issue(userId: number, purpose: TokenPurpose, lifetimeMs: number, client: Tx = this.db.prisma, signInCardId?: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + lifetimeMs);
    await client.authToken.create({ data: { userId, purpose, tokenHash: hashToken(token), expiresAt, signInCardId } });
    return { token, expiresAt };
  }

  /** The token's row if it exists, has this purpose, is not revoked, used or expired. */
  async find(token: string, purpose: TokenPurpose): Promise<ValidToken | null> {
    const row = await this.db.prisma.authToken.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!row || row.purpose !== purpose || row.revokedAt || row.usedAt) return null;
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) return null;
    return { id: row.id, userId: row.userId, expiresAt: row.expiresAt };
  }

  /** Marks a single-use token used; false when another request used it first. */
  async consume(id: number): Promise<boolean> {
    const result = await this.db.prisma.authToken.updateMany({ where: { id, usedAt: null, revokedAt: null }, data: { usedAt: this.clock.now() } });
    return result.count === 1;
  }

  async revoke(token: string): Promise<void> {
    await this.db.prisma.authToken.updateMany({ where: { tokenHash: hashToken(token), revokedAt: null }, data: { revokedAt: this.clock.now() } });
  }

  /** Revokes every live token of this purpose, except `keep` (the session making the change). */
  async revokeAll(userId: number, purpose: TokenPurpose, keep?: string, client: Tx = this.db.prisma): Promise<void> {
    await client.authToken.updateMany({
      where: { userId, purpose, revokedAt: null, ...(keep ? { NOT: { tokenHash: hashToken(keep) } } : {}) },
      data: { revokedAt: this.clock.now() },
    });
  }
}
