// Passage pinyin a teacher would sign. pinyin-pro reads polyphones in context but misses neutral
// tones and some grammatical readings, so: the text is segmented into dictionary words (longest
// match both ways over the bank and CC-CEDICT), each word's reviewed or CC-CEDICT reading
// replaces pinyin-pro's for that word, a few context rules fix single characters (跑得快 de,
// 我得去 děi, 慢慢地 de, 还书 huán), and the sandhi of 一 and 不 is applied as textbooks print it.
// The word readings are laid over pinyin-pro's per text rather than given to its global
// customPinyin, which would apply a word found in one text (好学) inside another (好学生).
import { pinyin as pinyinPro } from 'pinyin-pro';
import { applyToneSandhi } from '../../dist/content/sandhi.js';
import { joinNumbered, splitNumbered } from '../../dist/content/pinyin.js';
import { normalizeReading } from './readings.mjs';

const HAN_RUN = /\p{Script=Han}+/gu;
const PARTICLE_ENDS = new Set([...'了着只']);
/**
 * CC-CEDICT words that running text almost never means: 都会 dūhuì "city" (我们都会…), 了事
 * liǎoshì, 得当 dédàng (觉得当班长), 过得 (过得最开心 guò de); 还给 is huán gěi only as "give back", which the rules decide.
 */
const NOT_WORDS = new Set(['都会', '了事', '得当', '还给', '过得']);
/** Verbs before 得到 as a potential complement (找得到 zhǎo de dào), not 得到 dé dào "obtain". */
const BEFORE_POTENTIAL_DE = new Set([...'找买看听做拿吃见想办用走睡']);
const MAX_WORD = 4;
const toneless = (reading) => reading.toLowerCase().replace(/[1-5]/g, '');

/**
 * @param {Map<string, import('./sources/cedict.mjs').CedictEntry[]>} cedict
 * @param {Map<string, string>} bankReadings numbered reading of every bank word (reviewed)
 */
export function createAnnotator(cedict, bankReadings) {
  // CC-CEDICT lists phrases that end in a particle or measure word (到了 dào liǎo, 猫只 māo zhī);
  // in running text those characters belong to the grammar, so only the bank may join them.
  const isWord = (w) => bankReadings.has(w)
    || (!PARTICLE_ENDS.has(w.at(-1)) && !NOT_WORDS.has(w) && (cedict.get(w) ?? []).some(lowerCase));

  function forward(chars) {
    const words = [];
    for (let i = 0; i < chars.length; ) {
      let j = Math.min(chars.length, i + MAX_WORD);
      while (j > i + 1 && !isWord(chars.slice(i, j).join(''))) j--;
      words.push(chars.slice(i, j).join(''));
      i = j;
    }
    return words;
  }

  function backward(chars) {
    const words = [];
    for (let j = chars.length; j > 0; ) {
      let i = Math.max(0, j - MAX_WORD);
      while (i < j - 1 && !isWord(chars.slice(i, j).join(''))) i++;
      words.unshift(chars.slice(i, j).join(''));
      j = i;
    }
    return words;
  }

  /**
   * More characters in words of the bank (妈妈/的, not 妈/妈的), then fewer words, then fewer
   * single characters; ties go to backward matching (好/学生, not 好学/生).
   */
  function segmentRun(run) {
    const chars = [...run];
    const inBank = (ws) => ws.filter((w) => w.length > 1 && bankReadings.has(w)).join('').length;
    const singles = (ws) => ws.filter((w) => w.length === 1).length;
    const [f, b] = [forward(chars), backward(chars)];
    const order = inBank(b) - inBank(f) || f.length - b.length || singles(f) - singles(b);
    return order < 0 ? f : b;
  }

  /** The dictionary reading of a word of two or more characters, or undefined to leave it to pinyin-pro. */
  function wordReading(word) {
    if (bankReadings.has(word)) return bankReadings.get(word);
    const theirs = pinyinPro(word, { type: 'array', toneType: 'num', toneSandhi: false }).map((s) => s.replace(/0$/, '5'));
    const readings = [...new Set((cedict.get(word) ?? []).filter(lowerCase).map((e) => normalizeReading(e.pinyin)))];
    const fitting = readings.filter((r) => toneless(r) === toneless(theirs.join(' ')));
    const reading = readings.length === 1 ? readings[0]
      : fitting.length === 1 ? fitting[0] : fitting.find((r) => r === theirs.join(' '));
    // 一个 is yi1 ge5 in CC-CEDICT; textbooks read the measure word in full (yí gè).
    if (reading && word[0] === '一' && word.length === 2 && reading.endsWith('5')) return undefined;
    return reading;
  }

  /** @returns {string} numbered syllables, one per Han character, space separated */
  function annotate(text) {
    const out = [];
    for (const run of text.match(HAN_RUN) ?? []) {
      const chars = [...run];
      const base = pinyinPro(run, { type: 'array', toneType: 'num', toneSandhi: false })
        .map((s) => splitNumbered(s.toLowerCase().replace(/0$/, '5'))[0]);
      if (base.length !== chars.length) throw new Error(`pinyin-pro syllables ≠ characters: ${run}`);
      const words = segmentRun(run);
      const wordEnds = new Set();
      const singles = new Set();
      let at = 0;
      for (const word of words) {
        const reading = word.length > 1 ? wordReading(word) : undefined;
        if (reading) splitNumbered(reading.toLowerCase()).forEach((s, k) => (base[at + k] = s));
        if (word.length > 1) wordEnds.add(at + word.length - 1);
        else singles.add(at);
        at += word.length;
      }
      const fixed = base.map((s, i) => (singles.has(i) ? contextReading(chars, i, s, words) ?? s : s));
      chars.forEach((c, i) => {
        if (c === '得' && chars[i + 1] === '到' && BEFORE_POTENTIAL_DE.has(chars[i - 1])) fixed[i] = { base: 'de', tone: 5 };
      });
      out.push(joinNumbered(applyToneSandhi({ chars, syllables: fixed, wordEnds })));
    }
    return out.join(' ');
  }

  return { annotate };
}

