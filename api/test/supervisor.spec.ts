import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@learnstar/db/testing';
import { tempDir } from './support.js';

/**
 * `npm start` (scripts/start.mjs, built servers) as a school's technician runs it: a match server
 * killed with -9 is started again while the API keeps serving, an API sent SIGTERM is started again,
 * and SIGTERM to the supervisor stops everything.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Run {
  child: ChildProcess;
  output(): string;
  exit: Promise<number | null>;
}

function run(args: string[], env: Record<string, string>, command = process.execPath): Run {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number, run?: Run): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}\n${run?.output() ?? ''}`);
}

const pidOf = (run: Run, name: string, nth: number): number | undefined => {
  const pids = [...run.output().matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) => Number(m[1]));
  return pids[nth];
};
const answers = (url: string) => fetch(url).then((r) => (r.ok ? true : undefined), () => undefined);
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every process below `root` now (the servers run in their own sessions, but are still its descendants). */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const line of execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const found: number[] = [];
  for (let queue = [root]; queue.length > 0; ) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

async function freePortPair(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer().once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await free(port)) && (await free(port + 1))) return port;
  }
}

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

describe('npm start supervises the API and the match server', () => {
  test('a killed match server and a SIGTERMed API are restarted; SIGTERM to the supervisor stops both', async () => {
    // PostgreSQL when the suite has it (a copied template starts in a second); the embedded PGlite otherwise.
    database = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    const port = await freePortPair();
    const site = run([join(repoRoot, 'scripts/start.mjs'), '--no-build'], {
      PORT: String(port),
      GAME_PORT: String(port + 1),
      LEARNSTAR_DATA_DIR: tempDir('supervised'),
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: '',
    });
    try {
      await until('the site', () => (site.output().includes('LearnStar is running') ? true : undefined), 150_000, site);
      const firstGame = pidOf(site, 'game-server', 0)!;
      const api = pidOf(site, 'api', 0)!;

      process.kill(firstGame, 'SIGKILL');
      await until('the restart notice', () => (site.output().includes('game-server stopped unexpectedly (killed by SIGKILL); restarting it in 0.5 s') ? true : undefined), 10_000, site);
      // The shop and pages answer while the match server is down.
      expect(await answers(`http://127.0.0.1:${port}/api/health`)).toBe(true);
      const secondGame = await until('a new match server', () => pidOf(site, 'game-server', 1), 10_000, site);
      expect(secondGame).not.toBe(firstGame);
      await until('the new match server to answer', () => answers(`http://127.0.0.1:${port + 1}/health`), 60_000, site);
      expect(pidOf(site, 'api', 1)).toBeUndefined();

      // SIGTERM to one server (an operator's kill of one pid) stops it gracefully; it is started again.
      process.kill(api, 'SIGTERM');
      const secondApi = await until('a new API', () => pidOf(site, 'api', 1), 30_000, site);
      expect(site.output()).toContain('api stopped unexpectedly');
      await until('the new API to answer', () => answers(`http://127.0.0.1:${port}/api/health`), 60_000, site);
      expect(isRunning(api)).toBe(false);

      site.child.kill('SIGTERM');
      expect(await site.exit).toBe(0);
      expect(isRunning(secondApi)).toBe(false);
      expect(isRunning(secondGame)).toBe(false);
      expect(site.output()).not.toContain('did not stop within');
    } finally {
      site.child.kill('SIGKILL');
    }
  }, 200_000);

  test('a server that keeps crashing stops the site, saying why', async () => {
    const dir = tempDir('crasher');
    writeFileSync(join(dir, 'crash.mjs'), 'process.exit(3);\n');
    writeFileSync(join(dir, 'steady.mjs'), 'setInterval(() => {}, 1000);\n');
    const script = [
      `import { Supervisor } from ${JSON.stringify(join(repoRoot, 'scripts/supervisor.mjs'))};`,
      `const supervisor = new Supervisor({ backoffMs: [10, 20] });`,
      `supervisor.add('steady', ${JSON.stringify(join(dir, 'steady.mjs'))}, { cwd: ${JSON.stringify(dir)}, env: process.env });`,
      `supervisor.add('crasher', ${JSON.stringify(join(dir, 'crash.mjs'))}, { cwd: ${JSON.stringify(dir)}, env: process.env });`,
    ].join('\n');
    const supervised = run(['--input-type=module', '-e', script], {});
    expect(await supervised.exit).toBe(1);
    const output = supervised.output();
    expect(output.match(/crasher stopped unexpectedly \(exit code 3\)/g)).toHaveLength(4);
    expect(output).toContain('crasher stopped (exit code 3) for the 5th time in 60 s; stopping LearnStar');
    expect(isRunning(pidOf(supervised, 'steady', 0)!)).toBe(false);
  }, 30_000);

  test('a server whose supervisor is killed with -9 stops too instead of holding its port', async () => {
    const dir = tempDir('orphan');
    const shared = pathToFileURL(join(repoRoot, 'shared/dist/index.js')).href;
    writeFileSync(join(dir, 'server.mjs'), `import { stopOnSignals } from ${JSON.stringify(shared)};\nsetInterval(() => {}, 1000);\nstopOnSignals(async (reason) => console.log('stopping: ' + reason));\nconsole.log('ready');\n`);
    const script = [
      `import { Supervisor } from ${JSON.stringify(join(repoRoot, 'scripts/supervisor.mjs'))};`,
      `new Supervisor().add('server', ${JSON.stringify(join(dir, 'server.mjs'))}, { cwd: ${JSON.stringify(dir)}, env: process.env });`,
    ].join('\n');
    const supervised = run(['--input-type=module', '-e', script], {});
    const server = await until('the server', () => (supervised.output().includes('ready') ? pidOf(supervised, 'server', 0) : undefined), 20_000, supervised);
    supervised.child.kill('SIGKILL');
    await until('the server to stop', () => (isRunning(server) ? undefined : true), 20_000, supervised);
    expect(supervised.output()).toContain('stopping: supervisor gone');
  }, 60_000);
});

