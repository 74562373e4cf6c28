// Short glosses from CC-CEDICT senses: chinese-lexicon's scoring (shortest sense relative to the
// word, earlier senses preferred, classifiers penalised) applied to the current CC-CEDICT, after
// removing what a pupil should not see or cannot use.
import { isBlockedSense } from '../../dist/content/blocklist.js';

const MAX_GLOSS_LENGTH = 40;
const MAX_MEANINGS = 3;
/** Senses that are references, names or not current Mainland/Singapore usage. */
const UNUSABLE = [
  /^(see|see also|variant of|old variant of|erhua variant of|abbr\. for|abbr\. to|surname|used in|also written|also pr\.|also called|also translated|classifier for|used as|used after|used before)(?!\w)/i,
  /^CL:/,
  /\([^)]*\b(old|archaic|literary|classical|dialect|Tw|Taiwan|Cantonese|Hong Kong|slang|Buddhism|Buddhist|Daoism|Taoism|TCM|math\.|mathematics|chemistry|physics|medicine|medical|grammar|linguistics|military|computing|finance|law|sports|music|biology|botany|zoology|geology|astronomy|euphemism|derogatory|Beijing|Shanghai|obsolete)\b[^)]*\)/i,
  /\.\.\./, // fragments such as "... River" read badly on their own
];
/** Register tags kept out of a child's gloss but not reasons to drop the sense. */
const TAGS = /\((coll\.|informal|formal|polite|honorific|loanword|onom\.|fig\.|lit\.|usu\.[^)]*|esp\.[^)]*|of [^)]*)\)\s*/gi;

/** CC-CEDICT separates senses with "/" and near-synonyms with ";" (outside parentheses). */
function splitSense(sense) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const ch of sense) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ';' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function clean(sense) {
  return sense
    .replace(/\[[^\]]*\]/g, '') // pinyin of cited words
    .replace(/\([^)]*[\u3400-\u9fff][^)]*\)/g, '') // asides citing Chinese words
    .replace(TAGS, '')
    .replace(/\([^)]*\bpr\.[^)]*\)/g, '') // pronunciation notes
    .replace(/\((bound form|pronoun|specifier|adjective|noun|verb|adverb|particle|prefix|suffix)\)\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** @param {string} word @param {string[]} senses */
export function chooseMeanings(word, senses) {
  const usable = [];
  for (const raw of senses) {
    if (isBlockedSense(raw) && !raw.includes(';')) continue;
    if (UNUSABLE.some((p) => p.test(raw))) continue;
    for (const part of splitSense(raw)) {
      if (isBlockedSense(part)) continue;
      let sense = clean(part);
      if (sense.length > MAX_GLOSS_LENGTH) sense = sense.replace(/\([^)]*\)/g, '').replace(/\s+/g, ' ').trim();
      if (!sense || sense.length > MAX_GLOSS_LENGTH || /[\u3400-\u9fff|]/.test(sense)) continue;
      if (UNUSABLE.some((p) => p.test(sense))) continue;
      if (!usable.includes(sense)) usable.push(sense);
    }
  }
  if (!usable.length) return [];
  const score = (sense, index) => -(sense.length / word.length) - index * 2;
  const best = usable.map((s, i) => ({ s, v: score(s, i) })).sort((a, b) => b.v - a.v)[0].s;
  return [best, ...usable.filter((s) => s !== best)].slice(0, MAX_MEANINGS);
}

/** Did any sense of the word get dropped for safety? Reported by the build for review. */
export function blockedSenses(senses) {
  return senses.filter((s) => isBlockedSense(s));
}
