// The servers a benchmark starts from the built dists (the API, match-server nodes, the floor
// server), waits for and stops: one copy for the race, adapter and join-burst benches.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFlagsFor } from '../game-server/node-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `env`: what every server gets besides the bench's own environment (the internal API key, a
 * ticket secret). Servers log warnings only.
 */
export function benchProcesses(env) {
  const children = [];
  return {
    /**
     * Starts `script` (a path from the repository's root). The match server gets its production
     * flags (game-server/node-flags.mjs) unless `nodeArgs` are given (the race bench passes them
     * itself, for the floor server too); `cpu` pins the process to that core with taskset.
     */
    launch(script, scriptEnv, { nodeArgs = nodeFlagsFor(script), cpu = null } = {}) {
      const command = [process.execPath, ...nodeArgs, join(root, script)];
      if (cpu !== null) command.unshift('taskset', '-c', cpu);
      const child = spawn(command[0], command.slice(1), { env: { ...process.env, LOG_LEVEL: 'warn', ...env, ...scriptEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
      children.push(child);
      return child;
    },
    /** Waits until `url` answers 2xx (a server's health), up to two minutes. */
    async waitUp(url) {
      for (let i = 0; i < 600; i++) {
        if (await fetch(url).then((r) => r.ok, () => false)) return;
        await sleep(200);
      }
      throw new Error(`${url} never came up`);
    },
    /** SIGTERM to every server started, then waits up to `waitMs` for them to exit (0: does not wait). */
    async stopAll(waitMs = 0) {
      for (const child of children) child.kill('SIGTERM');
      if (!waitMs) return;
      const exited = children.map((c) => (c.exitCode !== null || c.signalCode ? null : new Promise((resolve) => c.once('exit', resolve))));
      await Promise.race([Promise.all(exited), sleep(waitMs)]);
    },
  };
}
