/**
 * Virtual goods that change how things look: bought in the points shop, owned per user, one
 * equipped per kind. The first value of each list is the free default everyone has.
 */
export const AVATAR_FRAMES = ['none', 'gold', 'rainbow', 'stars', 'merlion'] as const;
export const PLANE_SKINS = ['classic', 'sunset', 'jungle', 'night'] as const;
export const TORTOISE_COLOURS = ['green', 'teal', 'orange', 'purple'] as const;

export type AvatarFrame = (typeof AVATAR_FRAMES)[number];
export type PlaneSkin = (typeof PLANE_SKINS)[number];
export type TortoiseColour = (typeof TORTOISE_COLOURS)[number];

export const COSMETIC_KINDS = { avatarFrame: AVATAR_FRAMES, planeSkin: PLANE_SKINS, tortoiseColour: TORTOISE_COLOURS } as const;
export type CosmeticKind = keyof typeof COSMETIC_KINDS;