function lowerCase(entry) {
  return entry.pinyin[0] === entry.pinyin[0].toLowerCase();
}

/** Subjects and adverbs after which 得 is the modal "must" (我得走了 wǒ děi zǒu le). */
const BEFORE_MODAL_DEI = new Set([...'我你他她它们就还也都又']);
/** Verbs a child's sentence puts after adverbial 地 (早早地睡觉, 一个字一个字地写). */
const AFTER_ADVERBIAL_DE = new Set([...'说走写看听做跑笑想唱吃学回去来叫跳睡问读玩哭']);
/** After these 只 is the measure word zhī (一只, 这只); elsewhere alone it is "only" zhǐ. */
const BEFORE_MEASURE = new Set([...'一二两三四五六七八九十几这那哪每']);

/** Readings of a character standing alone that depend on its neighbours. */
function contextReading(chars, i, own, words) {
  const prev = chars[i - 1];
  const next = chars[i + 1];
  const syllable = (base, tone) => ({ base, tone });
  switch (chars[i]) {
    case '得':
      if (next === '了') return syllable('de', 2); // 得了第一名
      if (next && BEFORE_MODAL_DEI.has(prev)) return syllable('dei', 3);
      return prev ? syllable('de', 5) : undefined; // 跑得快
    case '地': {
      // 慢慢地走, 认真地听: after a word of two or more characters and before a verb.
      const before = wordBefore(words, i);
      const adverbial = (before && before.length > 1 && next) || AFTER_ADVERBIAL_DE.has(next);
      return adverbial ? syllable('de', 5) : syllable('di', 4);
    }
    case '着': // zhuó lives in words (着陆); alone after a verb it is the particle (拿着 ná zhe)
      return own.base === 'zhuo' ? syllable('zhe', 5) : undefined;
    case '了': // liǎo lives in words (了解, 了不起, 受不了); alone it is the particle
      return syllable('le', 5);
    case '还': {
      // 还书, 还钱; 还给 only when giving back (把伞还给老师, 再还给我), not 还给外婆买了 "also for".
      const clause = chars.slice(0, i).join('');
      const givesBack = next === '给' && (clause.includes('把') || '再要想去会没就'.includes(prev ?? '-'));
      return '书钱'.includes(next ?? '-') || givesBack ? syllable('huan', 2) : syllable('hai', 2);
    }
    case '种': // the verb "plant" before what is planted or an aspect particle
      return '了着花树菜'.includes(next ?? '-') ? syllable('zhong', 4) : undefined;
    case '长':
      return '高出'.includes(next ?? '-') ? syllable('zhang', 3) : undefined;
    case '只':
      return BEFORE_MEASURE.has(prev) ? syllable('zhi', 1) : syllable('zhi', 3);
    // Alone these are the everyday verbs; the other readings live in words (爱好, 教室, 数学, 背后).
    case '好':
      return syllable('hao', 3);
    case '教':
      return syllable('jiao', 1);
    case '当': // 当医生, 当班长; dàng lives in words (上当, 当作)
      return syllable('dang', 1);
    case '数':
      return next ? syllable('shu', 3) : undefined;
    case '背':
      return '着起书包'.includes(next ?? '-') ? syllable('bei', 1) : undefined;
    default:
      return undefined;
  }
}

function wordBefore(words, index) {
  let at = 0;
  for (const word of words) {
    if (at + word.length === index) return word;
    at += word.length;
  }
  return undefined;
}
