import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { GAME_LEVELS, LEVEL_GAMES, LEVEL_UNLOCK_COST, type GameLevel, type LevelStatus, type UnlockLevel } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import type { Tx } from '../common/database/transaction.js';
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

  /** `tx`: the caller's transaction (the embedded database has one connection, so no second client inside one). */
  async isUnlocked(userId: number, game: number, level: GameLevel, tx: Tx = this.db.prisma): Promise<boolean> {
    if (LEVEL_UNLOCK_COST[level] === 0) return true;
    return (await tx.levelUnlock.count({ where: { userId, game, level } })) > 0;
  }

  /** Records an unlock inside the caller's transaction: a points-shop redemption unlocks as if bought. */
  async grantIn(tx: Tx, userId: number, { game, level }: UnlockLevel): Promise<void> {
    await tx.levelUnlock.createMany({ data: [{ userId, game, level }], skipDuplicates: true });
  }

  /** Charges the cost and records the unlock in one transaction; a second unlock charges nothing. */
  async unlock(userId: number, { game, level }: UnlockLevel): Promise<number> {
    return this.db.prisma.$transaction(async (tx) => {
      const balance = await this.ledger.applyIn(tx, { userId, delta: -LEVEL_UNLOCK_COST[level], reason: 'unlockLevel', reference: `${game}:${level}` });
      await this.grantIn(tx, userId, { game, level });
      return balance;
    });
  }
}
