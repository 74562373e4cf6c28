import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { GAME_CONFIG, type GameConfig } from './config/game-config.js';
import { MATCH_STORE } from './store/create-store.js';
import type { MatchStore } from './store/match-store.js';
import { ApiClient } from './api-client/api-client.js';
import { HealthController } from './health/health.controller.js';
import { MetricsController } from './metrics/metrics.controller.js';
import { PingGateway } from './ping/ping.gateway.js';
import { RaceModule } from './race/race.module.js';
import { AdapterTraffic } from './socket/adapter-traffic.js';
import { RoomPeers } from './socket/room-peers.js';
import { AdmissionGate } from './admission/admission-gate.js';

export { LOGGER } from './common/tokens.js';
import { LOGGER } from './common/tokens.js';

export interface GameModuleOptions {
  config: GameConfig;
  store: MatchStore;
  api: ApiClient;
  logger: Logger;
}

@Module({})
export class GameModule {
  static forRoot(options: GameModuleOptions): DynamicModule {
    return {
      module: GameModule,
      global: true,
      imports: [RaceModule],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: GAME_CONFIG, useValue: options.config },
        { provide: MATCH_STORE, useValue: options.store },
        { provide: ApiClient, useValue: options.api },
        { provide: LOGGER, useValue: options.logger },
        PingGateway,
        AdapterTraffic,
        RoomPeers,
        AdmissionGate,
      ],
      exports: [GAME_CONFIG, MATCH_STORE, ApiClient, LOGGER, AdmissionGate, RoomPeers],
    };
  }
}
