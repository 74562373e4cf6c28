import { Inject, Injectable } from '@nestjs/common';
import { readContent, type Database } from '@learnstar/db';
import {
  dictionaryQuestions,
  drawWords,
  typingMaterial,
  type DictionaryQuestion,
  type DrawWordsQuery,
  type GradeCode,
  type QuestionsQuery,
  type TypingText,
  type TypingTextsQuery,
  type WordBank,
  type WordEntry,
} from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';

/**
 * The word bank as loaded into the database by the seed, held in memory once read (about half
 * a megabyte) so drawing words for a race costs no query.
 */
@Injectable()
export class ContentService {
  private bank?: Promise<WordBank>;
  private bySimplified?: Map<string, WordEntry>;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private load(): Promise<WordBank> {
    this.bank ??= readContent(this.db.prisma).then((bank) => {
      this.bySimplified = new Map(bank.words.map((w) => [w.simplified, w]));
      return bank;
    });
    return this.bank;
  }

  /** The whole bank, for features that build their own material from it (the game centre). */
  wordBank(): Promise<WordBank> {
    return this.load();
  }

  async words({ gradeCode, level, count, seed }: DrawWordsQuery): Promise<WordEntry[]> {
    return drawWords(await this.load(), { gradeCode: gradeCode as GradeCode, level, count, seed });
  }

  async word(simplified: string): Promise<WordEntry | undefined> {
    await this.load();
    return this.bySimplified!.get(simplified);
  }

  async typingTexts({ gradeCode, level, mode, count, seed }: TypingTextsQuery): Promise<TypingText[]> {
    return typingMaterial(await this.load(), { gradeCode: gradeCode as GradeCode, level, mode, count, seed });
  }

  async questions({ gradeCode, level, count, seed, kinds }: QuestionsQuery): Promise<DictionaryQuestion[]> {
    return dictionaryQuestions(await this.load(), { gradeCode: gradeCode as GradeCode, level, count, seed, kinds });
  }
}
