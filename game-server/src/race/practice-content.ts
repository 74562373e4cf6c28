import type { ApiClient } from '../api-client/api-client.js';
import { ApiError } from '../api-client/api-client.js';
import { RaceRefusal } from './race-errors.js';
import { raceContent, reviewContent, materialContent, type DictionaryTiming, type RaceContent } from './race-text.js';

export interface PracticeOptions {
  game: 1 | 2;
  gradeCode: number;
  level: string;
  mode: 'hanzi' | 'pinyin';
  review?: boolean;
  homework?: number;
}

type PracticeSettings = Pick<PracticeOptions, 'game' | 'gradeCode' | 'level' | 'mode'>;

/**
 * What a solo practice is about. Homework: the homework's game, grade code, level and mode (so the
 * round counts towards it) and its characters' material; "My tricky characters": the pupil's due
 * characters; otherwise, or when there is nothing to review, the grade and level's usual material.
 */
export async function practiceContent(api: ApiClient, timing: DictionaryTiming, userId: number, options: PracticeOptions, seed: string, durationMs: number): Promise<{ settings: PracticeSettings; content: RaceContent }> {
  if (options.homework) {
    const homework = await api.homeworkMaterial({ userId, homeworkId: options.homework, seed }).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 404) throw new RaceRefusal('homeworkNotFound');
      throw error;
    });
    const settings = { game: homework.game, gradeCode: homework.gradeCode, level: homework.level, mode: homework.mode };
    const content = materialContent(homework.material, timing, settings.game, settings.mode, durationMs) ?? (await raceContent(api, timing, settings.game, { ...settings, seed }, durationMs));
    return { settings, content };
  }
  const settings = { game: options.game, gradeCode: options.gradeCode, level: options.level, mode: options.mode };
  const review = options.review ? await reviewContent(api, timing, options.game, { userId, mode: options.mode, seed }, durationMs) : null;
  return { settings, content: review ?? (await raceContent(api, timing, options.game, { ...settings, seed }, durationMs)) };
}
