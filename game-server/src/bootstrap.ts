import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';
import { GameModule } from './app.module.js';
import type { GameConfig } from './config/game-config.js';
import { reportRedisOutages } from '@learnstar/shared';
import { createMatchStore } from './store/create-store.js';
import { RedisMatchStore } from './store/redis-match-store.js';
import type { MatchStore } from './store/match-store.js';
import { ApiClient } from './api-client/api-client.js';
import { TokenVerifier } from './auth/token-verifier.js';
import { GameSocketAdapter } from './socket/socket-adapter.js';
import { AdapterTraffic } from './socket/adapter-traffic.js';
import { RoomPeers } from './socket/room-peers.js';
import { createLogger } from './common/logger.js';
import { RaceClock } from './race/race-clock.js';
import { RaceDrain } from './race/race-drain.js';

export interface GameServer {
  app: INestApplication;
  store: MatchStore;
  logger: Logger;
  port: number;
  /**
   * Stops the node. With a grace period (SIGTERM), races ending within it finish and write their
   * results first, and racers of the others are told to reconnect; tests close at once.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * Connections waiting to be accepted (Node's default is 511). At the start of a national match
 * thousands of pages connect within seconds while the node is busy admitting the first ones: the
 * join burst bench (5,000 pupils in 10 s) overflowed a queue of 511 about 28,000 times
 * (`nstat` TcpExtListenOverflows), and 142–289 pupils' connections were reset. Linux caps it at
 * net.core.somaxconn (4,096 by default).
 */
const LISTEN_BACKLOG = 4_096;
/** Nest's `listen` passes extra arguments to Node's `server.listen(port, host, backlog)`; its typings know only the host. */
type ListenWithBacklog = (port: number, host: string, backlog: number) => Promise<unknown>;

/** Builds and starts one match-server node; tests start several on port 0. */
export async function createGameServer(config: GameConfig, options: { store?: MatchStore } = {}): Promise<GameServer> {
  const logger = createLogger(config.nodeName);
  const store = options.store ?? createMatchStore(config.redisUrl, config.redisPrefix, config.redisClusterNodes);
  if (store instanceof RedisMatchStore) reportRedisOutages(store.client, 'match store', (message) => logger.warn(message));
  const api = new ApiClient(config);
  const verifier = new TokenVerifier(api);
  const app = await NestFactory.create(GameModule.forRoot({ config, store, api, logger }), { logger: ['error', 'warn'] });
  app.enableCors({ origin: config.corsOrigins === '*' ? true : config.corsOrigins });
  app.useWebSocketAdapter(new GameSocketAdapter(app, config, verifier, app.get(AdapterTraffic), app.get(RoomPeers), () => app.get(RaceDrain).draining, (message) => logger.warn(message)));
  await (app.listen as unknown as ListenWithBacklog).call(app, config.port, config.host, LISTEN_BACKLOG);
  app.get(RaceClock).start();
  const port = (app.getHttpServer().address() as { port: number }).port;
  return {
    app,
    store,
    logger,
    port,
    close: async (graceMs = 0) => {
      if (graceMs > 0) await app.get(RaceDrain).drain(graceMs).catch((error: Error) => logger.error({ err: error }, 'draining races failed'));
      app.get(RaceClock).stop();
      await app.close();
      verifier.close();
      if (!options.store) await store.close();
    },
  };
}
