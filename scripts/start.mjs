// `npm start`: build what is needed, then run the API (which serves the site) and the match
// server together. With no DATABASE_URL / REDIS_URL it uses the embedded defaults: PGlite in
// LEARNSTAR_DATA_DIR (default .data) and the match server's in-memory store.
// Flags: --no-build skips the build (the e2e suite builds once beforehand).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { nx, repoRoot, waitFor } from './lib.mjs';

const port = Number(process.env.PORT ?? 3000);
const gamePort = Number(process.env.GAME_PORT ?? 3001);
const dataDir = process.env.LEARNSTAR_DATA_DIR ?? '.data';

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run-many', '-t', 'build', '--outputStyle=stream']);
  if (code !== 0) process.exit(code);
}

const children = [];
let stopping = false;
function launch(name, script, env) {
  const child = spawn(process.execPath, [join(repoRoot, script)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, LEARNSTAR_DATA_DIR: dataDir, ...env },
  });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${name} stopped (exit ${code}); stopping LearnStar`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1_500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

launch('api', 'api/dist/main.js', { PORT: String(port), GAME_PORT: String(gamePort) });
launch('game-server', 'game-server/dist/main.js', {
  GAME_PORT: String(gamePort),
  API_URL: `http://127.0.0.1:${port}`,
});

const alive = () => !stopping;
const apiHealth = await waitFor(`http://127.0.0.1:${port}/api/health`, 180_000, alive);
const gameHealth = await waitFor(`http://127.0.0.1:${gamePort}/health`, 60_000, alive);
console.log(
  `\nLearnStar is running: open http://localhost:${port}  ` +
    `(database: ${apiHealth.data.database.kind}, match store: ${gameHealth.store?.kind ?? gameHealth.data?.store?.kind ?? 'unknown'})\n`,
);
