import type { AcceptedKeys } from '../content/accepted-keys.js';

/** A pinyin-mode text split once: its characters, and where each syllable starts with its options. */
interface SyllablePlan {
  chars: readonly string[];
  starts: readonly number[];
  options: readonly (readonly string[])[];
  /** The first syllable with more than one accepted key: before it, the text is judged as written. */
  firstChoice: number;
}

const plans = new WeakMap<AcceptedKeys, SyllablePlan>();

function planFor(accepted: AcceptedKeys): SyllablePlan {
  let plan = plans.get(accepted);
  if (!plan) {
    const starts: number[] = [];
    let at = 0;
    for (const options of accepted) {
      starts.push(at);
      at += Array.from(options[0]).length + 1;
    }
    const chars = Object.freeze(Array.from(accepted.map((options) => options[0]).join(' ')));
    const firstChoice = accepted.findIndex((options) => options.length > 1);
    plan = { chars, starts, options: accepted, firstChoice: firstChoice === -1 ? accepted.length : firstChoice };
    plans.set(accepted, plan);
  }
  return plan;
}

/** How many characters of `option` (and the space after it, unless last) `typed` holds from `at`. */
function matchedLength(typed: readonly string[], at: number, option: string, last: boolean): number {
  let n = 0;
  while (n < option.length && typed[at + n] === option[n]) n++;
  return n === option.length && !last && typed[at + n] === ' ' ? n + 1 : n;
}

/**
 * The text a pinyin-mode racer is judged against, given what they typed: each syllable in the
 * accepted key that matches the most of what was typed there (its own reading on a tie), and the
 * syllables not reached yet as written. A pupil who types 还 as huan where the passage reads hai
 * is right, and their later syllables are judged from where they really are.
 */
export function judgedText(accepted: AcceptedKeys, typed: readonly string[]): readonly string[] {
  const plan = planFor(accepted);
  if (plan.firstChoice >= accepted.length || plan.starts[plan.firstChoice] >= typed.length) return plan.chars;
  const out = plan.chars.slice(0, plan.starts[plan.firstChoice]);
  let at = out.length;
  for (let i = plan.firstChoice; i < accepted.length; i++) {
    if (at >= typed.length) {
      // Not reached yet: the rest as written.
      for (let c = plan.starts[i]; c < plan.chars.length; c++) out.push(plan.chars[c]);
      return out;
    }
    const options = plan.options[i];
    const last = i === accepted.length - 1;
    let best = options[0];
    let bestLength = options.length > 1 ? matchedLength(typed, at, best, last) : 0;
    for (let o = 1; o < options.length; o++) {
      const length = matchedLength(typed, at, options[o], last);
      if (length > bestLength) [best, bestLength] = [options[o], length];
    }
    for (const ch of best) out.push(ch);
    if (!last) out.push(' ');
    at += best.length + (last ? 0 : 1);
  }
  return out;
}
