// Unihan (Unicode licence) from Debian's unicode-data package: stroke counts, radical numbers and
// Hong Kong primary grade levels, used where cnchar has no answer and to cross-check grading.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const UNICODE_DIR = process.env.UNICODE_DATA_DIR ?? '/usr/share/unicode';
const FIELDS = new Set(['kTotalStrokes', 'kRSUnicode', 'kGradeLevel', 'kMandarin']);

/** @returns {Map<string, Record<string, string>>} fields by character */
export function loadUnihan() {
  const files = ['Unihan_IRGSources.txt', 'Unihan_DictionaryLikeData.txt', 'Unihan_Readings.txt'];
  /** @type {Map<string, Record<string, string>>} */
  const byChar = new Map();
  for (const name of files) {
    for (const line of readUnicodeFile(name).split('\n')) {
      const [codePoint, field, value] = line.split('\t');
      if (!value || !FIELDS.has(field)) continue;
      const char = String.fromCodePoint(parseInt(codePoint.slice(2), 16));
      const fields = byChar.get(char) ?? {};
      fields[field] = value;
      byChar.set(char, fields);
    }
  }
  return byChar;
}

/** Kangxi radical number → its unified ideograph (CJKRadicals.txt: "18; 2F11; 5200"). */
export function loadKangxiRadicals() {
  /** @type {Map<string, string>} */
  const radicals = new Map();
  for (const line of readUnicodeFile('CJKRadicals.txt').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [number, , unified] = line.split(';').map((s) => s.trim());
    if (!radicals.has(number)) radicals.set(number, String.fromCodePoint(parseInt(unified, 16)));
  }
  return radicals;
}

function readUnicodeFile(name) {
  const plain = `${UNICODE_DIR}/${name}`;
  if (existsSync(plain)) return readFileSync(plain, 'utf8');
  if (existsSync(`${plain}.bz2`)) {
    return execFileSync('bzcat', [`${plain}.bz2`], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  }
  throw new Error(`${plain} not found: apt-get install unicode-data, or set UNICODE_DATA_DIR`);
}
