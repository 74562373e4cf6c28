// Shop load test: autocannon against a real API process. Prints latency percentiles, throughput
// and memory for the product list and detail at a fixed request rate, on the embedded database
// and on PostgreSQL; then checkout correctness and throughput with 100 concurrent buyers
// (PostgreSQL). Usage (after `npm run build`):
//   node load-tests/shop-bench.mjs [--rate 500] [--duration 20] [--buyers 100] [--db both|embedded|postgres]
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createTestDatabase } from '@learnstar/db/testing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { rate: { type: 'string', default: '500' }, duration: { type: 'string', default: '20' }, buyers: { type: 'string', default: '100' }, db: { type: 'string', default: 'both' }, connections: { type: 'string', default: '10' } } });
const CONNECTIONS = Number(values.connections);
const RATE = Number(values.rate);
const DURATION = Number(values.duration);
const BUYERS = Number(values.buyers);
const PORT = 4700;
const BASE = `http://127.0.0.1:${PORT}`;
const PG_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startApi(env) {
  const child = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    // The bench measures checkout throughput, a few buyers ordering again and again: rate limits (tested on their own) off.
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', ORDER_EXPIRY_SWEEP_MS: '0', LEARNSTAR_RATE_LIMIT_FACTOR: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}
async function waitUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error('API never came up');
}
async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function cannon(path) {
  const result = await autocannon({ url: BASE + path, connections: CONNECTIONS, overallRate: RATE, duration: DURATION });
  const l = result.latency;
  return `${path.padEnd(26)} ${String(Math.round(result.requests.average)).padStart(5)} req/s  p50 ${l.p50} ms  p90 ${l.p90} ms  p99 ${l.p99} ms  max ${l.max} ms  non-2xx ${result.non2xx}  errors ${result.errors}`;
}

async function catalogueBench(label, env) {
  const api = startApi(env);
  try {
    await waitUp();
    const productId = (await (await fetch(`${BASE}/api/shop/api/products`)).json()).data.products[0].id;
    // Warm-up at full speed so the JIT has compiled the hot path before anything is measured.
    for (const path of ['/api/shop/api/products', `/api/shop/api/product/${productId}`]) await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: 5 });
    console.log(`\n[${label}] ${RATE} req/s for ${DURATION} s each, ${CONNECTIONS} keep-alive connections`);
    console.log(await cannon('/api/shop/api/products'));
    console.log(await cannon(`/api/shop/api/product/${productId}`));
    console.log(`API RSS after: ${rssMb(api.pid).toFixed(0)} MB`);
  } finally {
    await stop(api);
  }
}

async function checkoutBench() {
  const db = await createTestDatabase(PG_URL);
  const api = startApi({ DATABASE_URL: db.url });
  try {
    await waitUp();
    // Buyers and their session tokens go straight into the database: logins are not what is measured.
    const users = await Promise.all(Array.from({ length: BUYERS }, (_, i) => db.prisma.user.create({ data: { account: `bench-buyer-${i}`, passwordHash: 'x', role: 'parent', name: `Buyer ${i}` } })));
    const auth = new Map();
    for (const user of users) {
      const token = randomBytes(24).toString('base64url');
      await db.prisma.authToken.create({ data: { userId: user.id, tokenHash: createHash('sha256').update(token).digest('hex'), purpose: 'session', expiresAt: new Date(Date.now() + 3_600_000) } });
      auth.set(user.id, { authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    }
    const product = await db.prisma.product.findUniqueOrThrow({ where: { sku: 'LS-D500' } });
    const call = async (user, path, body) => {
      const started = performance.now();
      const response = await fetch(BASE + path, { method: 'POST', headers: auth.get(user.id), body: JSON.stringify(body) });
      return { ...(await response.json()), ms: performance.now() - started };
    };
    const form = { country: 'SG', shippingMethod: 'standard', block: '1', street: 'Bench Road', postcode: '123456', firstName: 'Bench', lastName: 'Buyer', email: 'bench@example.sg', phone: '91234567' };

    // 1. The last 10 units, 100 buyers at once.
    await db.prisma.product.update({ where: { id: product.id }, data: { stock: 10 } });
    await Promise.all(users.map((u) => call(u, '/api/shop/api/cart/add', { ranId: u.ranId, productId: product.id, quantity: 1 })));
    let started = performance.now();
    const race = await Promise.all(users.map((u) => call(u, '/api/shop/api/order/place', form)));
    const raceMs = performance.now() - started;
    const placed = race.filter((r) => r.code === 200).length;
    const soldOut = race.filter((r) => r.msg === 'soldOut').length;
    const stockLeft = (await db.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
    console.log(`\n[checkout, PostgreSQL] last 10 units, ${BUYERS} concurrent buyers: ${placed} orders, ${soldOut} sold out, ${race.length - placed - soldOut} other; stock left ${stockLeft}; all answered in ${raceMs.toFixed(0)} ms`);
    for (const u of users) await db.prisma.cartItem.deleteMany({ where: { ranId: u.ranId } });

    // 2. Throughput: every buyer adds one unit and checks out, again and again.
    const STOCK = 1_000_000;
    await db.prisma.product.update({ where: { id: product.id }, data: { stock: STOCK, purchaseLimit: 99 } });
    const latencies = [];
    let orders = 0;
    let failures = 0;
    const until = Date.now() + DURATION * 1000;
    started = performance.now();
    await Promise.all(
      users.map(async (u) => {
        while (Date.now() < until) {
          await call(u, '/api/shop/api/cart/add', { ranId: u.ranId, productId: product.id, quantity: 1 });
          const r = await call(u, '/api/shop/api/order/place', form);
          latencies.push(r.ms);
          if (r.code === 200) orders++;
          else failures++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const sold = STOCK - (await db.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
    const ordered = (await db.prisma.orderItem.aggregate({ where: { productId: product.id }, _sum: { quantity: true } }))._sum.quantity - placed;
    console.log(`[checkout, PostgreSQL] ${BUYERS} buyers for ${DURATION} s: ${orders} orders (${(orders / seconds).toFixed(0)} orders/s), ${failures} failed; place-order p50 ${pct(latencies, 50).toFixed(0)} ms p95 ${pct(latencies, 95).toFixed(0)} ms p99 ${pct(latencies, 99).toFixed(0)} ms; stock taken ${sold} = units ordered ${ordered}: ${sold === ordered ? 'consistent' : 'MISMATCH'}`);
    console.log(`API RSS after: ${rssMb(api.pid).toFixed(0)} MB`);
  } finally {
    await stop(api);
    await db.drop();
  }
}

console.log(`shop bench on ${process.version}, ${(await import('node:os')).cpus().length} CPU(s)`);
if (values.db !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'learnstar-shop-bench-'));
  try {
    await catalogueBench('embedded PGlite', { DATABASE_URL: '', LEARNSTAR_DATA_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (values.db !== 'embedded') {
  const db = await createTestDatabase(PG_URL);
  try {
    await catalogueBench('PostgreSQL', { DATABASE_URL: db.url });
  } finally {
    await db.drop();
  }
  await checkoutBench();
}
