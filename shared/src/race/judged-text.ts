import type { AcceptedKeys } from '../content/accepted-keys.js';

/** A pinyin-mode text split once: its characters, where each syllable starts, which have a choice. */
interface SyllablePlan {
  chars: readonly string[];
  starts: readonly number[];
  options: AcceptedKeys;
  /** Syllables with more than one accepted key, in order. */
  choices: readonly number[];
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
    const choices = accepted.flatMap((options, i) => (options.length > 1 ? [i] : []));
    plan = { chars, starts, options: accepted, choices };
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

/** The accepted key of syllable `i` that matches the most of what was typed from `at` (its own on a tie). */
function chosen(plan: SyllablePlan, i: number, typed: readonly string[], at: number): string {
  const options = plan.options[i];
  const last = i === plan.options.length - 1;
  let best = options[0];
  let bestLength = matchedLength(typed, at, best, last);
  for (let o = 1; o < options.length; o++) {
    const length = matchedLength(typed, at, options[o], last);
    if (length > bestLength) [best, bestLength] = [options[o], length];
  }
  return best;
}

/**
 * The text a pinyin-mode racer is judged against, given what they typed: each syllable in the
 * accepted key that matches the most of what was typed there (its own reading on a tie), and the
 * syllables not reached yet as written. A pupil who types 还 as huan where the passage reads hai
 * is right, and their later syllables are judged from where they really are.
 */
export function judgedText(accepted: AcceptedKeys, typed: readonly string[]): readonly string[] {
  const plan = planFor(accepted);
  // Most racers type the readings as written: then only the syllables with a choice are looked at.
  for (const i of plan.choices) {
    if (plan.starts[i] >= typed.length) break;
    if (chosen(plan, i, typed, plan.starts[i]) !== plan.options[i][0]) return rebuilt(plan, typed, i);
  }
  return plan.chars;
}

/** The judged text when syllable `from` (and maybe later ones) is typed in another reading. */
function rebuilt(plan: SyllablePlan, typed: readonly string[], from: number): string[] {
  const out = plan.chars.slice(0, plan.starts[from]);
  for (let i = from; i < plan.options.length; i++) {
    if (out.length >= typed.length) {
      // Not reached yet: the rest as written.
      for (let c = plan.starts[i]; c < plan.chars.length; c++) out.push(plan.chars[c]);
      return out;
    }
    const key = plan.options[i].length > 1 ? chosen(plan, i, typed, out.length) : plan.options[i][0];
    for (const ch of key) out.push(ch);
    if (i < plan.options.length - 1) out.push(' ');
  }
  return out;
}
