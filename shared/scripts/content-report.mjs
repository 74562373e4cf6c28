// `npm run content:report -w shared`: per grade code x level bucket, how many passages there are,
// how many characters they hold (and how many distinct), how many of the bucket's words occur in
// them, and the share of the bucket's character set the passages exercise.
import { GAME_LEVELS, GRADES, PASSAGES_PER_BUCKET, bucketCharacters, loadWordBank, wordsFor } from '../dist/index.js';

const bank = await loadWordBank();
const HAN = /\p{Script=Han}/u;
const rows = [];
for (const { code, year, higher } of GRADES) {
  for (const level of GAME_LEVELS) {
    const passages = bank.passages.filter((p) => p.gradeCode === code && p.level === level);
    const set = bucketCharacters(bank, code, level);
    const used = new Set(passages.flatMap((p) => [...p.text].filter((c) => HAN.test(c))));
    const exercised = [...used].filter((c) => set.has(c)).length;
    const levels = GAME_LEVELS.slice(0, GAME_LEVELS.indexOf(level) + 1);
    const words = wordsFor(bank, { gradeCode: code }).filter((w) => levels.includes(w.grades[code]) && passages.some((p) => p.text.includes(w.simplified)));
    rows.push({
      bucket: `${code} P${year}${higher ? ' Higher' : ''} ${level}`,
      passages: `${passages.length}${passages.length < PASSAGES_PER_BUCKET ? ` (< ${PASSAGES_PER_BUCKET})` : ''}`,
      characters: passages.reduce((n, p) => n + p.characterCount, 0),
      distinct: used.size,
      words: words.length,
      'set exercised': `${exercised} / ${set.size} (${((100 * exercised) / set.size).toFixed(0)}%)`,
    });
  }
}
console.table(rows);
const short = rows.filter((r) => r.passages.includes('<')).length;
console.log(`${bank.passages.length} passages; ${rows.length - short} of ${rows.length} buckets hold at least ${PASSAGES_PER_BUCKET}.`);
