// Shoppers for the fault bench (load-tests/faults.mjs): each signs up once, then browses the shop
// and now and then buys one product now. Each purchase has its Idempotency-Key, made once and sent
// again with every retry (503, refused, hung) until it is answered, as the checkout page does: an
// acknowledged order missing from the database is lost, an order nobody was told of is done twice.
import { randomUUID } from 'node:crypto';
import { openDatabase } from '@learnstar/db';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Production's per-account limit on placing orders is 10 in 5 minutes: one every 31 s stays under it. */
export const PRODUCTION_ORDER_GAP_MS = 31_000;
const FORM = { country: 'SG', shippingMethod: 'standard', block: '1', street: 'Ang Mo Kio Avenue 3', unit: '#01-01', building: '', postcode: '560123', firstName: 'Bench', lastName: 'Shopper', phone: '91234567' };

export class Shoppers {
  signUps = 0;
  accounts = [];
  /** [{ key, startedAt, code }]: code once answered 200, null when refused (sold out…), undefined when never answered. */
  purchases = [];

  /** `orderGapMs`: the least time between one shopper's orders (0: every 4th step, about 2 s). */
  constructor({ http, port, count, isRunning, orderGapMs = 0 }) {
    Object.assign(this, { http, port, count, isRunning, orderGapMs });
  }

  run() {
    return Promise.all(Array.from({ length: this.count }, (_, i) => this.#shopper(i)));
  }

  async #shopper(i) {
    const productIds = ((await this.http.call('GET', '/api/shop/api/products')).json.data?.products ?? []).map((p) => p.id);
    const account = `bench_${this.port}_${i}`;
    const ip = `10.88.0.${i + 1}`;
    const signUp = await this.http.untilAnswered('POST', '/api/user/register', { account, password: 'secret99', email: `${account}@example.sg`, pupilName: 'Bench Shopper', gradeCode: 2 }, { ip });
    if (signUp.json.code === 200) this.signUps++;
    this.accounts.push(account);
    const login = await this.http.untilAnswered('POST', '/api/user/login', { username: account, password: 'secret99' }, { ip });
    const token = login.json.token;
    if (!token) throw new Error(`shopper ${account} could not sign in: ${JSON.stringify(login.json)}`);
    let orderedAt = 0;
    for (let n = 0; this.isRunning(); n++) {
      await this.http.call('GET', '/api/shop/api/products');
      if (n % 4 === 3 && productIds.length && Date.now() - orderedAt >= this.orderGapMs) {
        orderedAt = Date.now();
        const purchase = { key: randomUUID(), startedAt: Date.now(), code: undefined };
        this.purchases.push(purchase);
        const buyNow = { productId: productIds[n % productIds.length], quantity: 1 };
        const placed = await this.http.untilAnswered('POST', '/api/shop/api/order/place', { ...FORM, email: `${account}@example.sg`, buyNow }, { token, ip, key: purchase.key });
        if (placed.answered) purchase.code = placed.json.code === 200 ? placed.json.data.code : null;
      }
      await sleep(500);
    }
  }

  /** Orders in the database against the answers: acknowledged and missing (lost), or never acknowledged (done twice). */
  async ordersInDatabase(url) {
    const db = openDatabase({ url });
    try {
      const rows = await db.prisma.order.findMany({ where: { user: { account: { in: this.accounts } } }, select: { code: true, createdAt: true } });
      const codes = new Set(rows.map((r) => r.code));
      const acknowledged = new Set(this.purchases.filter((p) => p.code).map((p) => p.code));
      return {
        inDb: rows.length,
        acknowledged: acknowledged.size,
        unanswered: this.purchases.filter((p) => p.code === undefined).length,
        lost: this.purchases.filter((p) => p.code && !codes.has(p.code)).map((p) => p.startedAt),
        twice: rows.filter((r) => !acknowledged.has(r.code)).map((r) => r.createdAt.getTime()),
      };
    } finally {
      await db.close();
    }
  }
}
