import { randomUUID } from 'node:crypto';
import type { Role } from '@learnstar/db';
import type { GoodsEffect } from '@learnstar/shared';
import { TokenService } from '../src/accounts/tokens/token.service.js';
import type { RunningApi } from './harness.js';
import { bearer } from './support.js';

export const PASSWORD = 'pupil123';

export const DELIVERY = { recipient: 'Tan Mei Ling', phone: '9123 4567', email: 'meiling.tan@example.sg', address: 'Blk 123 Ang Mo Kio Avenue 3, #05-12, Singapore 560123' };

export interface Person {
  id: number;
  auth: RequestInit;
  /** The same token with the interface language the client sends. */
  authIn(locale: 'en' | 'zh'): RequestInit;
}

/**
 * A user made straight in the database with a session token (no argon2 login each): `passwordHash`
 * is hashed once by the caller and shared. Points are granted as one ledger entry.
 */
export async function createPerson(api: RunningApi, passwordHash: string, options: { points?: number; verified?: boolean; role?: Role; parentId?: number } = {}): Promise<Person> {
  const account = `ps-${randomUUID().slice(0, 10)}`;
  const user = await api.db.prisma.user.create({
    data: {
      account, passwordHash, role: options.role ?? 'pupil', name: `Pupil ${account}`, gradeCode: 5, email: `${account}@example.sg`,
      emailVerifiedAt: options.verified === false ? null : new Date(), parentId: options.parentId ?? null,
    },
  });
  if (options.points) await api.db.prisma.pointsLedgerEntry.create({ data: { userId: user.id, delta: options.points, reason: 'adjustment', reference: 'test-grant' } });
  const { token } = await api.api.app.get(TokenService).issue(user.id, 'session', 3_600_000);
  const authIn = (locale: 'en' | 'zh') => ({ headers: { authorization: `Bearer ${token}`, 'accept-language': locale } });
  return { id: user.id, auth: bearer(token), authIn };
}

/** A good made for one test, so stock and limits start where the test says. */
export async function createGood(api: RunningApi, options: { points: number; stock: number; perUserLimit?: number | null; effect?: GoodsEffect }) {
  const sku = `t-${randomUUID().slice(0, 10)}`;
  return api.db.prisma.pointsGood.create({
    data: {
      sku, kind: options.effect ? 'virtual' : 'physical', category: options.effect ? options.effect.type : 'stationery', nameEn: `Good ${sku}`, nameZh: `商品 ${sku}`,
      points: options.points, stock: options.stock, perUserLimit: options.perUserLimit ?? null, images: [], effect: options.effect,
    },
  });
}

export function newKey(): string {
  return randomUUID();
}
