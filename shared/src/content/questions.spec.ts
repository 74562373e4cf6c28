import { beforeAll, describe, expect, it } from 'vitest';
import { GRADE_CODES } from '../grades.js';
import { GAME_LEVELS } from './levels.js';
import { loadWordBank } from './loader.js';
import { toToneMarks } from './pinyin.js';
import { validPinyin } from './pinyin-distractors.js';
import {
  BLANK,
  completesAnotherWord,
  dictionaryQuestions,
  KINDS_HIDING_WORD,
  questionsForWord,
  QUESTION_KINDS,
  type DictionaryQuestion,
} from './questions.js';
import type { WordBank } from './types.js';
import { MAX_QUESTIONS_PER_REQUEST } from '../contracts/content.js';

let bank: WordBank;
let all: DictionaryQuestion[];
beforeAll(async () => {
  bank = await loadWordBank();
  all = bank.words.flatMap((w) => questionsForWord(bank, w, 'whole-bank'));
  // Every question of the whole bank: about 3 s alone, several times that on a busy machine.
}, 60_000);

/** Judges an option independently of the generator: is it a right answer to the question? */
function isRight(q: DictionaryQuestion, option: string): boolean {
  const entry = bank.words.find((w) => w.simplified === q.word)!;
  switch (q.kind) {
    case 'pinyin':
      return validPinyin(entry).has(option.toLowerCase());
    case 'meaning':
      return entry.meanings.some((m) => m.toLowerCase() === option.toLowerCase());
    case 'radical': {
      const c = bank.characters[q.word];
      return option === c.radical || (c.otherRadicals ?? []).includes(option);
    }
    case 'strokes': {
      const c = bank.characters[q.word];
      return Number(option) === c.strokes || (c.otherStrokeCounts ?? []).includes(Number(option));
    }
    case 'completePhrase': {
      const position = [...q.phrase!].indexOf(BLANK);
      return [...q.word][position] === option || completesAnotherWord(bank, q.word, position, option);
    }
    case 'characterForPinyin':
      return bank.characters[option].readings.some((r) => toToneMarks(r).toLowerCase() === q.phrase!.toLowerCase());
    case 'sentenceBlank':
      return bank.passages.some((p) => p.text.includes(q.phrase!.replace(BLANK, option)));
  }
}

/** Does the option, put in the blank, make a bank word with the characters around it? */
function makesAWordInTheSentence(q: DictionaryQuestion, option: string): boolean {
  const filled = q.phrase!.replace(BLANK, option);
  const at = [...q.phrase!].indexOf(BLANK);
  const chars = [...filled];
  return bank.words.some((w) => {
    const length = [...w.simplified].length;
    if (length < 2) return false;
    for (let from = Math.max(0, at - length + 1); from <= at; from++) {
      if (chars.slice(from, from + length).join('') === w.simplified) return true;
    }
    return false;
  });
}

describe('dictionary questions over the whole bank', () => {
  it('generates every kind', () => {
    for (const kind of QUESTION_KINDS) expect(all.some((q) => q.kind === kind)).toBe(true);
    expect(all.length).toBeGreaterThan(bank.words.length * 3);
  });

  it('asks pinyin, meaning and phrase questions for nearly every word', () => {
    for (const kind of ['pinyin', 'meaning'] as const) {
      expect(all.filter((q) => q.kind === kind).length).toBeGreaterThan(bank.words.length * 0.98);
    }
  });

  it('has exactly one right option and no duplicate options in every question', () => {
    for (const q of all) {
      expect(new Set(q.options).size, q.id).toBe(q.options.length);
      expect(q.options.length, q.id).toBeGreaterThanOrEqual(3);
      const right = q.options.filter((o) => isRight(q, o));
      expect(right, `${q.id}: ${q.options.join(' / ')}`).toHaveLength(1);
      expect(q.options[q.answerIndex]).toBe(right[0]);
    }
  });

  it('asks for the character of a pinyin with sound-alike options that are never read that way', () => {
    const asked = all.filter((q) => q.kind === 'characterForPinyin');
    expect(asked.length).toBeGreaterThan(300);
    const q = asked.find((x) => x.word === '你')!;
    expect(q.phrase).toBe('nǐ');
    for (const o of q.options) expect(bank.characters[o].readings.some((r) => r.startsWith('n')), o).toBe(true);
  });

  it('blanks a character in a sentence of a passage that no wrong option can fill with a word', () => {
    const asked = all.filter((q) => q.kind === 'sentenceBlank');
    expect(asked.length).toBeGreaterThan(200);
    for (const q of asked) {
      expect(bank.passages.some((p) => p.text.includes(q.phrase!.replace(BLANK, q.options[q.answerIndex]))), q.phrase).toBe(true);
      q.options.forEach((o, i) => {
        if (i !== q.answerIndex) expect(makesAWordInTheSentence(q, o), `${q.phrase}: ${o}`).toBe(false);
      });
    }
  });

  it('uses plausible pinyin distractors: same syllables, another tone', () => {
    const q = all.find((x) => x.id === 'pinyin:银行')!;
    const wrong = q.options.filter((_, i) => i !== q.answerIndex);
    for (const o of wrong) expect(o.normalize('NFD').replace(/\p{M}/gu, '')).toBe('yinhang');
  });

  it('never offers another valid reading as a wrong answer', () => {
    const q = all.find((x) => x.id === 'pinyin:长')!;
    expect(q.options).not.toContain('zhǎng');
  });
});

describe('dictionary games', () => {
  it('are deterministic for a seed and stay in the grade and level', () => {
    for (const gradeCode of GRADE_CODES) {
      for (const level of GAME_LEVELS) {
        const options = { gradeCode, level, count: 10, seed: `race-${gradeCode}` };
        const questions = dictionaryQuestions(bank, options);
        expect(questions).toHaveLength(10);
        expect(dictionaryQuestions(bank, options)).toEqual(questions);
        for (const q of questions) {
          const entry = bank.words.find((w) => w.simplified === q.word)!;
          expect(entry.grades[gradeCode]).toBe(level);
        }
      }
    }
  });

  it('never show a pupil the same prompt twice in one game, nor the same word', () => {
    // Games of 30 that, before prompts were checked, asked for the character read jìn twice (进, 近)
    // or blanked ＿生 and 结＿ twice with another meaning.
    const games = [[2, 'intermediate', 'match-3'], [8, 'elementary', 'match-15'], [3, 'elementary', 'match-3'], [6, 'intermediate', 'match-0']] as const;
    for (const [gradeCode, level, seed] of games) {
      const questions = dictionaryQuestions(bank, { gradeCode, level, count: MAX_QUESTIONS_PER_REQUEST, seed });
      expect(questions).toHaveLength(MAX_QUESTIONS_PER_REQUEST);
      const prompts = questions.map((q) => `${q.kind}|${KINDS_HIDING_WORD.includes(q.kind) ? '' : q.word}|${q.phrase ?? ''}`);
      expect(new Set(prompts).size, `${gradeCode} ${level} ${seed}`).toBe(questions.length);
      expect(new Set(questions.map((q) => q.word)).size).toBe(questions.length);
    }
  }, 30_000);

  it('can be limited to some kinds', () => {
    const questions = dictionaryQuestions(bank, { gradeCode: 1, level: 'elementary', count: 8, seed: 3, kinds: ['strokes'] });
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(q.kind).toBe('strokes');
  });
});
