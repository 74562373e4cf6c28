import { isSuccess, type CosmeticKind, type MiniGame } from '@learnstar/shared';
import { fetchCosmetics } from '../features/pointshop/pointshop-api';

/** The points-shop cosmetic each game draws: the pupil's jet, the pupil's tortoise. */
const COSMETIC_OF: Partial<Record<MiniGame, Exclude<CosmeticKind, 'avatarFrame'>>> = { plane: 'planeSkin', race: 'tortoiseColour' };

/** What the pupil wears in this game, or undefined (the game's default look) when none or unreadable. */
export async function equippedCosmetic(game: MiniGame): Promise<string | undefined> {
  const kind = COSMETIC_OF[game];
  if (!kind) return undefined;
  const response = await fetchCosmetics();
  return isSuccess(response) && response.data ? response.data[kind].equipped : undefined;
}
