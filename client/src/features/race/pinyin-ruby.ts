const HAN = /\p{Script=Han}/u;

/**
 * The race's pinyin as one syllable above each Han character of its text, or null when the two do
 * not line up. The server joins each passage's spaced syllables (one per Han character, no
 * punctuation) with spaces, so counting Han characters is enough; anything else (a pinyin-mode
 * text, an unexpected passage) falls back to the separate pinyin line.
 */
export function pinyinAbove(text: string, pinyin: string | null): (string | null)[] | null {
  if (!pinyin) return null;
  const syllables = pinyin.split(/\s+/).filter(Boolean);
  const chars = Array.from(text);
  if (chars.filter((c) => HAN.test(c)).length !== syllables.length || syllables.length === 0) return null;
  let next = 0;
  return chars.map((c) => (HAN.test(c) ? syllables[next++] : null));
}
