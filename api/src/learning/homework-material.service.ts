import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { createRandom, ERROR_CODES, isGradeCode, reviewQuestions, reviewSentences, shuffled, type HomeworkMaterial, type HomeworkMaterialQuery } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import { ContentService } from '../content/content.service.js';
import { LearningViews } from './learning-views.service.js';

/**
 * A homework practice, for the match server: the homework's game, grade code, level and mode (so
 * the round counts towards it, as any practice at those does) and, when the teacher gave it
 * characters, the same kind of material as "My tricky characters" built from them: sentences of
 * the graded passages holding them, or questions on them with the class's own confusions as
 * distractors. Each round's seed shuffles the characters, so rounds after the first bring others first.
 */
@Injectable()
export class HomeworkMaterials {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly content: ContentService,
    private readonly views: LearningViews,
  ) {}

  async forPupil({ userId, homeworkId, seed }: HomeworkMaterialQuery, now: Date): Promise<HomeworkMaterial> {
    // A writing homework is played in Write it (game sessions), never as a match server practice.
    const row = await this.db.prisma.homework.findFirst({ where: { id: homeworkId, game: { in: [1, 2] }, dueAt: { gt: now }, class: { members: { some: { userId } } } } });
    if (!row) throw new AppError(ERROR_CODES.notFound, 'homeworkNotFound');
    const game = row.game === 2 ? 2 : 1;
    const mode = game === 1 && row.mode === 'pinyin' ? 'pinyin' : 'hanzi';
    const practice = { game, gradeCode: row.gradeCode, level: row.level, mode } as const;
    if (row.characters.length === 0 || !isGradeCode(row.gradeCode)) return { ...practice, material: { characters: [], texts: [], questions: [] } };
    const bank = await this.content.wordBank();
    const characters = shuffled(row.characters, createRandom(seed));
    if (game === 1) return { ...practice, material: { characters, texts: reviewSentences(bank, row.gradeCode, characters, mode), questions: [] } };
    const confusions = await this.views.classConfusions(row.classId, characters);
    return { ...practice, material: { characters, texts: [], questions: reviewQuestions(bank, row.gradeCode, characters, confusions, seed) } };
  }
}
