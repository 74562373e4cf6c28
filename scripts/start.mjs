// `npm start`: build what is needed, then run the API (which serves the site) and the match
// server together. With no DATABASE_URL / REDIS_URL it uses the embedded defaults: PGlite in
// LEARNSTAR_DATA_DIR (default .data) and the match server's in-memory store.
// A server that crashes is restarted (scripts/supervisor.mjs); Ctrl-C or SIGTERM stops both gracefully,
// and so does the death of the `npm start` that ran it (see whenOrphaned).
// Flags: --no-build skips the build (the e2e suite builds once beforehand).
import { join } from 'node:path';
import { nx, repoRoot, waitFor } from './lib.mjs';
import { Supervisor, whenOrphaned } from './supervisor.mjs';
import { MATCH_SERVER_NODE_FLAGS } from '../game-server/node-flags.mjs';

const port = Number(process.env.PORT ?? 3000);
const gamePort = Number(process.env.GAME_PORT ?? 3001);
const dataDir = process.env.LEARNSTAR_DATA_DIR ?? '.data';

// Stopped while building (a signal, or the parent gone): no server is started after the build.
let supervisor;
const stop = (reason) => {
  if (supervisor) return supervisor.stop(0, reason);
  console.error(`${reason}: not starting LearnStar`);
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// Run by a package manager's script (`npm start`), the site lives as long as that command; started
// directly (`nohup node scripts/start.mjs &`) it may outlive its shell on purpose.
if (process.env.npm_lifecycle_event) whenOrphaned(() => stop('the process that ran npm start is gone'));

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run-many', '-t', 'build', '--outputStyle=stream']);
  if (code !== 0) process.exit(code);
}

// Each server is restarted when it dies on its own; see supervisor.mjs for the backoff and the limit.
supervisor = new Supervisor();
const env = (extra) => ({ ...process.env, LEARNSTAR_DATA_DIR: dataDir, ...extra });

supervisor.add('api', join(repoRoot, 'api/dist/main.js'), { cwd: repoRoot, env: env({ PORT: String(port), GAME_PORT: String(gamePort) }) });
supervisor.add('game-server', join(repoRoot, 'game-server/dist/main.js'), {
  cwd: repoRoot,
  env: env({ GAME_PORT: String(gamePort), API_URL: `http://127.0.0.1:${port}` }),
  nodeFlags: MATCH_SERVER_NODE_FLAGS,
});

const alive = () => !supervisor.stopping;
const healthy = await Promise.all([waitFor(`http://127.0.0.1:${port}/api/health`, 180_000, alive), waitFor(`http://127.0.0.1:${gamePort}/health`, 180_000, alive)]).catch(
  (error) => {
    // Stopped while starting: the supervisor has said why and exits once the children are down.
    if (supervisor.stopping) return undefined;
    console.error(`${error.message}; stopping LearnStar`);
    supervisor.stop(1);
    return undefined;
  },
);
if (healthy) {
  const [apiHealth, gameHealth] = healthy;
  console.log(
    `\nLearnStar is running: open http://localhost:${port}  ` +
      `(database: ${apiHealth.data.database.kind}, match store: ${gameHealth.store?.kind ?? gameHealth.data?.store?.kind ?? 'unknown'})\n`,
  );
}
