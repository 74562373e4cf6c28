// Builds shared/data/wordbank.json (and the table in shared/data/README.md) from the sources in
// devDependencies. Run by developers: `npm run build` in shared/content-build.
import { writeFileSync } from 'node:fs';
import { loadCedict } from './sources/cedict.mjs';
import { loadHskLevels } from './sources/hsk.mjs';
import { createCharacterInfo } from './sources/characters.mjs';
import { chooseReading, crossCheck, imeKeys, normalizeReading } from './readings.mjs';
import { blockedSenses, chooseMeanings } from './glosses.mjs';
import { assignLevels, difficulty, entryGradeCode } from './grading.mjs';
import { GLOSS_OVERRIDES } from './curated/glosses.mjs';
import { SINGAPORE_WORDS } from './curated/singapore-words.mjs';
import { readPassages } from './passages.mjs';
import { createAnnotator } from './annotate.mjs';
import { writeReadme } from './readme.mjs';
import { isBlockedChinese } from '../../dist/content/blocklist.js';
import { splitNumbered, toPinyinKeys, toSpacedToneMarks, toToneMarks } from '../../dist/content/pinyin.js';
import { checkPassage } from '../../dist/content/passage-rules.js';
import { PINYIN_CASES } from '../../dist/content/pinyin-cases.js';

const HSK_LEVELS_USED = 4;
const BANK_URL = new URL('../../data/wordbank.json', import.meta.url);
const PINYIN_CHECK_URL = new URL('../../data/pinyin-check.json', import.meta.url);

const log = { blockedWords: [], blockedSenses: [], pinyinProDiffers: [], noMeaning: [], notes: [] };

const cedict = await loadCedict();
const characterInfo = createCharacterInfo();
const hskLevels = loadHskLevels().slice(0, HSK_LEVELS_USED);

