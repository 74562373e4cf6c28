import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

/** Whether Debian's redis-server is installed (the Redis outage test starts its own). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/**
 * A redis-server of the test's own, on its own port, that the test stops and starts again: with the
 * append-only file on, as production runs it, so a restart keeps the races (docker-compose.yml).
 */
export class RedisProcess {
  private child?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'learnstar-redis-'));

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Whether the server was started and not stopped since (a paused one is running). */
  get running(): boolean {
    return this.child !== undefined;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', this.dir], { stdio: 'ignore' });
    this.child = child;
    const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      for (let i = 0; i < 100; i++) {
        if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
        if ((await probe.connect().then(() => probe.ping(), () => null)) === 'PONG') return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('redis-server did not answer within 5 s');
    } finally {
      probe.disconnect();
    }
  }

  /** SIGSTOP: the server keeps its connections and port but answers nothing (a frozen host), until resume(). */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }

  /** SIGTERM: Redis writes its append-only file and exits, as in a restart. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
