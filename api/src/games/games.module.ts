import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ContentModule } from '../content/content.module.js';
import { LevelsModule } from '../levels/levels.module.js';
import { PointsModule } from '../points/points.module.js';
import { GameContentService } from './game-content.service.js';
import { GameSessionsService } from './game-sessions.service.js';
import { GameStats } from './game-stats.js';
import { GamesController } from './games.controller.js';
import { LearningMemoryModule } from '../learning/learning-memory.module.js';
import { RaceGhosts } from './race-ghosts.service.js';

/** The game centre: plane, race and bee sessions scored on the server, with points and weekly boards. */
@Module({
  imports: [AccountsModule, ContentModule, LevelsModule, PointsModule, LearningMemoryModule],
  controllers: [GamesController],
  providers: [GameSessionsService, GameContentService, GameStats, RaceGhosts],
  exports: [GameStats],
})
export class GamesModule {}
