import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type GoodsEffect } from '@learnstar/shared';
import type { Tx } from '../common/database/transaction.js';
import { AppError } from '../common/envelope/app-error.js';
import { LevelsService } from '../levels/levels.service.js';
import { CosmeticsService } from './cosmetics.service.js';

/**
 * What a virtual good does, inside the redemption's transaction: a cosmetic is owned and worn, a
 * level is unlocked through the levels feature exactly as if bought there. Something the pupil
 * already has is refused before any points move.
 */
@Injectable()
export class VirtualEffects {
  constructor(
    private readonly cosmetics: CosmeticsService,
    private readonly levels: LevelsService,
  ) {}

  async refuseIfOwned(tx: Tx, userId: number, effect: GoodsEffect): Promise<void> {
    const owned =
      effect.type === 'levelUnlock' ? await this.levels.isUnlocked(userId, effect.game, effect.level, tx) : await this.cosmetics.owns(tx, userId, effect.type, effect.value);
    if (owned) throw new AppError(ERROR_CODES.conflict, 'alreadyOwned');
  }

  async applyIn(tx: Tx, userId: number, effect: GoodsEffect): Promise<void> {
    if (effect.type === 'levelUnlock') await this.levels.grantIn(tx, userId, { game: effect.game, level: effect.level });
    else await this.cosmetics.grantIn(tx, userId, effect.type, effect.value);
  }
}
