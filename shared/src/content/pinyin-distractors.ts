import { joinNumbered, splitNumbered, toToneMarks, type NumberedSyllable } from './pinyin.js';
import { printedSyllables } from './printed-pinyin.js';
import { shuffled, type Random } from './random.js';
import type { WordEntry } from './types.js';

/** Sounds pupils confuse, used when tone changes alone cannot give enough options. */
const CONFUSABLE: [RegExp, string][] = [
  [/^zh/, 'z'], [/^ch/, 'c'], [/^sh/, 's'], [/^z(?!h)/, 'zh'], [/^c(?!h)/, 'ch'], [/^s(?!h)/, 'sh'],
  [/^n/, 'l'], [/^l/, 'n'], [/ang$/, 'an'], [/(?<!a)an$/, 'ang'], [/eng$/, 'en'], [/en$/, 'eng'],
  [/ing$/, 'in'], [/in$/, 'ing'],
];

/** Every reading that is right for the word, as displayed (tone marks, lower case), 不过's printed búguò too. */
export function validPinyin(word: WordEntry): Set<string> {
  return new Set([word.pinyinNumbered, printedSyllables(word), ...(word.otherReadings ?? [])].map((r) => toToneMarks(r).toLowerCase()));
}

function variants(syllables: NumberedSyllable[], change: (s: NumberedSyllable) => NumberedSyllable[]): string[] {
  const out: string[] = [];
  syllables.forEach((syllable, i) => {
    for (const replacement of change(syllable)) {
      out.push(joinNumbered(syllables.map((s, j) => (j === i ? replacement : s))));
    }
  });
  return out;
}

/**
 * Wrong pinyin options: the same syllables with another tone first (neutral syllables keep
 * their neutral tone unless nothing else is left), then confusable initials and finals.
 */
export function pinyinDistractors(word: WordEntry, count: number, random: Random): string[] {
  return pinyinDistractorReadings(word, count, random).map(toToneMarks);
}

/** The same wrong readings in numbered form ("peng3 you5"), for games that also need the typed keys. */
export function pinyinDistractorReadings(word: WordEntry, count: number, random: Random): string[] {
  const syllables = splitNumbered(word.pinyinNumbered);
  const toneChanges = (s: NumberedSyllable) =>
    s.tone === 5 ? [] : [1, 2, 3, 4].filter((t) => t !== s.tone).map((tone) => ({ ...s, tone }));
  const neutralChanges = (s: NumberedSyllable) =>
    s.tone === 5 ? [1, 2, 3, 4].map((tone) => ({ ...s, tone })) : [];
  const soundChanges = (s: NumberedSyllable) =>
    CONFUSABLE.filter(([pattern]) => pattern.test(s.base.toLowerCase())).map(([pattern, to]) => ({
      ...s,
      base: s.base.toLowerCase().replace(pattern, to),
    }));
  const valid = validPinyin(word);
  const chosen: string[] = [];
  const shownChosen = new Set<string>();
  for (const change of [toneChanges, neutralChanges, soundChanges]) {
    for (const numbered of shuffled(variants(syllables, change), random)) {
      const shown = toToneMarks(numbered);
      if (chosen.length >= count) return chosen;
      if (valid.has(shown.toLowerCase()) || shownChosen.has(shown)) continue;
      chosen.push(numbered);
      shownChosen.add(shown);
    }
  }
  return chosen;
}
