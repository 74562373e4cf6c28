// A redis-server of the fault bench's own (never the machine's shared one), stopped and started
// again on the same port with its append-only file, as a Redis restart looks to the site.
import { spawn, execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class FaultRedis {
  #child = null;
  #dir = mkdtempSync(join(tmpdir(), 'faults-redis-'));

  constructor(port) {
    this.port = port;
    this.url = `redis://127.0.0.1:${port}`;
  }

  async start() {
    this.#child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', this.#dir], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const pong = await run('redis-cli', ['-p', String(this.port), 'ping']).then((r) => r.stdout.trim(), () => '');
      if (pong === 'PONG') return;
      await sleep(50);
    }
    throw new Error('the bench redis-server did not answer within 5 s');
  }

  /** SIGTERM: Redis writes its append-only file and exits. */
  async stop() {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
