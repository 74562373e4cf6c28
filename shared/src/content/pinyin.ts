/**
 * Pinyin written three ways. The bank stores CC-CEDICT's numbered form ("yin2 hang2", tone 5 =
 * neutral, ü written ü); tone marks ("yínháng") are for display, and keys ("yinhang", ü typed as v)
 * are what a pupil types on a keyboard.
 */
const TONE_MARKS: Record<string, string[]> = {
  a: ['ā', 'á', 'ǎ', 'à'],
  e: ['ē', 'é', 'ě', 'è'],
  i: ['ī', 'í', 'ǐ', 'ì'],
  o: ['ō', 'ó', 'ǒ', 'ò'],
  u: ['ū', 'ú', 'ǔ', 'ù'],
  ü: ['ǖ', 'ǘ', 'ǚ', 'ǜ'],
};

export interface NumberedSyllable {
  /** Letters without tone, ü kept as ü, case kept ("Zhong"). */
  base: string;
  /** 1–4, or 5 for the neutral tone. */
  tone: number;
}

export function parseSyllable(numbered: string): NumberedSyllable {
  const match = /^([a-zA-ZüÜ:]+?)([1-5])?$/.exec(numbered.trim());
  if (!match) throw new Error(`not a numbered pinyin syllable: ${numbered}`);
  const base = match[1].replace(/u:/g, 'ü').replace(/U:/g, 'Ü').replace(/v/g, 'ü');
  return { base, tone: match[2] ? Number(match[2]) : 5 };
}

export function splitNumbered(numbered: string): NumberedSyllable[] {
  return numbered.trim().split(/\s+/).map(parseSyllable);
}

export function joinNumbered(syllables: NumberedSyllable[]): string {
  return syllables.map((s) => `${s.base}${s.tone}`).join(' ');
}

/** The vowel that carries the mark: a or e first, then the o of "ou", else the last vowel. */
function markedVowelIndex(base: string): number {
  const lower = base.toLowerCase();
  for (const v of ['a', 'e']) {
    const i = lower.indexOf(v);
    if (i >= 0) return i;
  }
  const ou = lower.indexOf('ou');
  if (ou >= 0) return ou;
  for (let i = lower.length - 1; i >= 0; i--) {
    if ('iouü'.includes(lower[i])) return i;
  }
  return -1;
}

export function syllableWithMark({ base, tone }: NumberedSyllable): string {
  if (tone < 1 || tone > 4) return base;
  const i = markedVowelIndex(base);
  if (i < 0) return base; // "m2", "ng2", "r5": no vowel to mark
  const vowel = base[i];
  const marked = TONE_MARKS[vowel.toLowerCase()][tone - 1];
  const cased = vowel === vowel.toLowerCase() ? marked : marked.toUpperCase();
  return base.slice(0, i) + cased + base.slice(i + 1);
}

/** "yin2 hang2" → "yínháng"; an apostrophe separates a syllable that starts with a, o or e. */
export function toToneMarks(numbered: string): string {
  return splitNumbered(numbered)
    .map((s, i) => (i > 0 && /^[aoeAOE]/.test(s.base) ? "'" : '') + syllableWithMark(s))
    .join('');
}

/** "yin2 hang2" → "yín háng": one syllable per character, as typing material shows it. */
export function toSpacedToneMarks(numbered: string): string {
  return splitNumbered(numbered).map(syllableWithMark).join(' ');
}

/** "nü3 er2" → "nver": the letters typed on a keyboard (ü as v, lower case, no tones). */
export function toPinyinKeys(numbered: string): string {
  return splitNumbered(numbered)
    .map((s) => s.base.toLowerCase().replace(/ü/g, 'v'))
    .join('');
}

/**
 * Pinyin for any view: numbered syllables anywhere in the text ("you3", "nv3 er2") get their tone
 * marks; text already marked ("shàng") stays as it is. Pages never show a tone number.
 */
export function displayPinyin(text: string): string {
  return text.replace(/[a-zA-ZüÜ:]+[1-5]/g, (numbered) => syllableWithMark(parseSyllable(numbered)));
}
