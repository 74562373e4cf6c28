import { WRITE_HOMEWORK_GAME, type HomeworkGame } from '@learnstar/shared';

/**
 * The words for a homework, by its game, the same on every page that lists one: its game, what its
 * count counts (passages, questions, characters), and its name on a child's home.
 */
const NAMES: Record<HomeworkGame, { game: string; count: string; child: string }> = {
  1: { game: 'family.typing', count: 'classes.passages', child: 'home.child.homeworkTyping' },
  2: { game: 'family.dictionary', count: 'classes.questions', child: 'home.child.homeworkDictionary' },
  [WRITE_HOMEWORK_GAME]: { game: 'classes.writeGame', count: 'classes.charactersToWrite', child: 'home.child.homeworkWriting' },
};

export const homeworkGameKey = (game: number): string => NAMES[game as HomeworkGame].game;
export const homeworkCountKey = (game: number): string => NAMES[game as HomeworkGame].count;
export const homeworkChildKey = (game: number): string => NAMES[game as HomeworkGame].child;

/** Where a pupil does a homework: the practice that starts it, or Write it's list of writing homework. */
export function homeworkPath(homework: { id: number; game: number }): string {
  if (homework.game === WRITE_HOMEWORK_GAME) return '/gamecenter/write';
  return `${homework.game === 1 ? '/typingmain/practicepage' : '/dictionarymain/game'}?homework=${homework.id}`;
}
