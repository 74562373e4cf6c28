import { WRITE_HOMEWORK_GAME } from '@learnstar/shared';

/** What a homework is called, by its game: the same words on every page that lists one. */
export function homeworkGameKey(game: number): string {
  return game === 1 ? 'family.typing' : game === 2 ? 'family.dictionary' : 'classes.writeGame';
}

/** What a homework's count counts: passages typed, questions answered or characters written. */
export function homeworkCountKey(game: number): string {
  return game === 1 ? 'classes.passages' : game === 2 ? 'classes.questions' : 'classes.charactersToWrite';
}

/** Where a pupil does a homework: the practice that starts it, or Write it's list of writing homework. */
export function homeworkPath(homework: { id: number; game: number }): string {
  if (homework.game === WRITE_HOMEWORK_GAME) return '/gamecenter/write';
  return `${homework.game === 1 ? '/typingmain/practicepage' : '/dictionarymain/game'}?homework=${homework.id}`;
}
