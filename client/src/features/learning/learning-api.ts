import type { ChildCharacters, ClassTrickyCharacters, LearningCharacters, MemoryState } from '@learnstar/shared';
import { api } from '../../api/client';

export const learningApi = {
  mine: (state?: MemoryState) => api<LearningCharacters>('GET', '/learning/characters', { query: { state } }),
  child: (childId: number) => api<ChildCharacters>('GET', `/family/children/${childId}/characters`),
  classTricky: (classId: number) => api<ClassTrickyCharacters>('GET', `/classes/${classId}/tricky-characters`),
};

/** Where "My tricky characters" starts: the typing practice with the pupil's own due characters. */
export const REVIEW_TYPING_PATH = '/typingmain/practicepage?review=1';
export const REVIEW_DICTIONARY_PATH = '/dictionarymain/game?review=1';

/** Each state's icon, shown with its name: never colour alone. */
export const STATE_ICONS: Record<MemoryState, string> = { new: '✦', learning: '↻', known: '✔', tricky: '⚠' };
