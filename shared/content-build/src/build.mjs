// Builds shared/data/wordbank.json (and the table in shared/data/README.md) from the sources in
// devDependencies. Run by developers: `npm run build` in shared/content-build.
import { loadCedict } from './sources/cedict.mjs';
import { loadHskLevels } from './sources/hsk.mjs';
import { createCharacterInfo } from './sources/characters.mjs';
import { collectWords } from './bank-words.mjs';
import { gradeWords } from './bank-characters.mjs';
import { buildPassages } from './bank-passages.mjs';
import { createAnnotator } from './annotate.mjs';
import { writeBank, writePinyinCheck } from './write-bank.mjs';
import { writeReadme } from './readme.mjs';

const HSK_LEVELS_USED = 4;

const log = { blockedWords: [], blockedSenses: [], pinyinProDiffers: [], noMeaning: [], notes: [] };

const cedict = await loadCedict();
const words = collectWords(cedict, loadHskLevels().slice(0, HSK_LEVELS_USED), log);
const { characters, list } = gradeWords(words, cedict, createCharacterInfo());
const { annotate } = createAnnotator(cedict, new Map(list.filter((w) => w.simplified.length > 1).map((w) => [w.simplified, w.pinyinNumbered])));
const passages = buildPassages(list, annotate);
writePinyinCheck(annotate);
const { bank, bytes } = writeBank(list, characters, passages);
writeReadme(bank);

console.log(`words ${bank.words.length}, characters ${Object.keys(characters).length}, passages ${passages.length}, ${(bytes / 1024).toFixed(0)} KiB`);
for (const [key, items] of Object.entries(log)) {
  console.log(`\n${key} (${items.length}):\n  ${items.join('\n  ')}`);
}
