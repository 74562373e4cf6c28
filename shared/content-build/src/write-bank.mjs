// Writes shared/data/wordbank.json, one record per line so that diffs of the committed file stay
// readable, and shared/data/pinyin-check.json.
import { writeFileSync } from 'node:fs';
import { toSpacedToneMarks, toToneMarks } from '../../dist/content/pinyin.js';
import { PINYIN_CASES } from '../../dist/content/pinyin-cases.js';

const BANK_URL = new URL('../../data/wordbank.json', import.meta.url);
const PINYIN_CHECK_URL = new URL('../../data/pinyin-check.json', import.meta.url);

/** The fields a word ships with (the build's working fields, such as entryCode, stay behind). */
function shippedWord(w) {
  return {
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
  };
}

/** @returns {{ bank: object, bytes: number }} the bank as written and its size */
export function writeBank(list, characters, passages) {
  const shipped = list.map(shippedWord);
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
  return { bank: { version: 1, words: shipped, characters, passages }, bytes: json.length };
}

/** The hand-checked sentences of pinyin-cases.ts, read by the same annotator for pinyin.spec.ts. */
export function writePinyinCheck(annotate) {
  const pinyinCheck = Object.fromEntries(PINYIN_CASES.map(([text]) => [text, toSpacedToneMarks(annotate(text))]));
  writeFileSync(PINYIN_CHECK_URL, `${JSON.stringify(pinyinCheck, null, 0).replace(/","/g, '",\n"')}\n`);
}
