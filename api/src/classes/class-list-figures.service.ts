import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type Database } from '@learnstar/db';
import type { ClassListItem, ClassSummary } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { singaporeWeekStart } from '../ranking/week.js';
import { singaporeDayLabel } from '../learning/learning-days.js';
import { utcLiteral } from '../common/database/singapore-sql.js';

/**
 * What the class list shows beside each class: pupils active this Singapore week (a race, a game or
 * a learning session, as on the operator's home) and the next national race for the class's grade
 * with how many of its pupils signed up. Two grouped queries for all the listed classes.
 */
@Injectable()
export class ClassListFigures {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async add(classes: ClassSummary[]): Promise<ClassListItem[]> {
    if (classes.length === 0) return [];
    const ids = Prisma.join(classes.map((c) => c.id));
    const now = this.clock.now();
    const week = singaporeWeekStart(now);
    const [active, races] = await Promise.all([
      this.db.prisma.$queryRaw<{ classId: number; active: number }[]>`
        SELECT m."classId", COUNT(*)::int AS active FROM "ClassMember" m
        WHERE m."classId" IN (${ids}) AND (
          EXISTS (SELECT 1 FROM "RaceResult" r WHERE r."userId" = m."userId" AND r."finishedAt" >= ${utcLiteral(week.getTime())}::timestamp)
          OR EXISTS (SELECT 1 FROM "GameSession" g WHERE g."userId" = m."userId" AND g."finishedAt" >= ${utcLiteral(week.getTime())}::timestamp)
          OR EXISTS (SELECT 1 FROM "LearningDay" d WHERE d."userId" = m."userId" AND d.day >= ${singaporeDayLabel(week)}))
        GROUP BY m."classId"`,
      this.db.prisma.$queryRaw<{ classId: number; id: number; title: string; titleZh: string | null; startTime: Date; signedUp: number }[]>`
        SELECT DISTINCT ON (c.id) c.id AS "classId", mt.id, mt.title, mt."titleZh", mt."startTime",
          (SELECT COUNT(*) FROM "MatchSignup" s JOIN "ClassMember" cm ON cm."userId" = s."userId" AND cm."classId" = c.id WHERE s."matchId" = mt.id)::int AS "signedUp"
        FROM "SchoolClass" c JOIN "Match" mt ON c."gradeCode" = ANY(mt."gradeCodes") AND mt."startTime" > ${utcLiteral(now.getTime())}::timestamp
        WHERE c.id IN (${ids}) ORDER BY c.id, mt."startTime", mt.id`,
    ]);
    return classes.map((c) => {
      const race = races.find((r) => r.classId === c.id);
      return {
        ...c,
        activeThisWeek: active.find((a) => a.classId === c.id)?.active ?? 0,
        nextRace: race ? { id: race.id, title: race.title, titleZh: race.titleZh, startTime: race.startTime.toISOString(), signedUp: race.signedUp } : null,
      };
    });
  }
}
