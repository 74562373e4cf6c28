// Small helpers shared by start.mjs and test-all.mjs.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Nx offline: no cloud, no daemon (it outlives CI steps), no interactive terminal UI. */
export const nxEnv = { NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? 'false' };

/** With `stdio: 'pipe'`, stdout and stderr go to `onOutput` instead of the terminal. */
export function run(command, args, { onOutput, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    if (options.stdio === 'pipe') {
      child.stdin.end();
      child.stdout.on('data', onOutput);
      child.stderr.on('data', onOutput);
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function nx(args) {
  return run(process.execPath, [join(repoRoot, 'node_modules', 'nx', 'dist', 'bin', 'nx.js'), ...args], { env: nxEnv });
}

export async function waitFor(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isAlive()) {
    try {
      const response = await fetch(url);
      if (response.ok) return await response.json();
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
