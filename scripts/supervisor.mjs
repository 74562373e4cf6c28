// Keeps `npm start`'s processes running: a child that dies on its own is started again after a
// growing pause while the others keep serving; one that keeps dying stops the whole site with the
// reason, since restarting it forever would hide the fault. A stop (Ctrl-C, SIGTERM) asks the children
// to finish their work (they shut down gracefully on SIGTERM) one at a time, the last added first (the
// match server writes its last results through the API), and waits for them before exiting. Children
// run in their own process group, so a terminal's Ctrl-C reaches only the supervisor, which orders it.
import { spawn } from 'node:child_process';

/** How often an orphaned supervisor is looked for: the stop starts within this of the parent's death. */
export const PARENT_POLL_MS = 500;

/** Pauses before the 1st, 2nd, … restart in a row; the last one repeats. */
export const RESTART_BACKOFF_MS = [500, 1_000, 2_000, 5_000, 10_000];
/** This many crashes of one child inside the window stop the site. */
export const CRASH_LIMIT = 5;
export const CRASH_WINDOW_MS = 60_000;
/** A child that has run this long is healthy again: its next crash starts the backoff over. */
const STEADY_MS = 30_000;
/** How long a stop waits for each child's own graceful shutdown (the match server takes up to 10 s) before killing it. */
export const STOP_GRACE_MS = 15_000;

export class Supervisor {
  #children = new Map();
  #stopping = false;
  #exitCode = 0;

  /** `backoffMs` is for tests, which cannot wait for the real pauses. */
  constructor({ log = (line) => console.error(line), exit = (code) => process.exit(code), backoffMs = RESTART_BACKOFF_MS } = {}) {
    this.log = log;
    this.exit = exit;
    this.backoffMs = backoffMs;
  }

  get stopping() {
    return this.#stopping;
  }

  /** Starts `node [nodeFlags] <script>` and keeps it running under `name`. */
  add(name, script, { cwd, env, nodeFlags = [] }) {
    const entry = { name, script, cwd, env, nodeFlags, crashes: [], streak: 0, process: undefined, timer: undefined };
    this.#children.set(name, entry);
    this.#launch(entry);
  }

  #launch(entry) {
    // The IPC channel tells the child when the supervisor is gone, even killed with -9 (stopOnSignals).
    const child = spawn(process.execPath, [...entry.nodeFlags, entry.script], { cwd: entry.cwd, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: entry.env, detached: true });
    entry.process = child;
    entry.startedAt = Date.now();
    this.log(`${entry.name} started (pid ${child.pid})`);
    child.on('exit', (code, signal) => this.#exited(entry, code, signal));
  }

  #exited(entry, code, signal) {
    entry.process = undefined;
    if (this.#stopping) return this.#finishIfAllStopped();
    const now = Date.now();
    const how = signal ? `killed by ${signal}` : `exit code ${code}`;
    entry.crashes = [...entry.crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
    if (entry.crashes.length >= CRASH_LIMIT) {
      this.log(
        `${entry.name} stopped (${how}) for the ${CRASH_LIMIT}th time in ${CRASH_WINDOW_MS / 1000} s; ` +
          `stopping LearnStar rather than restarting it again. Its errors are above: fix the cause and run npm start again.`,
      );
      return this.stop(1);
    }
    entry.streak = now - entry.startedAt >= STEADY_MS ? 0 : entry.streak;
    const pause = this.backoffMs[Math.min(entry.streak, this.backoffMs.length - 1)];
    entry.streak += 1;
    this.log(
      `${entry.name} stopped unexpectedly (${how}); restarting it in ${pause / 1000} s ` +
        `(crash ${entry.crashes.length} of ${CRASH_LIMIT} allowed in ${CRASH_WINDOW_MS / 1000} s); the rest of the site keeps serving`,
    );
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      if (!this.#stopping) this.#launch(entry);
    }, pause);
  }

  /** Stops the children one by one, last added first, each killed if it outlives the grace period; then exits. */
  stop(code = 0, reason = undefined) {
    if (this.#stopping) return;
    this.#stopping = true;
    if (reason) this.log(`stopping LearnStar (${reason})`);
    this.#exitCode = code;
    for (const entry of this.#children.values()) clearTimeout(entry.timer);
    void (async () => {
      for (const entry of [...this.#children.values()].reverse()) await this.#stopChild(entry);
      this.#finishIfAllStopped();
    })();
  }

  async #stopChild(entry) {
    const child = entry.process;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      this.log(`${entry.name} did not stop within ${STOP_GRACE_MS / 1000} s; killing it`);
      child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  #finishIfAllStopped() {
    if ([...this.#children.values()].some((entry) => entry.process)) return;
    this.exit(this.#exitCode);
  }
}

/**
 * Calls `onOrphaned` once when the process that started this one is gone. npm runs a script through
 * `sh -c`, and a shell that gets a service manager's SIGTERM dies without passing it on (package.json's
 * `exec` avoids that shell, not every wrapper: npx, a parent killed with -9); the orphan is re-parented
 * (to init or a subreaper), which only a change of `process.ppid` tells. Polling is the portable way:
 * Node has no parent-death signal.
 */
export function whenOrphaned(onOrphaned, intervalMs = PARENT_POLL_MS) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, intervalMs);
  // Never the reason the process stays up: the children's handles are.
  timer.unref();
}
