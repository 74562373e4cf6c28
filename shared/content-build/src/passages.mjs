// The hand-written passages (our own text for children, no copied textbook), one file per grade
// code in curated/passages/, a "# level" line before each level's passages, one passage a line.
import { readFileSync } from 'node:fs';
import { GAME_LEVELS } from '../../dist/content/levels.js';
import { GRADE_CODES } from '../../dist/grades.js';

const DIR = new URL('./curated/passages/', import.meta.url);

/** @returns {{ id: string, gradeCode: number, level: string, text: string }[]} */
export function readPassages() {
  const passages = [];
  for (const gradeCode of GRADE_CODES) {
    let level;
    const counts = {};
    const lines = readFileSync(new URL(`code-${gradeCode}.txt`, DIR), 'utf8').split('\n');
    for (const raw of lines) {
      const line = raw.trim();
      if (!line) continue;
      const heading = /^#\s*(\w+)$/.exec(line);
      if (heading) {
        if (!GAME_LEVELS.includes(heading[1])) throw new Error(`code-${gradeCode}.txt: unknown level ${heading[1]}`);
        level = heading[1];
        continue;
      }
      if (!level) throw new Error(`code-${gradeCode}.txt: passage before a level heading`);
      counts[level] = (counts[level] ?? 0) + 1;
      const id = `c${gradeCode}${level[0]}${String(counts[level]).padStart(2, '0')}`;
      passages.push({ id, gradeCode, level, text: line });
    }
  }
  return passages;
}