/**
 * A service manager (systemd, a container running `npm start`) stops the site by signalling the one
 * process it started: npm. npm passes SIGTERM and SIGINT to its script, which `exec` makes the
 * supervisor itself; npm killed with -9 passes nothing, and the supervisor stops the site on seeing
 * itself orphaned. Either way no process of the site may be left behind.
 */
describe('signalling npm start itself stops the whole site', () => {
  const dataDir = tempDir('npm-start');
  let signalled: TestDatabase | undefined;
  afterAll(async () => {
    await signalled?.drop();
  });

  test.each([
    ['SIGTERM', 'stopping LearnStar (SIGTERM)'],
    ['SIGINT', 'stopping LearnStar (SIGINT)'],
    ['SIGKILL', 'stopping LearnStar (the process that ran npm start is gone)'],
  ] as const)('%s to npm', async (signal, said) => {
    signalled ??= process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    const port = await freePortPair();
    const site = run(
      ['start', '--', '--no-build'],
      { PORT: String(port), GAME_PORT: String(port + 1), LEARNSTAR_DATA_DIR: dataDir, DATABASE_URL: signalled?.url ?? '', REDIS_URL: '' },
      'npm',
    );
    const npm = site.child.pid!;
    let processes: number[] = [];
    try {
      await until('the site', () => (site.output().includes('LearnStar is running') ? true : undefined), 150_000, site);
      processes = descendants(npm);
      // npm's script, the API and the match server (no shell between npm and the supervisor).
      expect(processes).toHaveLength(3);
      expect(processes).toContain(pidOf(site, 'api', 0));
      expect(processes).toContain(pidOf(site, 'game-server', 0));

      site.child.kill(signal);
      const code = await site.exit;
      if (signal !== 'SIGKILL') {
        // npm waited for the graceful stop and reports its success.
        expect(code).toBe(0);
        expect(processes.filter(isRunning)).toEqual([]);
      }
      await until('every process of the site to stop', () => (processes.some(isRunning) ? undefined : true), 20_000, site);
      expect(site.output()).toContain(said);
      expect(site.output()).not.toContain('did not stop within');
      expect(site.output()).not.toContain('stopped unexpectedly');
    } finally {
      for (const pid of [npm, ...processes].filter(isRunning)) process.kill(pid, 'SIGKILL');
    }
  }, 200_000);
});
