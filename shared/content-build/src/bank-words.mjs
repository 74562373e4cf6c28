// The bank's words: the HSK levels the site grades (read in CC-CEDICT), then the reviewed
// Singapore and school words, in frequency order. What was left out or differs goes to `log`.
import { chooseReading, crossCheck, normalizeReading } from './readings.mjs';
import { blockedSenses, chooseMeanings } from './glosses.mjs';
import { GLOSS_OVERRIDES } from './curated/glosses.mjs';
import { SINGAPORE_WORDS } from './curated/singapore-words.mjs';
import { isBlockedChinese } from '../../dist/content/blocklist.js';

/** Greedy longest match into CC-CEDICT words, for HSK phrases CC-CEDICT lacks (打篮球). */
function cedictEntriesFor(cedict, word) {
  const direct = cedict.get(word);
  if (direct) return { reading: chooseReading(word, direct), traditional: null };
  const parts = [];
  for (let i = 0; i < word.length; ) {
    let j = word.length;
    while (j > i + 1 && !cedict.has(word.slice(i, j))) j--;
    const part = word.slice(i, j);
    if (!cedict.has(part)) throw new Error(`${word}: no CC-CEDICT entry for ${part}`);
    parts.push(chooseReading(part, cedict.get(part)));
    i = j;
  }
  return {
    reading: { reading: parts.map((p) => p.reading).join(' '), chosen: [], otherReadings: [] },
    traditional: parts.map((p) => p.chosen[0].traditional).join(''),
  };
}

/** @returns {Map<string, object>} the words by their simplified form, with `frequencyRank` set */
export function collectWords(cedict, hskLevels, log) {
  const words = new Map();
  let frequencyRank = 0;
  hskLevels.forEach((level, levelIndex) => {
    let position = 0;
    for (const word of level) {
      if (words.has(word)) continue; // HSK lists repeat a few words (还, 长) in two levels
      frequencyRank++;
      if (isBlockedChinese(word)) {
        log.blockedWords.push(word);
        continue;
      }
      const { reading, traditional } = cedictEntriesFor(cedict, word);
      const senses = reading.chosen.flatMap((e) => e.senses);
      const dropped = blockedSenses(senses);
      if (dropped.length) log.blockedSenses.push(`${word}: ${dropped.join('; ')}`);
      const meanings = GLOSS_OVERRIDES[word] ?? chooseMeanings(word, senses);
      if (!meanings.length) {
        log.noMeaning.push(word);
        continue;
      }
      const note = crossCheck(word, reading.reading);
      if (note) log.pinyinProDiffers.push(note);
      words.set(word, {
        simplified: word,
        traditional: traditional ?? reading.chosen[0].traditional,
        pinyinNumbered: reading.reading,
        otherReadings: reading.otherReadings,
        meanings,
        frequencyRank,
        hsk: levelIndex + 1,
        position: position++,
        levelSize: level.length,
        tags: [],
      });
    }
  });
  addSingaporeWords(words, cedict, frequencyRank, log);
  return words;
}

function addSingaporeWords(words, cedict, lastRank, log) {
  let frequencyRank = lastRank;
  for (const sg of SINGAPORE_WORDS) {
    if (isBlockedChinese(sg.simplified)) throw new Error(`blocked Singapore word ${sg.simplified}`);
    const existing = words.get(sg.simplified);
    if (existing) {
      // The reviewed school meaning beats the dictionary's (校长 "principal", not "headmaster").
      existing.tags.push('singapore');
      existing.meanings = sg.meanings;
      continue;
    }
    const known = cedict.get(sg.simplified) ?? [];
    const reading = normalizeReading(sg.pinyin);
    const match = known.find((e) => normalizeReading(e.pinyin).toLowerCase() === reading.toLowerCase());
    if (known.length && !match) log.notes.push(`${sg.simplified}: ${reading} not in CC-CEDICT (${known.map((e) => e.pinyin)})`);
    if (match && match.traditional !== sg.traditional) log.notes.push(`${sg.simplified}: traditional ${sg.traditional} vs CC-CEDICT ${match.traditional}`);
    words.set(sg.simplified, {
      simplified: sg.simplified,
      traditional: sg.traditional,
      pinyinNumbered: reading,
      otherReadings: [],
      meanings: sg.meanings,
      frequencyRank: ++frequencyRank,
      hsk: 0,
      band: sg.band,
      tags: ['singapore'],
    });
  }
}
