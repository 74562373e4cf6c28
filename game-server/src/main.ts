import { createGameServer } from './bootstrap.js';
import { GAME_PRODUCTION_NEEDS, loadGameConfig } from './config/game-config.js';
import { productionProblems, productionRefusal } from '@learnstar/shared';

const problems = productionProblems(process.env, GAME_PRODUCTION_NEEDS);
if (problems.length > 0) {
  console.error(productionRefusal(GAME_PRODUCTION_NEEDS.service, problems));
  process.exit(1);
}
const config = loadGameConfig();
const server = await createGameServer(config);
server.logger.info(`match server ${config.nodeName} listening on ${config.host}:${server.port}; match store: ${server.store.description}`);

// SIGTERM (compose, npm start, any orchestrator) or Ctrl-C: finish what ends within the grace
// period, tell the other racers to reconnect, close Redis; a second signal does not cut that short.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.logger.info(`${signal}: stopping within ${config.shutdownGraceMs} ms`);
    server.close(config.shutdownGraceMs).finally(() => process.exit(0));
  });
}
