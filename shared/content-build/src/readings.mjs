// Chooses each word's reading and senses from CC-CEDICT. pinyin-pro resolves polyphones in
// context but misses neutral tones, CC-CEDICT has neutral tones but lists every reading, so:
// one lower-case reading → take it; several → READING_OVERRIDES must decide; pinyin-pro is a check.
import { pinyin as pinyinPro, polyphonic } from 'pinyin-pro';
import { READING_OVERRIDES } from './curated/readings.mjs';
import { joinNumbered, splitNumbered, toPinyinKeys } from '../../dist/content/pinyin.js';

/** CC-CEDICT "nu:3 er2" → "nü3 er2". */
export function normalizeReading(reading) {
  return joinNumbered(splitNumbered(reading));
}

const sameReading = (a, b) => normalizeReading(a).toLowerCase() === normalizeReading(b).toLowerCase();

/**
 * @param {string} word
 * @param {import('./sources/cedict.mjs').CedictEntry[]} entries
 * @returns {{ reading: string, chosen: typeof entries, otherReadings: string[] }}
 */
export function chooseReading(word, entries) {
  const lowerCase = entries.filter((e) => e.pinyin[0] === e.pinyin[0].toLowerCase());
  const pool = lowerCase.length ? lowerCase : entries;
  const readings = unique(pool.map((e) => normalizeReading(e.pinyin)));
  const override = READING_OVERRIDES[word];
  let reading;
  if (override) {
    reading = readings.find((r) => sameReading(r, override));
    if (!reading) throw new Error(`override ${word} ${override} is not a CC-CEDICT reading (${readings})`);
  } else if (readings.length === 1) {
    reading = readings[0];
  } else {
    throw new Error(`${word} has several readings (${readings.join(' | ')}): add it to READING_OVERRIDES`);
  }
  const chosen = pool.filter((e) => sameReading(e.pinyin, reading));
  const otherReadings = unique(
    entries.map((e) => normalizeReading(e.pinyin).toLowerCase()).filter((r) => r !== reading.toLowerCase()),
  );
  return { reading, chosen, otherReadings };
}

/** Syllables agree with pinyin-pro up to the neutral tone it cannot see; returns a note or ''. */
export function crossCheck(word, reading) {
  const theirs = pinyinPro(word, { type: 'array', toneType: 'num', toneSandhi: false });
  const ours = splitNumbered(reading);
  if (theirs.length !== ours.length) return `${word}: ${reading} vs pinyin-pro ${theirs.join(' ')}`;
  const differs = ours.some((s, i) => {
    const t = splitNumbered(theirs[i].replace(/0$/, '5'))[0];
    return s.base.toLowerCase() !== t.base.toLowerCase() || (s.tone !== t.tone && s.tone !== 5);
  });
  return differs ? `${word}: ${reading} vs pinyin-pro ${theirs.join(' ')}` : '';
}

/**
 * The keys a pinyin IME offers a character under, tone-less as pinyin mode types them (ü as v):
 * the readings that CC-CEDICT and pinyin-pro both give. Either source alone lists readings no
 * IME offers a pupil (CC-CEDICT 听 yin, 离 chi; pinyin-pro 不 fou, 家 jie).
 * @param {string} char
 * @param {string[]} readings the character's CC-CEDICT readings, numbered
 */
export function imeKeys(char, readings) {
  const cedictKeys = unique(readings.map(toPinyinKeys));
  const proKeys = new Set(polyphonic(char, { type: 'array', toneType: 'none' })[0].map((s) => s.toLowerCase().replace(/ü/g, 'v')));
  const both = cedictKeys.filter((k) => proKeys.has(k));
  return both.length ? both : cedictKeys;
}

function unique(list) {
  return [...new Set(list)];
}
