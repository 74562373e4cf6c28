import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import {
  ERROR_CODES,
  GAME_DEADLINE_GRACE_MS,
  GAME_REFUSED_STATUS,
  MINI_GAME_DAILY_POINTS_CAP,
  MINI_GAME_NUMBERS,
  MINI_GAME_RULES,
  isGradeCode,
  judgeAnswerLog,
  judgeGameLog,
  judgeRaceLog,
  miniGamePoints,
  pointsWithinDailyCap,
  type GameFinishRequest,
  type GameRefusal,
  type GameSessionResult,
  type GameSessionStart,
  type GameSessionStartRequest,
  type GradeCode,
  type IssuedContent,
  type GameLevel,
  type MiniGame,
  type RaceMode,
} from '@learnstar/shared';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { DATABASE } from '../common/database/database.module.js';
import { CONTENDED_TRANSACTION, type Tx } from '../common/database/transaction.js';
import { AppError } from '../common/envelope/app-error.js';
import { LevelsService } from '../levels/levels.service.js';
import { PointsLedger } from '../points/points-ledger.service.js';
import { RANKING_CACHE, type RankingCache } from '../ranking/ranking-cache.js';
import { GameContentService } from './game-content.service.js';
import { GameStats } from './game-stats.js';
import { RaceGhosts } from './race-ghosts.service.js';
import { LearningMemory } from '../learning/learning-memory.service.js';

type Settled = { result: GameSessionResult; credited: number } | { refusal: GameRefusal };

/**
 * A mini-game session: issued with its items, finished once. The finish locks the session row,
 * judges the log by the shared rule, writes the session and credits the ledger in one transaction,
 * so a replayed or concurrent finish credits nothing more.
 */
