// Shoppers for the fault bench (load-tests/faults.mjs): each signs up once, then browses the shop
// and now and then adds a product and places an order, one attempt each (no retry, so an order
// in the database beyond the attempts would be one written twice). Failures are counted by kind:
// a clear 503, a refused connection (the API is down), another 5xx, or a hang (no answer in 20 s).
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Production's per-account limit on placing orders is 10 in 5 minutes: one every 31 s stays under it. */
export const PRODUCTION_ORDER_GAP_MS = 31_000;
const FORM = { country: 'SG', shippingMethod: 'standard', block: '1', street: 'Ang Mo Kio Avenue 3', unit: '#01-01', building: '', postcode: '560123', firstName: 'Bench', lastName: 'Shopper', phone: '91234567' };

export class Shoppers {
  stats = { ok: 0, failed: 0, byKind: {}, lastOkSentAt: 0 };
  signUps = 0;
  buyers = [];

  /** `orderGapMs`: the least time between one shopper's orders (0: every 4th step, about 2 s). */
  constructor({ base, port, count, isRunning, orderGapMs = 0 }) {
    Object.assign(this, { base, port, count, isRunning, orderGapMs });
  }

  #fail(kind) {
    this.stats.failed++;
    this.stats.byKind[kind] = (this.stats.byKind[kind] ?? 0) + 1;
  }

  async call(method, path, body, token, ip) {
    const sentAt = Date.now();
    try {
      const response = await fetch(this.base + path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(ip ? { 'x-forwarded-for': ip } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const json = await response.json().catch(() => ({}));
      if (response.ok && json.code === 200) {
        this.stats.ok++;
        this.stats.lastOkSentAt = Math.max(this.stats.lastOkSentAt, sentAt);
      } else if (response.status === 503) this.#fail('503');
      else if (response.status >= 500) this.#fail(`${response.status} ${json.msg ?? ''}`.trim());
      else if (json.code !== 409) this.#fail(`${response.status} ${json.msg ?? ''} ${method} ${path.split('?')[0]}`.trim());
      return json;
    } catch (error) {
      this.#fail(error.name === 'TimeoutError' ? 'hung' : 'refused');
      return { code: 0 };
    }
  }

  run() {
    return Promise.all(Array.from({ length: this.count }, (_, i) => this.#shopper(i)));
  }

  async #shopper(i) {
    const productIds = ((await this.call('GET', '/api/shop/api/products')).data?.products ?? []).map((p) => p.id).slice(0, 6);
    const account = `bench_${this.port}_${i}`;
    let signUp;
    do signUp = await this.call('POST', '/api/user/register', { account, password: 'secret99', email: `${account}@example.sg`, pupilName: 'Bench Shopper', gradeCode: 2 });
    while (signUp.code !== 200 && signUp.code !== 409 && this.isRunning());
    if (signUp.code === 200) this.signUps++;
    let login = {};
    while (!login.token && this.isRunning()) login = await this.call('POST', '/api/user/login', { username: account, password: 'secret99' });
    const me = { token: login.token, attempts: 0, acknowledged: 0 };
    this.buyers.push(me);
    const ip = `10.88.0.${i + 1}`;
    let orderedAt = 0;
    for (let n = 0; this.isRunning(); n++) {
      await this.call('GET', '/api/shop/api/products');
      if (n % 4 === 3 && productIds.length && Date.now() - orderedAt >= this.orderGapMs) {
        orderedAt = Date.now();
        const added = await this.call('POST', '/api/shop/api/cart/add', { ranId: login.data?.ranId, productId: productIds[n % productIds.length], quantity: 1 }, me.token, ip);
        if (added.code === 200) {
          me.attempts++;
          const placed = await this.call('POST', '/api/shop/api/order/place', { ...FORM, email: `${account}@example.sg` }, me.token, ip);
          if (placed.code === 200) me.acknowledged++;
        }
      }
      await sleep(500);
    }
  }

  /** Orders each buyer has in the database, against what they were told and what they tried. */
  async ordersInDatabase() {
    let inDb = 0;
    let doubled = 0;
    let acknowledged = 0;
    for (const buyer of this.buyers) {
      const list = await this.call('GET', '/api/shop/api/orders?page=1&pageSize=50', undefined, buyer.token);
      const total = list.data?.total ?? 0;
      inDb += total;
      acknowledged += buyer.acknowledged;
      doubled += Math.max(0, total - buyer.attempts);
    }
    return { inDb, doubled, acknowledged };
  }
}
