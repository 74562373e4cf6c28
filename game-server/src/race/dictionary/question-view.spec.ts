import { describe, expect, test } from 'vitest';
import { BLANK, dictionaryQuestions, loadWordBank, QUESTION_KINDS } from '@learnstar/shared';
import type { RaceMeta } from '../race-records.js';
import { questionView } from './dictionary-race.js';

const START = 1_000_000;

describe('dictionary race question views', () => {
  test('never send the answer: the word is hidden where it is the answer, the phrase shown instead', async () => {
    const bank = await loadWordBank();
    for (const kind of QUESTION_KINDS) {
      const [question] = dictionaryQuestions(bank, { gradeCode: 8, level: 'intermediate', count: 1, seed: `view-${kind}`, kinds: [kind] });
      const meta: RaceMeta = {
        raceId: 'dict-view', kind: 'practice', game: 2, matchId: null, title: 't', state: 'inProgress', mode: 'hanzi', text: '', pinyin: '', accepted: null,
        durationMs: 60_000, startAt: START, endAt: START + 60_000, gradeCode: 8, level: 'intermediate', hostId: null, joinCode: null,
        lateJoin: false, locked: false, capacity: 40, results: null, questions: JSON.stringify([question]), questionMs: 10_000, revealMs: 3_000, announced: '', passageEnds: '', hanzi: '',
      };
      const view = questionView(meta, 0, START)!;
      const answer = question.options[question.answerIndex];
      expect(JSON.stringify(view), kind).not.toContain('answerIndex');
      if (['completePhrase', 'characterForPinyin', 'sentenceBlank'].includes(kind)) {
        expect(view.word, kind).toBe('');
        expect(view.phrase, kind).toBeTruthy();
        // A sentence may hold the answer elsewhere; what is asked about is the blank.
        if (kind === 'sentenceBlank') expect(view.phrase, kind).toContain(BLANK);
        else expect(view.phrase, kind).not.toContain(answer);
      } else {
        expect(view.word, kind).toBe(question.word);
      }
    }
  });
});
