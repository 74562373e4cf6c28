// Pupils redeeming in the points shop for the fault bench (load-tests/faults.mjs): made in the
// database with a verified email, points to spend and a session, each redeeming one unit of a
// physical good now and then. Each redemption has its key, sent again with every retry (503,
// refused, hung) until answered: a redemption acknowledged and missing is lost, one in the
// database that nobody was told of was done without its answer.
import { randomBytes, createHash, randomUUID } from 'node:crypto';
import { hashPassword, openDatabase } from '@learnstar/db';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const PASSWORD = 'redeem99';
const DELIVERY = { recipient: 'Bench Pupil', phone: '91234567', email: 'bench.pupil@example.sg', address: 'Blk 1 Ang Mo Kio Avenue 3, #01-01, Singapore 560001' };
/** Each redemption checks the password (argon2): one every few seconds a pupil keeps it to a light load. */
const REDEEM_EVERY_MS = 3_000;

/** Pupils with points and a good of plenty of stock; the shop's products get plenty too, so nothing sells out. */
export async function createRedeemers(url, count) {
  const db = openDatabase({ url });
  try {
    await db.prisma.product.updateMany({ data: { stock: 1_000_000, purchaseLimit: null } });
    const good = await db.prisma.pointsGood.create({ data: { sku: 'fault-good', kind: 'physical', category: 'stationery', nameEn: 'Bench pencil', nameZh: '测试铅笔', points: 1, stock: 1_000_000, images: [] } });
    const passwordHash = await hashPassword(PASSWORD);
    const pupils = [];
    for (let i = 0; i < count; i++) {
      const user = await db.prisma.user.create({ data: { account: `fault-redeemer-${i}`, passwordHash, name: `Redeemer ${i}`, gradeCode: 4, email: `fault-redeemer-${i}@example.sg`, emailVerifiedAt: new Date() } });
      await db.prisma.pointsLedgerEntry.create({ data: { userId: user.id, delta: 1_000_000, reason: 'adjustment', reference: 'fault-bench' } });
      const token = randomBytes(24).toString('base64url');
      await db.prisma.authToken.create({ data: { userId: user.id, tokenHash: createHash('sha256').update(token).digest('hex'), purpose: 'session', expiresAt: new Date(Date.now() + 6 * 3_600_000) } });
      pupils.push({ id: user.id, token });
    }
    return { goodId: good.id, pupils };
  } finally {
    await db.close();
  }
}

export class Redeemers {
  /** [{ userId, key, startedAt, ok }]: ok true (200), false (refused), undefined (never answered). */
  attempts = [];

  constructor({ http, setup, isRunning }) {
    Object.assign(this, { http, setup, isRunning });
  }

  run() {
    return Promise.all(this.setup.pupils.map((pupil, i) => this.#pupil(pupil, i)));
  }

  async #pupil(pupil, i) {
    await sleep(i * 700);
    while (this.isRunning()) {
      const attempt = { userId: pupil.id, key: randomUUID(), startedAt: Date.now(), ok: undefined };
      this.attempts.push(attempt);
      const body = { goodsId: this.setup.goodId, quantity: 1, idempotencyKey: attempt.key, password: PASSWORD, ...DELIVERY };
      const answer = await this.http.untilAnswered('POST', '/api/pointshop/redeem', body, { token: pupil.token, ip: `10.89.0.${i + 1}` });
      if (answer.answered) attempt.ok = answer.json.code === 200;
      await sleep(REDEEM_EVERY_MS);
    }
  }

  async inDatabase(url) {
    const db = openDatabase({ url });
    try {
      const rows = await db.prisma.redemption.findMany({ where: { userId: { in: this.setup.pupils.map((p) => p.id) } }, select: { idempotencyKey: true, createdAt: true } });
      const keys = new Set(rows.map((r) => r.idempotencyKey));
      const acknowledged = new Set(this.attempts.filter((a) => a.ok).map((a) => a.key));
      return {
        inDb: rows.length,
        acknowledged: acknowledged.size,
        unanswered: this.attempts.filter((a) => a.ok === undefined).length,
        lost: this.attempts.filter((a) => a.ok && !keys.has(a.key)).map((a) => a.startedAt),
        twice: rows.filter((r) => !acknowledged.has(r.idempotencyKey)).map((r) => r.createdAt.getTime()),
      };
    } finally {
      await db.close();
    }
  }
}
