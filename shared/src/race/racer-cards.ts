import { z } from 'zod';
import { AVATAR_FRAMES } from '../pointshop/cosmetics.js';

/**
 * A classroom racer as the host's projector draws them: avatar and frame from the points shop, and
 * their previous race of the same game ("most improved"). Sent to the host once per join (the
 * match server's GET /races/:raceId/roster), never in the live board, which stays small.
 */
export const racerCardsRequestSchema = z.object({
  userIds: z.array(z.number().int().positive()).min(1).max(200),
  game: z.union([z.literal(1), z.literal(2)]),
  /** The race being shown: its own results are not its "previous" race. */
  raceId: z.string().min(1).max(80),
});
export type RacerCardsRequest = z.infer<typeof racerCardsRequestSchema>;

export const previousRaceSchema = z.object({ wpm: z.number(), accuracy: z.number(), score: z.number() });
export type PreviousRace = z.infer<typeof previousRaceSchema>;

export const racerCardSchema = z.object({
  userId: z.number().int(),
  avatar: z.string().nullable(),
  frame: z.enum(AVATAR_FRAMES),
  previous: previousRaceSchema.nullable(),
});
export type RacerCard = z.infer<typeof racerCardSchema>;

export interface RosterRacer extends RacerCard {
  name: string;
}

/** GET /races/:raceId/roster on the match server: the host's racers with their cards. */
export interface RaceRoster {
  racers: RosterRacer[];
}

/**
 * What "improved" means per game: typing compares speed (WPM), which does not depend on the race's
 * length; dictionary races compare accuracy, as their scores grow with the number of questions.
 */
export function improvementFigure(game: number, race: { wpm: number; accuracy: number }): number {
  return game === 2 ? race.accuracy : race.wpm;
}

/**
 * Each racer's gain against their previous race, and who gained most (ties share it). A racer
 * with no previous race, or who did not submit, has no gain; nobody is "most improved" when nobody gained.
 */
export function improvements(
  game: number,
  results: { userId: number; wpm: number; accuracy: number; submitted: boolean }[],
  previous: ReadonlyMap<number, PreviousRace | null>,
): { gains: Map<number, number>; mostImproved: number[] } {
  const gains = new Map<number, number>();
  for (const r of results) {
    const before = previous.get(r.userId);
    if (!before || !r.submitted) continue;
    gains.set(r.userId, Math.round((improvementFigure(game, r) - improvementFigure(game, before)) * 10) / 10);
  }
  const best = Math.max(0, ...gains.values());
  return { gains, mostImproved: best > 0 ? [...gains].filter(([, gain]) => gain === best).map(([userId]) => userId) : [] };
}
