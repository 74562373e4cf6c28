import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { GAME_LEVELS, LEVEL_GAMES, LEVEL_UNLOCK_COST, type GameLevel, type LevelStatus, type UnlockLevel } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { PointsLedger } from '../points/points-ledger.service.js';

/** Practice and game-centre levels locked until unlocked with points; spending goes through the ledger, once. */
@Injectable()
export class LevelsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly ledger: PointsLedger,
  ) {}

  async statuses(userId: number): Promise<LevelStatus[]> {
    const unlocked = await this.db.prisma.levelUnlock.findMany({ where: { userId } });
    const has = new Set(unlocked.map((u) => `${u.game}:${u.level}`));
    return LEVEL_GAMES.flatMap((game) =>
      GAME_LEVELS.map((level) => ({ game, level, cost: LEVEL_UNLOCK_COST[level], unlocked: LEVEL_UNLOCK_COST[level] === 0 || has.has(`${game}:${level}`) })),
    );
  }

  async isUnlocked(userId: number, game: number, level: GameLevel): Promise<boolean> {
    if (LEVEL_UNLOCK_COST[level] === 0) return true;
    return (await this.db.prisma.levelUnlock.count({ where: { userId, game, level } })) > 0;
  }

  /** Charges the cost and records the unlock in one transaction; a second unlock charges nothing. */
  async unlock(userId: number, { game, level }: UnlockLevel): Promise<number> {
    return this.db.prisma.$transaction(async (tx) => {
      const balance = await this.ledger.applyIn(tx, { userId, delta: -LEVEL_UNLOCK_COST[level], reason: 'unlockLevel', reference: `${game}:${level}` });
      await tx.levelUnlock.createMany({ data: [{ userId, game, level }], skipDuplicates: true });
      return balance;
    });
  }
}
