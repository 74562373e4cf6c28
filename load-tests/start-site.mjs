import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The whole site on the embedded stores, as `npm start` runs it (built already), with a fresh
 * data folder named after the bench; `env` adds variables (e.g. CLIENT_DIST for another build).
 */
export async function startSite(port, name, env = {}) {
  const dataDir = join('.data', `${name}-${port}`);
  rmSync(join(root, dataDir), { recursive: true, force: true });
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), GAME_PORT: String(port + 1), LEARNSTAR_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 180; i++) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { url: base, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 1000));
  }
  child.kill('SIGTERM');
  throw new Error('the site did not start in 180 s');
}
