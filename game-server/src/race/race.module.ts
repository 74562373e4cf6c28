import { Module } from '@nestjs/common';
import { RaceRepository } from './race-repository.js';
import { RaceBroadcaster } from './race-broadcaster.js';
import { RaceLifecycle } from './race-lifecycle.js';
import { RaceService } from './race.service.js';
import { RaceEntry } from './race-entry.js';
import { ClassroomService } from './classroom.service.js';
import { RaceClock } from './race-clock.js';
import { RaceGateway } from './race.gateway.js';
import { RaceDrain } from './race-drain.js';
import { RaceResultsController } from './race-results.controller.js';
import { LiveRacers } from './live-racers.js';
import { RaceRejoin } from './race-rejoin.js';
import { ProgressBoards } from './progress-boards.js';
import { JoinCodeGuesses } from './join-code-guesses.js';

@Module({
  controllers: [RaceResultsController],
  providers: [RaceRepository, LiveRacers, RaceBroadcaster, ProgressBoards, RaceLifecycle, RaceService, RaceEntry, ClassroomService, RaceRejoin, RaceClock, RaceGateway, RaceDrain, JoinCodeGuesses],
  exports: [RaceClock, RaceDrain],
})
export class RaceModule {}
