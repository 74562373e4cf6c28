// Drafting aid: `node src/check-passages.mjs [code]` lists every passage that breaks a rule
// (length, characters above its bucket's set, half-width punctuation, blocklist, duplicates),
// with the characters to rewrite. Reads the committed word bank, so it runs in a second.
import { readFileSync } from 'node:fs';
import { checkPassage, bucketCharacters } from '../../dist/content/passage-rules.js';
import { isBlockedChinese } from '../../dist/content/blocklist.js';
import { readPassages } from './passages.mjs';

const bank = JSON.parse(readFileSync(new URL('../../data/wordbank.json', import.meta.url), 'utf8'));
const only = process.argv[2] ? Number(process.argv[2]) : undefined;
const seen = new Set();
const counts = {};
let bad = 0;
for (const p of readPassages()) {
  const key = `${p.gradeCode} ${p.level}`;
  const problems = seen.has(p.text) ? ['duplicate'] : [];
  seen.add(p.text);
  if (isBlockedChinese(p.text)) problems.push('blocked');
  problems.push(...checkPassage(bank, p.text, p.gradeCode, p.level, bucketCharacters(bank, p.gradeCode, p.level)).problems);
  if (!problems.length) counts[key] = (counts[key] ?? 0) + 1;
  if (only !== undefined && p.gradeCode !== only) continue;
  if (problems.length) {
    bad++;
    console.log(`${p.id} ${p.text}\n   ${problems.join('; ')}`);
  }
}
console.log(`\n${bad} to fix; good passages per bucket:`, counts);
