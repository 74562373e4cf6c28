import { GAME_PRODUCTION_NEEDS, loadGameConfig } from './config/game-config.js';
import { productionProblems, productionRefusal, stopOnSignals } from '@learnstar/shared';

const problems = productionProblems(process.env, GAME_PRODUCTION_NEEDS);
if (problems.length > 0) {
  console.error(productionRefusal(GAME_PRODUCTION_NEEDS.service, problems));
  process.exit(1);
}
const config = loadGameConfig();
// Imported once the start is known to be safe: a refusal answers before NestJS and Socket.IO load.
const { createGameServer } = await import('./bootstrap.js');
const server = await createGameServer(config);
server.logger.info(`match server ${config.nodeName} listening on ${config.host}:${server.port}; match store: ${server.store.description}`);

// Finish what ends within the grace period, tell the other racers to reconnect, close Redis.
stopOnSignals((reason) => {
  server.logger.info(`${reason}: stopping within ${config.shutdownGraceMs} ms`);
  return server.close(config.shutdownGraceMs);
});