@Injectable()
export class GameSessionsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RANKING_CACHE) private readonly rankings: RankingCache,
    private readonly ledger: PointsLedger,
    private readonly levels: LevelsService,
    private readonly content: GameContentService,
    private readonly stats: GameStats,
    private readonly ghosts: RaceGhosts,
    private readonly memory: LearningMemory,
  ) {}

  async start(user: User, game: MiniGame, { level, mode, ghostSessionId, homeworkId, dictation }: GameSessionStartRequest): Promise<GameSessionStart> {
    const gradeCode = pupilGradeCode(user);
    if (!(await this.levels.isUnlocked(user.id, MINI_GAME_NUMBERS[game], level))) throw new AppError(ERROR_CODES.forbidden, 'levelLocked');
    const ghost = game === 'race' && ghostSessionId ? await this.ghostToRace(user, ghostSessionId, level, mode ?? 'hanzi') : undefined;
    const seed = randomBytes(8).toString('hex');
    const characters = game === 'write' && homeworkId ? await this.content.homeworkCharacters(user.id, homeworkId, this.clock.now()) : undefined;
    const issued = await this.content.issue(game, user.id, { gradeCode, level, seed, characters, dictation }, mode, ghost?.passage);
    if (issued.items.length === 0) throw new AppError(ERROR_CODES.notFound, 'gameNoContent');
    const { durationMs, lives } = MINI_GAME_RULES[game];
    const issuedAt = this.clock.now();
    const deadline = new Date(issuedAt.getTime() + durationMs + GAME_DEADLINE_GRACE_MS);
    const session = await this.db.prisma.gameSession.create({
      data: { id: randomUUID(), userId: user.id, game, level, gradeCode, seed, items: issued as object, issuedAt, deadline },
    });
    const pointsToday = await this.stats.pointsOnDay(this.db.prisma, user.id, issuedAt);
    return {
      sessionId: session.id,
      game,
      level,
      gradeCode,
      seed,
      issuedAt: issuedAt.toISOString(),
      deadline: deadline.toISOString(),
      durationMs,
      lives,
      dailyCap: MINI_GAME_DAILY_POINTS_CAP,
      pointsToday,
      ...issued,
      ...(ghost ? { ghost: { sessionId: ghost.summary.sessionId, name: ghost.summary.name, own: ghost.summary.own, timeline: ghost.timeline } } : {}),
    } as GameSessionStart;
  }

  /** A ghost is raced on its own terms: the same passage, level and typing mode. */
  private async ghostToRace(user: User, sessionId: string, level: GameLevel, mode: RaceMode) {
    const ghost = await this.ghosts.find(user, sessionId);
    if (ghost.passage.mode !== mode) throw new AppError(ERROR_CODES.badRequest, 'gameGhostModeDiffers');
    if (ghost.summary.level !== level) throw new AppError(ERROR_CODES.badRequest, 'gameGhostLevelDiffers');
    return ghost;
  }

  async finish(user: User, game: MiniGame, sessionId: string, request: GameFinishRequest): Promise<GameSessionResult> {
    const settled = await this.db.prisma.$transaction((tx) => this.settle(tx, user, game, sessionId, request), CONTENDED_TRANSACTION);
    if ('refusal' in settled) throw new AppError(GAME_REFUSED_STATUS, settled.refusal);
    // Points rankings count gains; the cached boards are rebuilt after the commit.
    if (settled.credited > 0) await this.rankings.bump();
    return settled.result;
  }

  private async settle(tx: Tx, user: User, game: MiniGame, sessionId: string, request: GameFinishRequest): Promise<Settled> {
    await tx.$queryRaw`SELECT id FROM "GameSession" WHERE id = ${sessionId} FOR UPDATE`;
    const session = await tx.gameSession.findUnique({ where: { id: sessionId } });
    if (!session || session.userId !== user.id || session.game !== game) throw new AppError(ERROR_CODES.notFound, 'gameSessionNotFound');
    if (session.status === 'finished' || session.status === 'held') return { result: session.detail as GameSessionResult, credited: 0 };
    if (session.status === 'refused') return { refusal: session.refusal as GameRefusal };

    const now = this.clock.now();
    const timing = { elapsedMs: now.getTime() - session.issuedAt.getTime(), late: now > session.deadline };
    const judgement = judgeGameLog(game, session.items as unknown as IssuedContent, request.answers, request.endedBy, timing);
    const log = request as object;
    if ('refusal' in judgement) {
      await tx.gameSession.update({ where: { id: sessionId }, data: { status: 'refused', refusal: judgement.refusal, answers: log, finishedAt: now } });
      return judgement;
    }
    const { outcome } = judgement;
    const held = heldReasons(game, session.items as unknown as IssuedContent, request, outcome.race?.cpm ?? 0, user);
    // The pupil's row is locked before today's points are read, so two sessions finishing at once cannot both fill the cap.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
    const pointsBefore = await this.stats.pointsOnDay(tx, user.id, now);
    const earned = held.length ? 0 : miniGamePoints(game, outcome.score);
    const points = pointsWithinDailyCap(earned, pointsBefore);
    if (points > 0) await this.ledger.applyIn(tx, { userId: user.id, delta: points, reason: 'miniGame', reference: sessionId });
    const result: GameSessionResult = {
      sessionId,
      game,
      status: 'finished',
      score: outcome.score,
      correct: outcome.correct,
      answered: outcome.answered,
      points,
      pointsToday: pointsBefore + points,
      dailyCap: MINI_GAME_DAILY_POINTS_CAP,
      capped: points < earned,
      best: Math.max(outcome.score, await this.stats.best(tx, user.id, game)),
      missed: outcome.missed,
      ...(outcome.race ? { race: outcome.race } : {}),
      ...(held.length ? { heldReasons: held } : {}),
    };
    await tx.gameSession.update({
      where: { id: sessionId },
      data: { status: held.length ? 'held' : 'finished', score: outcome.score, correct: outcome.correct, answered: outcome.answered, points, answers: log, detail: result, finishedAt: now },
    });
    // A held session teaches nothing until an operator clears it (fair-play-games.service).
    if (!held.length) await this.memory.rememberSessionIn(tx, { userId: user.id, game, items: session.items, answers: log, detail: result }, now);
    return { result, credited: points };
  }
}

/**
 * A session beyond the fair-play model is held (no points, off the boards): a race by the typing
 * model, plane and bee by their answers' timing (read before the prompt could be, faster than the
 * grade's key ceiling, a timer's beat). The log rule has already refused what no child could do.
 */
function heldReasons(game: MiniGame, issued: IssuedContent, request: GameFinishRequest, cpm: number, user: User): string[] {
  if (!isGradeCode(user.gradeCode)) return [];
  const judgedAs = { gradeCode: user.gradeCode, certifiedCpm: user.certifiedCpm };
  // Write it: every stroke was re-judged by the matcher and the log rule refused what no hand draws.
  if (game === 'write') return [];
  if (game !== 'race') return judgeAnswerLog({ game, items: issued.items, answers: request.answers, ...judgedAs });
  if (!issued.passage) return [];
  const { target, mode } = issued.passage;
  return judgeRaceLog({ answers: request.answers, target, mode, cpm, ...judgedAs });
}

/** Games are drawn for the pupil's grade code; an account without one is asked to set it. */
function pupilGradeCode(user: User): GradeCode {
  if (!isGradeCode(user.gradeCode)) throw new AppError(ERROR_CODES.badRequest, 'gameNeedsGradeCode');
  return user.gradeCode;
}