/** Greedy longest match into CC-CEDICT words, for HSK phrases CC-CEDICT lacks (打篮球). */
function cedictEntriesFor(word) {
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

// ---- HSK words -------------------------------------------------------------------------------
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
    const { reading, traditional } = cedictEntriesFor(word);
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

// ---- Singapore and school words ----------------------------------------------------------------
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

// ---- characters, grading, examples -------------------------------------------------------------
const characters = {};
for (const w of words.values()) {
  for (const char of w.simplified) {
    if (characters[char]) continue;
    const info = characterInfo(char);
    const readings = [...new Set((cedict.get(char) ?? [])
      .filter((e) => e.pinyin[0] === e.pinyin[0].toLowerCase())
      .map((e) => normalizeReading(e.pinyin)))];
    // Where Unihan's Kangxi convention disagrees with the school one, the other answer is
    // recorded so that a question never offers it as a wrong option.
    characters[char] = {
      radical: info.radical,
      strokes: info.strokes,
      readings,
      imeKeys: imeKeys(char, readings),
      ...(info.unihanRadical && info.unihanRadical !== info.radical ? { otherRadicals: [info.unihanRadical] } : {}),
      ...(info.unihanStrokes && info.unihanStrokes !== info.strokes ? { otherStrokeCounts: [info.unihanStrokes] } : {}),
    };
  }
  const chars = [...w.simplified];
  w.radicals = chars.map((c) => characters[c].radical);
  w.strokeCounts = chars.map((c) => characters[c].strokes);
  w.strokeCount = w.strokeCounts.reduce((a, b) => a + b, 0);
  w.entryCode = entryGradeCode(w);
  w.difficulty = difficulty(w, w.levelSize);
  w.grades = {};
}
const list = [...words.values()];
assignLevels(list);
for (const w of list) {
  if (w.simplified.length !== 1) continue;
  // The example must use the character in the same reading (长 cháng → 很长, not 长大 zhǎngdà).
  const own = w.pinyinNumbered.toLowerCase();
  const toneless = (syllable) => syllable.replace(/[1-5]$/, '');
  const sameReading = (o) => {
    const syllables = o.pinyinNumbered.toLowerCase().split(' ');
    return [...o.simplified].some((c, i) => c === w.simplified && (syllables[i] === own
      || ((syllables[i].endsWith('5') || own.endsWith('5')) && toneless(syllables[i]) === toneless(own))));
  };
  // Prefer a word the pupil meets no later than the character, then the most frequent.
  const example = list
    .filter((o) => o.simplified.length > 1 && sameReading(o))
    .sort((a, b) => Number(a.entryCode > w.entryCode) - Number(b.entryCode > w.entryCode) || a.frequencyRank - b.frequencyRank)[0];
  if (example) w.example = example.simplified;
}

// ---- passages -----------------------------------------------------------------------------------
// Each passage is written for its grade code x level bucket and checked against the bucket's
// rules (length, characters of the set); running text gets the annotator's pinyin with sandhi.
const { annotate } = createAnnotator(cedict, new Map(list.filter((w) => w.simplified.length > 1).map((w) => [w.simplified, w.pinyinNumbered])));
const seenPassages = new Set();
const passages = readPassages().map(({ id, gradeCode, level, text }) => {
  if (isBlockedChinese(text)) throw new Error(`blocked passage ${id} ${text}`);
  if (seenPassages.has(text)) throw new Error(`duplicate passage ${id} ${text}`);
  seenPassages.add(text);
  const { problems, length } = checkPassage({ words: list }, text, gradeCode, level);
  if (problems.length) throw new Error(`passage ${id} ${text}: ${problems.join('; ')}`);
  const numbered = annotate(text);
  const pinyinKeys = splitNumbered(numbered).map((s) => toPinyinKeys(`${s.base}${s.tone}`)).join(' ');
  return {
    id,
    gradeCode,
    level,
    text,
    pinyin: toSpacedToneMarks(numbered),
    pinyinKeys,
    characterCount: length,
    pinyinLetterCount: pinyinKeys.replace(/ /g, '').length,
  };
});
// The hand-checked sentences of pinyin-cases.ts, read by the same annotator for pinyin.spec.ts.
const pinyinCheck = Object.fromEntries(PINYIN_CASES.map(([text]) => [text, toSpacedToneMarks(annotate(text))]));
writeFileSync(PINYIN_CHECK_URL, `${JSON.stringify(pinyinCheck, null, 0).replace(/","/g, '",\n"')}\n`);

// ---- output -------------------------------------------------------------------------------------
const shipped = list.map((w) => ({
  simplified: w.simplified,
  traditional: w.traditional,
  pinyin: toToneMarks(w.pinyinNumbered),
  pinyinNumbered: w.pinyinNumbered,
  ...(w.otherReadings.length ? { otherReadings: w.otherReadings } : {}),
  meanings: w.meanings,
  radicals: w.radicals,
  strokeCounts: w.strokeCounts,
  strokeCount: w.strokeCount,
  frequencyRank: w.frequencyRank,
  hsk: w.hsk,
  grades: w.grades,
  ...(w.example ? { example: w.example } : {}),
  ...(w.tags.length ? { tags: w.tags } : {}),
}));
const bank = { version: 1, words: shipped, characters, passages };
// One record per line keeps diffs of the committed file readable.
const json = [
  '{"version":1,',
  '"words":[',
  shipped.map((w) => JSON.stringify(w)).join(',\n'),
  '],',
  `"characters":{`,
  Object.entries(characters).map(([c, info]) => `${JSON.stringify(c)}:${JSON.stringify(info)}`).join(',\n'),
  '},',
  '"passages":[',
  passages.map((p) => JSON.stringify(p)).join(',\n'),
  ']}',
  '',
].join('\n');
JSON.parse(json);
writeFileSync(BANK_URL, json);
writeReadme(bank);

console.log(`words ${shipped.length}, characters ${Object.keys(characters).length}, passages ${passages.length}, ${(json.length / 1024).toFixed(0)} KiB`);
for (const [key, items] of Object.entries(log)) {
  console.log(`\n${key} (${items.length}):\n  ${items.join('\n  ')}`);
}
