import type { NumberedSyllable } from './pinyin.js';

/**
 * Tone sandhi of 一 and 不 in running text, printed as primary textbooks print it (一个 yí gè,
 * 一天 yì tiān, 不是 bú shì, 看一看 kàn yi kàn, 是不是 shì bu shì). Dictionary entries keep
 * the citation tone; only passage annotation calls this.
 */
const NUMERALS = new Set([...'零一二三四五六七八九十两']);
/** After these, 一 is a number or an ordinal and keeps yī (第一, 星期一, 十一). */
const ORDINAL_BEFORE = new Set([...'第期初周十']);
/** Before these, 一 names a date, a grade or a digit, not a quantity (一月 yī yuè, 一号). */
const ORDINAL_AFTER = new Set([...'月号日楼']);

export interface SandhiInput {
  /** One run of Han characters between punctuation, one per syllable. */
  chars: string[];
  syllables: NumberedSyllable[];
  /** Index of every character that ends a word of two or more characters (统一 ends at 一). */
  wordEnds: ReadonlySet<number>;
}

export function applyToneSandhi({ chars, syllables, wordEnds }: SandhiInput): NumberedSyllable[] {
  return syllables.map((s, i) => {
    const char = chars[i];
    if ((char !== '一' && char !== '不') || s.tone === 5) return s;
    const prev = chars[i - 1];
    const next = chars[i + 1];
    const nextTone = syllables[i + 1]?.tone;
    if (next === undefined || nextTone === undefined) return s;
    if (prev !== undefined && prev === next) return { ...s, tone: 5 }; // 看一看, 好不好
    if (char === '一' && yiKeepsCitationTone(chars, i, wordEnds)) return s;
    if (nextTone === 4) return { ...s, tone: 2 };
    if (char === '一' && nextTone !== 5) return { ...s, tone: 4 };
    return s;
  });
}

/**
 * 不 reads bú before a fourth tone wherever it stands, at a word's end too (从来不看 cóng lái bú kàn,
 * 不过 búguò); neutral readings (对不起 bu5) are left alone. applyToneSandhi does the same for running
 * text it annotates; the bank's printed pinyin (printed-pinyin.ts) applies this to what is stored.
 */
export function buBeforeFourthTone(chars: readonly string[], syllables: readonly NumberedSyllable[]): NumberedSyllable[] {
  return syllables.map((s, i) => (chars[i] === '不' && s.tone === 4 && syllables[i + 1]?.tone === 4 ? { ...s, tone: 2 } : s));
}

function yiKeepsCitationTone(chars: string[], i: number, wordEnds: ReadonlySet<number>): boolean {
  const prev = chars[i - 1];
  const next = chars[i + 1];
  if (wordEnds.has(i)) return true; // 统一, 唯一
  if (prev !== undefined && (ORDINAL_BEFORE.has(prev) || NUMERALS.has(prev))) return true;
  if (NUMERALS.has(next) || ORDINAL_AFTER.has(next)) return true;
  return next === '年' && chars[i + 2] === '级'; // 一年级 yī nián jí, but 一年 yì nián
}
