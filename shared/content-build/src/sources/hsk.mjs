// HSK 2.0 word lists (levels 1–6, frequency-ordered inside each level) from chinese-lexicon (ISC).
// Loading the whole package costs ~620 MB, so only the array literal in statistics/hsk.js is read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @returns {string[][]} index 0 = HSK 1 */
export function loadHskLevels() {
  const source = readFileSync(require.resolve('chinese-lexicon/statistics/hsk.js'), 'utf8');
  const start = source.indexOf('[', source.indexOf('let hsk ='));
  const end = source.indexOf('];', start) + 1;
  const levels = JSON.parse(source.slice(start, end));
  if (!Array.isArray(levels) || levels.length !== 6) throw new Error('unexpected hsk.js layout');
  return levels;
}
