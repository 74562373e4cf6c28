import { describe, expect, it } from 'vitest';
import { Rating } from 'ts-fsrs';
import { beeAnswers, dictionaryAnswers, missedCharacters, syllableAnswers, typingAnswers } from './memory-answers.js';
import { applyInput, newRacerProgress, type RaceWindow } from '../race/racer-progress.js';
import { gradeOf, memoryStateOf, reviewCard } from './memory-schedule.js';
import type { DictionaryQuestion } from '../content/questions.js';
import type { BeeItem } from '../games/schemas.js';

describe('answers to the learning memory', () => {
  it('typing: a character with any wrong key is a miss, with what was left typed there as the confusion', () => {
    const answers = typingAnswers('我进去，进来', '我近去，进', { 进: 2 }, 30);
    expect(answers).toEqual([
      { character: '我', right: true, kind: 'typed', ms: 2000 },
      { character: '进', right: false, kind: 'typed', ms: 2000, confusedWith: '近' },
      { character: '去', right: true, kind: 'typed', ms: 2000 },
    ]);
  });

  it('pinyin: each syllable is its character; a wrong key in it (corrected or not) is a miss, a syllable not reached teaches nothing', () => {
    const race: RaceWindow = { text: 'wo jin qu', syllables: true, startAt: 0, endAt: 60_000 };
    let progress = newRacerProgress();
    let seq = 0;
    const type = (input: { kind: 'insert'; text: string } | { kind: 'delete'; count: number }, at: number) => {
      const applied = applyInput(progress, { seq: ++seq, ...(input.kind === 'insert' ? { ...input, mode: 'pinyin' as const } : input) }, at, race);
      if (!applied.ok) throw new Error(applied.reason);
      progress = applied.progress;
    };
    // wo, then jim (m for n) corrected to jin, then the q of qu.
    [...'wo ji'].forEach((key, i) => type({ kind: 'insert', text: key }, 1_000 + i * 400));
    type({ kind: 'insert', text: 'm' }, 3_200);
    type({ kind: 'delete', count: 1 }, 3_600);
    [...'n q'].forEach((key, i) => type({ kind: 'insert', text: key }, 4_000 + i * 400));
    expect(progress.missedSyllables).toEqual([1]);
    expect(syllableAnswers('我进去。', [...race.text], progress.typed, progress.missedSyllables!, 30)).toEqual([
      { character: '我', right: true, kind: 'typed', ms: 2000 },
      { character: '进', right: false, kind: 'typed', ms: 2000 },
    ]);
    // Characters and syllables that do not line up teach nothing rather than the wrong character.
    expect(syllableAnswers('我进', [...race.text], progress.typed, [], 30)).toEqual([]);
    // The results page names the character whose syllable was missed, not the letter.
    expect(progress.mistakes).toEqual({ n: 1 });
    expect(missedCharacters('我进去。', race.text, progress.missedSyllables!)).toEqual({ 进: 1 });
    expect(missedCharacters('我进', race.text, progress.missedSyllables!)).toBeNull();
  });

  it('dictionary: character questions record the character picked instead; word questions the word', () => {
    const questions: DictionaryQuestion[] = [
      { id: 'a', kind: 'completePhrase', word: '进来', phrase: '＿来', options: ['近', '进', '远'], answerIndex: 1 },
      { id: 'b', kind: 'meaning', word: '学校', options: ['school', 'home', 'shop'], answerIndex: 0 },
    ];
    const answers = dictionaryAnswers(questions, { 0: { option: 0, correct: false, ms: 4000 }, 1: { option: 1, correct: false, ms: 2000 } });
    expect(answers).toEqual([
      { character: '进', right: false, kind: 'picked', ms: 4000, confusedWith: '近' },
      { character: '学校', right: false, kind: 'picked', ms: 2000 },
    ]);
  });

  it('bee: the first flower decides; a wrong first flower is the confusion', () => {
    const item = (id: string, word: string) => ({ id, word, answer: word }) as BeeItem;
    const answers = beeAnswers([item('i0', '进'), item('i1', '大')], [
      { itemId: 'i0', input: '近', atMs: 3000 },
      { itemId: 'i0', input: '进', atMs: 4000 },
      { itemId: 'i1', input: '大', atMs: 6000 },
    ]);
    expect(answers).toEqual([
      { character: '进', right: false, kind: 'picked', ms: 3000, confusedWith: '近' },
      { character: '大', right: true, kind: 'picked', ms: 2000 },
    ]);
  });
});

describe('grades and states', () => {
  it('a miss is Again; a right answer Easy, Good or Hard by its speed', () => {
    expect(gradeOf({ right: false, kind: 'typed', ms: 100 })).toBe(Rating.Again);
    expect(gradeOf({ right: true, kind: 'typed', ms: 1_500 })).toBe(Rating.Easy);
    expect(gradeOf({ right: true, kind: 'typed', ms: 3_000 })).toBe(Rating.Good);
    expect(gradeOf({ right: true, kind: 'typed', ms: 6_001 })).toBe(Rating.Hard);
    expect(gradeOf({ right: true, kind: 'picked', ms: 3_000 })).toBe(Rating.Easy);
    expect(gradeOf({ right: true, kind: 'picked', ms: 9_000 })).toBe(Rating.Good);
  });

  it('a miss makes a character tricky; right after it learning (even graduated, while unstable); known once stable; right reviews space out', () => {
    const now = new Date('2026-11-23T02:00:00Z');
    const missed = reviewCard(null, Rating.Again, now);
    expect(memoryStateOf(missed, Rating.Again)).toBe('tricky');
    expect(missed.due.getTime() - now.getTime()).toBe(60_000);
    const later = new Date(now.getTime() + 120_000);
    const relearnt = reviewCard(missed, Rating.Easy, later);
    expect(relearnt.state).toBe(2);
    expect(memoryStateOf(relearnt, Rating.Easy)).toBe('learning');
    const known = reviewCard(null, Rating.Easy, now);
    expect(memoryStateOf(known, Rating.Easy)).toBe('known');
    const nextDay = new Date(relearnt.due.getTime());
    const again = reviewCard(relearnt, Rating.Good, nextDay);
    expect(again.due.getTime() - nextDay.getTime()).toBeGreaterThan(relearnt.due.getTime() - later.getTime());
    expect(memoryStateOf(null, null)).toBe('new');
  });
});
