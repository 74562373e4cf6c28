import { createGameServer } from './bootstrap.js';
import { loadGameConfig } from './config/game-config.js';

const config = loadGameConfig();
const server = await createGameServer(config);
server.logger.info(`match server ${config.nodeName} listening on ${config.host}:${server.port}; match store: ${server.store.description}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
