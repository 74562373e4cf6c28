// Fault-injection bench: the site as `npm start` runs it (built already), a light mixed load
// (shoppers browsing, signing up and ordering; a mail server the site sends to), and one fault at
// a time: the match server killed (-9), the API killed (-9), the mail server stopped for a while,
// and, when REDIS_URL names a Redis this bench may restart (FAULTS_REDIS_PORT), Redis restarted.
// For each it prints: seconds until served again, requests failed in the gap, orders lost or
// doubled, emails lost or sent twice. Not part of CI. Usage: node load-tests/faults.mjs
//   FAULTS_PORT (default 4700), MAIL_DOWN_S (default 60), SHOPPERS (default 3)
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.FAULTS_PORT ?? 4700);
const smtpPort = port + 5;
const mailDownMs = Number(process.env.MAIL_DOWN_S ?? 60) * 1000;
const shoppers = Number(process.env.SHOPPERS ?? 3);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- a mail server the bench can stop: counts what it is handed -----------------------------
const received = [];
let smtp;
function startSmtp() {
  smtp = createServer((socket) => {
    let buffer = '';
    let data = false;
    socket.on('error', () => undefined);
    socket.write('220 bench\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          // The body only: headers (Message-ID, Date) differ between two sends of one email.
          const message = buffer.slice(0, end);
          received.push(message.slice(message.indexOf('\r\n\r\n') + 4));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 ok\r\n');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(end + 2);
        data = verb === 'DATA';
        socket.write(verb === 'DATA' ? '354 go\r\n' : verb === 'QUIT' ? '221 bye\r\n' : '250 ok\r\n');
        if (verb === 'QUIT') socket.end();
      }
    });
  });
  return new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
}
const stopSmtp = () => new Promise((resolve) => smtp.close(resolve));

// --- the site under npm start's supervisor ------------------------------------------------
let output = '';
const dataDir = join('.data', `faults-${port}`);
rmSync(join(root, dataDir), { recursive: true, force: true });
await startSmtp();
const site = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), GAME_PORT: String(port + 1), LEARNSTAR_DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_SWEEP_MS: '2000', LEARNSTAR_RATE_LIMIT_FACTOR: '10' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
site.stdout.on('data', (c) => (output += c));
site.stderr.on('data', (c) => (output += c));
const pids = (name) => [...output.matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) => Number(m[1]));
while (!output.includes('LearnStar is running')) {
  if (site.exitCode !== null) throw new Error(output);
  await sleep(500);
}

