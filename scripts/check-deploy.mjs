// CI's check of the production deployment files, runnable where no Docker engine is:
// docker-compose.yml (with `docker compose config` when the plugin is there, and always a parse
// of the YAML against what production needs) and the nginx site (`nginx -t` with Debian's nginx,
// over a throwaway certificate and the upstream names pointed at localhost).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './lib.mjs';
import { BROTLI_STATIC_MODULE, writeNginxSite } from './nginx-site.mjs';
import { MATCH_SERVER_NODE_FLAGS } from '../game-server/node-flags.mjs';

const problems = [];
const composeText = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true });
const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');

const REQUIRED_SECRETS = ['POSTGRES_PASSWORD', 'INTERNAL_API_KEY', 'PAYMENT_GATEWAY_SECRET', 'MATCH_TICKET_SECRET', 'PUBLIC_URL', 'SMTP_URL'];
for (const name of REQUIRED_SECRETS) {
  if (!new RegExp(`\\$\\{${name}:\\?[^}]+\\}`).test(composeText)) problems.push(`compose: ${name} must be required with \${${name}:?message}`);
  if (!new RegExp(`^${name}=`, 'm').test(example)) problems.push(`.env.example: ${name} is missing`);
}
if (/:-[^}]*(change-me|dev)/i.test(composeText)) problems.push('compose: a secret still has a development default');
for (const [name, service] of Object.entries(compose.services ?? {})) {
  if (service.restart !== 'unless-stopped' && service.restart !== 'always') problems.push(`compose: ${name} has no restart policy`);
  if (!service.healthcheck?.test) problems.push(`compose: ${name} has no health check`);
}
// Two or more of each behind nginx: services named api-N and game-server-N, each in its upstream.
const replicas = (prefix) => Object.keys(compose.services ?? {}).filter((name) => new RegExp(`^${prefix}-\\d+$`).test(name));
const nginxSite = readFileSync(join(repoRoot, 'docker', 'nginx', 'site.conf'), 'utf8');
const upstream = (name) => nginxSite.match(new RegExp(`upstream ${name} \\{([^}]*)\\}`))?.[1] ?? '';
for (const [prefix, pool, port] of [['api', 'api_servers', 3000], ['game-server', 'match_servers', 3001]]) {
  const names = replicas(prefix);
  if (names.length < 2) problems.push(`compose: two or more ${prefix}-N services are needed (found ${names.length})`);
  for (const name of names) {
    const env = compose.services[name].environment ?? {};
    if (env.NODE_ENV !== 'production') problems.push(`compose: ${name} must run with NODE_ENV=production`);
    if (!upstream(pool).includes(`server ${name}:${port}`)) problems.push(`nginx: upstream ${pool} lacks ${name}:${port}`);
  }
  if (prefix === 'api') for (const name of names) if (String(compose.services[name].environment?.DB_SEED_ON_START) !== 'false') problems.push(`compose: ${name} must set DB_SEED_ON_START to "false"`);
}
// Socket.IO over several nodes needs sticky sessions for HTTP long-polling (its "Using multiple nodes").
if (!/hash \$remote_addr consistent;|ip_hash;/.test(upstream('match_servers'))) problems.push('nginx: the match servers need sticky sessions (hash $remote_addr consistent or ip_hash)');
for (const name of replicas('game-server')) if (compose.services[name].environment?.SOCKET_ADAPTER !== 'sharded') problems.push(`compose: ${name} must use SOCKET_ADAPTER=sharded`);
// The match server's runtime flags are node-flags.mjs' wherever it runs (see that file for why).
const matchCommand = JSON.stringify(['node', ...MATCH_SERVER_NODE_FLAGS, 'game-server/dist/main.js']);
for (const name of replicas('game-server')) if (JSON.stringify(compose.services[name].command) !== matchCommand) problems.push(`compose: ${name} must run ${matchCommand} (game-server/node-flags.mjs)`);
for (const [service, path] of [['postgres', '/var/lib/postgresql/data'], ['redis', '/data']]) {
  const mount = (compose.services?.[service]?.volumes ?? []).find((v) => String(v).endsWith(`:${path}`));
  const volume = mount && String(mount).split(':')[0];
  if (!volume || !(volume in (compose.volumes ?? {}))) problems.push(`compose: ${service} data must be on a named volume at ${path}`);
}
const headers = readFileSync(join(repoRoot, 'docker', 'nginx', 'security-headers.conf'), 'utf8');
for (const header of ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy']) {
  if (!headers.includes(`add_header ${header}`)) problems.push(`nginx: ${header} is missing`);
}
if (!/frame-ancestors 'self'/.test(headers)) problems.push('nginx: CSP needs frame-ancestors');
if (!/gzip on;/.test(nginxSite)) problems.push('nginx: compression is off');
if (!/immutable/.test(nginxSite)) problems.push('nginx: hashed assets need a long cache');
if (!/gzip_static on;/.test(nginxSite) || !/brotli_static on;/.test(nginxSite)) problems.push("nginx: the build's compressed copies are not served (gzip_static, brotli_static)");

// The wss listener queues as many connections as the match servers behind it (a join burst):
// one figure, LISTEN_BACKLOG in the match server's bootstrap, checked here against the site.
const matchBacklog = readFileSync(join(repoRoot, 'game-server', 'src', 'bootstrap.ts'), 'utf8').match(/const LISTEN_BACKLOG = ([\d_]+);/)?.[1]?.replaceAll('_', '');
const siteBacklogs = [...nginxSite.matchAll(/listen [^;]*:?443 [^;]*?backlog=(\d+)/g)].map((m) => m[1]);
if (!matchBacklog || siteBacklogs.length < 2 || siteBacklogs.some((b) => b !== matchBacklog)) {
  problems.push(`nginx: the 443 listeners' backlog (${siteBacklogs.join(', ') || 'none'}) is not the match server's LISTEN_BACKLOG (${matchBacklog ?? 'not found'})`);
}

const has = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
if (has('docker', ['compose', 'version'])) {
  const placeholders = Object.fromEntries(REQUIRED_SECRETS.map((n) => [n, 'x'.repeat(32)]));
  const run = spawnSync('docker', ['compose', '-f', join(repoRoot, 'docker-compose.yml'), 'config', '--quiet'], { env: { ...process.env, ...placeholders }, encoding: 'utf8' });
  if (run.status !== 0) problems.push(`docker compose config: ${run.stderr.trim()}`);
  else console.log('docker compose config: ok');
} else {
  console.log('docker compose plugin absent: compose checked by parsing only');
}

if (has('nginx', ['-v']) && !existsSync(BROTLI_STATIC_MODULE)) {
  problems.push('nginx has no brotli module (apt-get install libnginx-mod-http-brotli-static): the site configuration was not tested');
} else if (has('nginx', ['-v'])) {
  const dir = writeNginxSite();
  const test = spawnSync('nginx', ['-t', '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (test.status !== 0) problems.push(`nginx -t: ${test.stderr.trim()}`);
  else console.log('nginx -t: ok');
} else {
  problems.push('nginx is not installed (apt-get install nginx): the site configuration was not tested');
}

if (problems.length > 0) {
  console.error(`deployment files: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('deployment files: ok');
