import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { AVATAR_FRAMES, COUNTED_FAIR_PLAY_STATES, type AvatarFrame, type RacerCard, type RacerCardsRequest } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { avatarUrl } from '../accounts/sessions/session-user.js';

/**
 * Classroom racers as the host's projector shows them: the avatar and the frame they wear, and
 * their previous result of the same game (for "most improved"). The match server asks for the
 * racers of a race it knows the host of, so only that teacher ever sees these.
 */
@Injectable()
export class RacerCardsService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async cards({ userIds, game, raceId }: RacerCardsRequest): Promise<RacerCard[]> {
    const prisma = this.db.prisma;
    const [users, frames, thisRace] = await Promise.all([
      prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, avatarPath: true } }),
      prisma.userCosmetic.findMany({ where: { userId: { in: userIds }, kind: 'avatarFrame', equipped: true }, select: { userId: true, value: true } }),
      prisma.raceResult.aggregate({ where: { raceId }, _min: { id: true } }),
    ]);
    // Results are numbered as they are written: the previous race is the latest written before this one.
    const before = thisRace._min.id ?? undefined;
    const previous = await prisma.raceResult.findMany({
      where: { userId: { in: userIds }, game, raceId: { not: raceId }, submitted: true, fairPlay: { in: [...COUNTED_FAIR_PLAY_STATES] }, ...(before ? { id: { lt: before } } : {}) },
      orderBy: [{ userId: 'asc' }, { id: 'desc' }],
      distinct: ['userId'],
      select: { userId: true, wpm: true, accuracy: true, score: true },
    });
    const frameOf = new Map(frames.map((f) => [f.userId, f.value]));
    const previousOf = new Map(previous.map((p) => [p.userId, { wpm: p.wpm, accuracy: p.accuracy, score: p.score }]));
    const avatarOf = new Map(users.map((u) => [u.id, avatarUrl(u.avatarPath)]));
    return userIds.filter((id) => avatarOf.has(id)).map((userId) => ({ userId, avatar: avatarOf.get(userId)!, frame: wornFrame(frameOf.get(userId)), previous: previousOf.get(userId) ?? null }));
  }
}

function wornFrame(value: string | undefined): AvatarFrame {
  return AVATAR_FRAMES.find((f) => f === value) ?? AVATAR_FRAMES[0];
}
