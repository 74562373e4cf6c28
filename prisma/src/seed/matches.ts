import { GRADE_CODES } from '@learnstar/shared';
import type { PrismaClient } from '../../generated/client.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const LEVELS = ['elementary', 'intermediate', 'advanced'] as const;

/**
 * Two weeks of scheduled races: a typing race (game 1) at 16:00 and a dictionary race (game 2)
 * at 19:00 Singapore time (UTC+8) each day, rotating through the year groups and levels.
 */
export async function seedMatchSchedule(prisma: PrismaClient, now: Date): Promise<void> {
  const todayUtcMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const matches = [];
  for (let day = 0; day < 14; day++) {
    const year = (day % 4) + 1;
    const gradeCodes = GRADE_CODES.filter((code) => Math.ceil(code / 2) === year);
    const level = LEVELS[day % LEVELS.length];
    const date = new Date(todayUtcMidnight + day * DAY_MS);
    const dayLabel = date.toISOString().slice(5, 10);
    matches.push(
      { game: 1, title: `P${year} typing race ${dayLabel}`, titleZh: `小${'一二三四'[year - 1]}打字赛 ${dayLabel}`, startTime: new Date(date.getTime() + 8 * 3600_000), durationSec: 120, gradeCodes, level, capacity: 40 },
      { game: 2, title: `P${year} dictionary race ${dayLabel}`, titleZh: `小${'一二三四'[year - 1]}词典赛 ${dayLabel}`, startTime: new Date(date.getTime() + 11 * 3600_000), durationSec: 180, gradeCodes, level, capacity: 40 },
    );
  }
  await prisma.match.createMany({ data: matches });
}
