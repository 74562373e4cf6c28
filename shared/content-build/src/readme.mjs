// Writes shared/data/README.md so the per-grade table always matches the committed bank.
import { writeFileSync } from 'node:fs';
import { GAME_LEVELS } from '../../dist/content/levels.js';
import { GRADES } from '../../dist/grades.js';

const README_URL = new URL('../../data/README.md', import.meta.url);

export function gradeTable(bank) {
  const rows = GRADES.map(({ code, year, higher }) => {
    const inGrade = bank.words.filter((w) => w.grades[code]);
    const perLevel = GAME_LEVELS.map((level) => inGrade.filter((w) => w.grades[code] === level).length);
    const chars = new Set(inGrade.flatMap((w) => [...w.simplified])).size;
    const passages = GAME_LEVELS.map((level) => bank.passages.filter((p) => p.gradeCode === code && p.level === level).length).join(' / ');
    const name = `P${year} ${higher ? 'Higher' : 'Normal'} Chinese`;
    return `| ${code} | ${name} | ${inGrade.length} | ${perLevel.join(' / ')} | ${chars} | ${passages} |`;
  });
  return [
    '| code | grade | words | elementary / intermediate / advanced | characters | passages (elementary / intermediate / advanced) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function writeReadme(bank) {
  const text = `# Learning content data

\`wordbank.json\` is the graded Chinese word bank used by the typing and dictionary games. It is
generated — do not edit it by hand. Runtime code reads it through \`@learnstar/shared\`
(\`loadWordBank()\`, \`drawWords()\`, \`dictionaryQuestions()\`, \`typingMaterial()\`).

${bank.words.length} words, ${Object.keys(bank.characters).length} characters, ${bank.passages.length} passages.

## Entries per grade code

Each grade code holds every word of the codes below it plus more (sets are nested), split into
three levels by difficulty (HSK level, then frequency).

${gradeTable(bank)}

## How the grading works (a proxy: no MOE list is published)

- P1 (codes 1–2): HSK 1–2; P1 Higher adds the 100 most frequent HSK 3 words.
- P2–P3 (codes 3–5): HSK 3 added in frequency order; P3 Normal has all of HSK 1–3.
- Higher P3 and P4 (codes 6–8): HSK 4 added in frequency order; P4 Higher has all of HSK 1–4.
- Hand-picked Singapore and school words (小贩中心, 组屋, 巴刹, 德士, 咖椰 …) with reviewed
  meanings enter by band (\`shared/content-build/src/curated/singapore-words.mjs\`).
- Polyphonic words take a reviewed reading (\`curated/readings.mjs\`; the build fails on any
  unreviewed one); neutral tones come from CC-CEDICT (朋友 péngyou).
- Passages are written for one grade code x level bucket (\`curated/passages/code-N.txt\`): length
  by school year and level, characters of the bucket's set with at most 5% above it
  (\`shared/src/content/passage-rules.ts\`; \`node src/check-passages.mjs [code]\` lists what to
  rewrite). Their pinyin is read word by word (\`src/annotate.mjs\`: CC-CEDICT readings over
  pinyin-pro's, context rules for 得 地 只 还 …, sandhi of 一 and 不 as textbooks print it);
  \`pinyin-check.json\` holds the same annotator's reading of the hand-checked sentences of
  \`shared/src/content/pinyin-cases.ts\`. Word entries keep their citation forms.
- Pinyin-mode typing: each character's \`imeKeys\` are the tone-less readings CC-CEDICT and
  pinyin-pro both give (what a pinyin IME offers it under: 还 hai or huan); a typed polyphone
  in any of them counts (\`shared/src/content/accepted-keys.ts\`).
- Child safety: words, characters and English senses on the blocklist
  (\`shared/src/content/blocklist.ts\`) are dropped at build time and checked again by tests.

## Rebuilding

\`\`\`sh
apt-get install unicode-data          # Unihan files in /usr/share/unicode (or set UNICODE_DATA_DIR)
cd shared/content-build
npm ci                                # heavy sources, build time only; not a workspace
npm run build                         # compiles shared, writes wordbank.json and this README
cd .. && npx vitest run src/content   # checks the bank
\`\`\`

## Sources and licences

See \`LICENSE\` in this folder. The word bank is derived from CC-CEDICT (CC BY-SA 4.0) and is
shared under the same licence. HSK levels from chinese-lexicon (ISC), readings checked with
pinyin-pro (MIT), radicals and stroke counts from cnchar (MIT) and Unihan (Unicode licence).
Stroke-order data for the client comes from hanzi-writer-data (Arphic Public License, Make Me a
Hanzi) and is served by the API as a static asset; it is not part of this file.
`;
  writeFileSync(README_URL, text);
}
