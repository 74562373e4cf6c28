import type { Database, Homework } from '@learnstar/db';
import { writtenAnswers, type GameAnswer, type WriteItem } from '@learnstar/shared';

export interface WrittenDone {
  userId: number;
  done: number;
  accuracy: number | null;
  wpm: null;
}

/**
 * A writing homework's progress, read like the others from what the pupils did: the homework's
 * characters each pupil wrote whole from memory without a miss, in Write it sessions that counted
 * (finished, not held) between the assignment and the due time. Accuracy: the share of the
 * homework's characters written from memory that had no miss. Judged again with the shared rule
 * (writtenAnswers), so it cannot drift from the session's own judgement.
 */
export async function writtenHomeworkDone(db: Database, row: Homework, userIds: number[]): Promise<WrittenDone[]> {
  const sessions = await db.prisma.gameSession.findMany({
    where: { userId: { in: userIds }, game: 'write', status: 'finished', finishedAt: { gte: row.createdAt, lte: row.dueAt } },
    select: { userId: true, items: true, answers: true },
  });
  const asked = new Set(row.characters);
  const byPupil = new Map<number, { right: Set<string>; tries: number; clean: number }>();
  for (const session of sessions) {
    const items = (session.items as { items?: WriteItem[] }).items ?? [];
    const log = (session.answers as { answers?: GameAnswer[] } | null)?.answers ?? [];
    const mine = byPupil.get(session.userId) ?? { right: new Set<string>(), tries: 0, clean: 0 };
    for (const answer of writtenAnswers(items, log).filter((a) => asked.has(a.character))) {
      mine.tries++;
      if (!answer.right) continue;
      mine.clean++;
      mine.right.add(answer.character);
    }
    byPupil.set(session.userId, mine);
  }
  return [...byPupil].map(([userId, p]) => ({ userId, done: p.right.size, accuracy: p.tries ? (100 * p.clean) / p.tries : null, wpm: null }));
}
