import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { COSMETIC_KINDS, ERROR_CODES, type CosmeticKind, type Cosmetics, type EquipCosmetic } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import type { Tx } from '../common/database/transaction.js';
import { AppError } from '../common/envelope/app-error.js';

const KINDS = Object.keys(COSMETIC_KINDS) as CosmeticKind[];
const freeDefault = (kind: CosmeticKind): string => COSMETIC_KINDS[kind][0];

/**
 * Avatar frames, plane skins and tortoise colours a pupil owns (UserCosmetic rows), one worn per
 * kind. The first value of each kind is the free default: owned by everyone, worn when none is.
 */
@Injectable()
export class CosmeticsService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async of(userId: number, tx: Tx = this.db.prisma): Promise<Cosmetics> {
    const rows = await tx.userCosmetic.findMany({ where: { userId } });
    const slot = (kind: CosmeticKind) => {
      const mine = rows.filter((r) => r.kind === kind);
      const owned = COSMETIC_KINDS[kind].filter((value, i) => i === 0 || mine.some((r) => r.value === value));
      return { owned, equipped: mine.find((r) => r.equipped)?.value ?? freeDefault(kind) };
    };
    return Object.fromEntries(KINDS.map((kind) => [kind, slot(kind)])) as Cosmetics;
  }

  async owns(tx: Tx, userId: number, kind: CosmeticKind, value: string): Promise<boolean> {
    return value === freeDefault(kind) || (await tx.userCosmetic.count({ where: { userId, kind, value } })) > 0;
  }

  /** A redeemed cosmetic is owned and worn at once (it is what the pupil just chose). */
  async grantIn(tx: Tx, userId: number, kind: CosmeticKind, value: string): Promise<void> {
    await tx.userCosmetic.createMany({ data: [{ userId, kind, value }], skipDuplicates: true });
    await this.wearIn(tx, userId, kind, value);
  }

  async equip(userId: number, { kind, value }: EquipCosmetic): Promise<Cosmetics> {
    return this.db.prisma.$transaction(async (tx) => {
      if (!(await this.owns(tx, userId, kind, value))) throw new AppError(ERROR_CODES.conflict, 'cosmeticNotOwned', [{ field: 'value', msg: 'cosmeticNotOwned' }]);
      await this.wearIn(tx, userId, kind, value);
      return this.of(userId, tx);
    });
  }

  /** Wearing the free default is wearing none of the owned ones. */
  private async wearIn(tx: Tx, userId: number, kind: CosmeticKind, value: string): Promise<void> {
    await tx.userCosmetic.updateMany({ where: { userId, kind, equipped: true }, data: { equipped: false } });
    await tx.userCosmetic.updateMany({ where: { userId, kind, value }, data: { equipped: true } });
  }
}
