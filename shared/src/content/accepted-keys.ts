import type { WordBank } from './types.js';

/**
 * What pinyin mode accepts for each syllable of a text, as typed (letters, ü as v, no tones): the
 * annotated reading first, then the other keys a pinyin IME offers the character under
 * (`CharacterEntry.imeKeys`: 还 huan or hai, 长 chang or zhang). No level asks for tones, so tone
 * sandhi (一 yí/yì, 不 bú) and neutral tones never change what is accepted.
 */
export type AcceptedKeys = string[][];

const HAN = /\p{Script=Han}/u;

/** `pinyinKeys` holds one space-separated syllable per Han character of `text`. */
export function acceptedKeys(bank: Pick<WordBank, 'characters'>, text: string, pinyinKeys: string): AcceptedKeys {
  const syllables = pinyinKeys.split(' ');
  const hanzi = Array.from(text).filter((c) => HAN.test(c));
  // A text whose syllables do not line up with its characters accepts only its own reading.
  const lined = hanzi.length === syllables.length;
  return syllables.map((key, i) => [key, ...(lined ? (bank.characters[hanzi[i]]?.imeKeys ?? []).filter((k) => k !== key) : [])]);
}