// --- the load: each shopper signs up once, then browses and orders ------------------------
const stats = { ok: 0, failed: 0, failures: [] };
const orders = { acknowledged: 0 };
let emailsExpected = 0;
async function call(method, path, body, token, ip) {
  try {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(ip ? { 'x-forwarded-for': ip } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const json = await response.json().catch(() => ({}));
    if (response.ok && json.code === 200) stats.ok++;
    else {
      stats.failed++;
      stats.failures.push(Date.now());
    }
    return json;
  } catch {
    stats.failed++;
    stats.failures.push(Date.now());
    return { code: 0 };
  }
}
const FORM = { country: 'SG', shippingMethod: 'standard', block: '1', street: 'Ang Mo Kio Avenue 3', unit: '#01-01', building: '', postcode: '560123', firstName: 'Bench', lastName: 'Shopper', phone: '91234567' };
const productIds = ((await call('GET', '/api/shop/api/products')).data?.products ?? []).map((p) => p.id).slice(0, 6);
let running = true;
const buyers = [];
async function shopper(i) {
  const account = `bench_${port}_${i}`;
  let signUp;
  do signUp = await call('POST', '/api/user/register', { account, password: 'secret99', email: `${account}@example.sg`, pupilName: 'Bench Shopper', gradeCode: 2 });
  while (signUp.code !== 200 && signUp.code !== 409 && running);
  if (signUp.code === 200) emailsExpected++;
  let login = {};
  while (!login.token && running) login = await call('POST', '/api/user/login', { username: account, password: 'secret99' });
  const { token } = login;
  const ranId = login.data?.ranId;
  const ip = `10.88.0.${i + 1}`;
  const me = { account, token, attempts: 0 };
  buyers.push(me);
  for (let n = 0; running; n++) {
    await call('GET', '/api/shop/api/products');
    if (n % 4 === 3 && productIds.length) {
      const productId = productIds[n % productIds.length];
      const added = await call('POST', '/api/shop/api/cart/add', { ranId, productId, quantity: 1 }, token, ip);
      if (added.code === 200) {
        me.attempts++;
        const placed = await call('POST', '/api/shop/api/order/place', { ...FORM, email: `${account}@example.sg` }, token, ip);
        if (placed.code === 200) {
          orders.acknowledged++;
          emailsExpected++;
        }
      }
    }
    await sleep(500);
  }
}
const load = Array.from({ length: shoppers }, (_, i) => shopper(i));

/** Polls until `probe` answers, from the moment of the fault; seconds until served again. */
async function servedAgain(probe, since) {
  for (;;) {
    if (await probe()) return (Date.now() - since) / 1000;
    await sleep(200);
  }
}
const apiUp = () => fetch(`${base}/api/health`).then((r) => r.ok, () => false);
const gameUp = () => fetch(`http://127.0.0.1:${port + 1}/health`).then((r) => r.ok, () => false);

const rows = [];
async function fault(name, inject, probe) {
  await sleep(5_000);
  const failedBefore = stats.failed;
  const at = Date.now();
  await inject();
  const seconds = await servedAgain(probe, at);
  await sleep(3_000);
  rows.push({ fault: name, seconds: seconds.toFixed(1), failed: stats.failed - failedBefore });
  console.log(`${name}: served again after ${seconds.toFixed(1)} s, ${stats.failed - failedBefore} requests failed`);
}

await sleep(5_000);
await fault('match server killed (-9)', () => process.kill(pids('game-server').at(-1), 'SIGKILL'), async () => pids('game-server').length > 1 && (await gameUp()));
await fault('API killed (-9)', () => process.kill(pids('api').at(-1), 'SIGKILL'), async () => pids('api').length > 1 && (await apiUp()));
await fault(`mail server stopped ${mailDownMs / 1000} s`, async () => {
  await stopSmtp();
  setTimeout(() => void startSmtp(), mailDownMs);
}, async () => Date.now() > 0 && smtp.listening);
const redisPort = process.env.FAULTS_REDIS_PORT;
if (process.env.REDIS_URL && redisPort) {
  await fault('Redis restarted', () => {
    execFileSync('redis-cli', ['-p', redisPort, 'shutdown', 'nosave']);
    execFileSync('redis-server', ['--port', redisPort, '--daemonize', 'yes', '--save', '', '--appendonly', 'no']);
  }, gameUp);
}

running = false;
await Promise.all(load);
let inDb = 0;
for (const buyer of buyers) {
  const list = await call('GET', '/api/shop/api/orders?page=1&pageSize=50', undefined, buyer.token);
  inDb += list.data?.total ?? 0;
}
// Every order in the database has its email in the outbox (same transaction), acknowledged or not.
// Emails the mail server refused are retried with backoff; one claimed by an API that was killed
// waits for its claim to run out (MAIL_CLAIM_SECONDS, 120 s): wait that long for them.
const signUps = emailsExpected - orders.acknowledged;
emailsExpected = signUps + inDb;
const deadline = Date.now() + 180_000;
while (new Set(received).size < emailsExpected && Date.now() < deadline) await sleep(1_000);
const distinct = new Set(received).size;
console.log('\n| fault | seconds until served again | requests failed in the gap |');
console.log('|---|---|---|');
for (const row of rows) console.log(`| ${row.fault} | ${row.seconds} | ${row.failed} |`);
console.log(`\nrequests ok ${stats.ok}, failed ${stats.failed}`);
console.log(`orders acknowledged ${orders.acknowledged}, in the database ${inDb}: lost ${Math.max(0, orders.acknowledged - inDb)}, beyond the acknowledged ${Math.max(0, inDb - orders.acknowledged)} (written, answer lost in a kill)`);
console.log(`emails expected ${emailsExpected} (sign-ups and orders in the database), received ${received.length}, distinct ${distinct}: lost ${Math.max(0, emailsExpected - distinct)}, sent twice ${received.length - distinct}`);
site.kill('SIGTERM');
await new Promise((r) => site.once('exit', r));
await stopSmtp().catch(() => undefined);
