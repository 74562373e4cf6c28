// The production nginx site (docker/nginx/site.conf) made runnable with Debian's nginx outside
// Docker: a throwaway certificate, the compose service names pointed at one local address, the
// built client as the web root, and optionally other ports. Used by check-deploy.mjs (nginx -t)
// and by load-tests/lighthouse.mjs (the site behind nginx as production serves it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib.mjs';

/** Debian's dynamic brotli module (libnginx-mod-http-brotli-static); loaded when installed. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Writes nginx.conf and its includes into a new temporary folder and returns its path.
 * `api` and `game` (host:port) stand for every API replica and match-server node of the
 * upstream blocks; `root` is the client build; `httpPort`/`httpsPort` replace 80/443 when given.
 */
export function writeNginxSite({ api = '127.0.0.1:3000', game = '127.0.0.1:3001', root, httpPort, httpsPort } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'learnstar-nginx-'));
  mkdirSync(join(dir, 'learnstar'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', join(dir, 'privkey.pem'), '-out', join(dir, 'fullchain.pem')], { stdio: 'ignore' });
  const nginxDir = join(repoRoot, 'docker', 'nginx');
  writeFileSync(join(dir, 'learnstar', 'security-headers.conf'), readFileSync(join(nginxDir, 'security-headers.conf'), 'utf8'));
  let site = readFileSync(join(nginxDir, 'site.conf'), 'utf8')
    .replaceAll('/etc/nginx/tls/', `${dir}/`)
    .replaceAll('/etc/nginx/learnstar/', `${dir}/learnstar/`)
    .replace(/\bserver api(-\d+)?:\d+/g, `server ${api}`)
    .replace(/\bserver game-server(-\d+)?:\d+/g, `server ${game}`);
  if (root) site = site.replaceAll('/usr/share/nginx/html', root);
  if (httpPort) site = site.replace(/listen (\[::\]:)?80\b/g, (_, v6) => `listen ${v6 ?? '127.0.0.1:'}${httpPort}`);
  if (httpsPort) site = site.replace(/listen (\[::\]:)?443\b/g, (_, v6) => `listen ${v6 ?? '127.0.0.1:'}${httpsPort}`);
  // Only IPv4 loopback when run locally on other ports (the machine may have no IPv6).
  if (httpPort || httpsPort) site = site.replace(/^\s*listen \[::\].*\n/gm, '');
  writeFileSync(join(dir, 'site.conf'), site);
  const brotli = existsSync(BROTLI_STATIC_MODULE) ? `load_module ${BROTLI_STATIC_MODULE};\n` : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${brotli}pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n` +
      `  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/site.conf;\n}\n`,
  );
  return dir;
}
