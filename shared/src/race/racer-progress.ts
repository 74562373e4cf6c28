import { copyTimingStats, foldCommit, isPunctuation, newTimingStats, type TimingStats } from '../fairplay/timing-stats.js';
import { MAX_IME_COMMIT_CHARS, MAX_PINYIN_COMMIT_CHARS } from './constants.js';
import { InputTimeline, logInput } from './input-timeline.js';
import { judgedText } from './judged-text.js';
import { charCount, isWhole, withoutLastChars } from './typed-walk.js';
import { inSpeedWindow, keepRecent, sustainedLimit } from './speed-window.js';
import type { AcceptedKeys } from '../content/accepted-keys.js';

/**
 * One racer's progress as the server keeps it. The server applies each input commit to its own
 * copy of what the racer has typed and derives every figure from that: no figure comes from the client.
 */
export interface RacerProgress {
  /** What the racer has typed so far, after deletions. */
  typed: string;
  /** Every character ever entered (kept after deletion): the denominator of accuracy. */
  typedChars: number;
  /** Characters entered that matched the text at their position when entered. */
  correctKeystrokes: number;
  /** Entered characters that did not match, by character of the text expected there. */
  mistakes: Record<string, number>;
  /**
   * Pinyin mode: the syllables (by index in the text) where a wrong key was ever entered, for the
   * learning memory (a syllable stands for its character; `mistakes` only knows the letter).
   */
  missedSyllables?: number[];
  lastSeq: number;
  /** Server arrival times (ms) and sizes of recent commits, for the sustained-speed check. */
  recent: [at: number, chars: number][];
  finishedAt: number | null;
  /** Refused inputs, by reason: recorded, not silently dropped. */
  refused: Record<string, number>;
  /** The rhythm of accepted commits, for the fair-play model (absent in records from before it). */
  timing?: TimingStats;
  /** The racer's page says it is hidden (race:visibility); commits then count as typed while hidden. */
  hidden?: boolean;
  /** Visibility changes reported so far (capped: a flood of reports is not a page being switched). */
  visibilityChanges?: number;
  /**
   * The input timeline, compact: one `<ms from start, base 36><+chars | -deleted | H | V>` per
   * accepted input or visibility change, comma-separated (about 6 bytes an entry). Stored with the
   * result for fair-play review (see input-timeline.ts). Held by the match server as an
   * InputTimeline, which is stored as that same text.
   */
  inputs?: string | InputTimeline;
}

export type InputMode = 'ime' | 'pinyin';

export type RaceInput =
  | { seq: number; kind: 'insert'; text: string; mode: InputMode }
  | { seq: number; kind: 'delete'; count: number };

export type InputRefusal = 'sequenceGap' | 'replay' | 'tooEarly' | 'tooLate' | 'commitTooLong' | 'tooFast' | 'alreadyFinished' | 'emptyInput';

export function newRacerProgress(): RacerProgress {
  return { typed: '', typedChars: 0, correctKeystrokes: 0, mistakes: {}, lastSeq: 0, recent: [], finishedAt: null, refused: {}, timing: newTimingStats() };
}

export interface RaceWindow {
  text: string;
  /** Pinyin mode: the keys accepted for each syllable of `text` (absent: `text` exactly). */
  accepted?: AcceptedKeys | null;
  /** Pinyin mode: `text` is syllables separated by spaces, and misses are kept by syllable. */
  syllables?: boolean;
  startAt: number;
  endAt: number;
}

/** Characters as the racer sees them: code points, not UTF-16 units. */
export function chars(text: string): string[] {
  return Array.from(text);
}

/** Race texts split once: every commit and every board entry compares against the same few texts. */
const textCache = new Map<string, readonly string[]>();
const TEXT_CACHE_SIZE = 512;

function textChars(text: string): readonly string[] {
  let split = textCache.get(text);
  if (!split) {
    if (textCache.size >= TEXT_CACHE_SIZE) textCache.delete(textCache.keys().next().value!);
    split = Object.freeze(chars(text));
    textCache.set(text, split);
  }
  return split;
}

/**
 * What the racer is judged against: the text, or in pinyin mode the readings they chose in
 * `typed` followed by `entered` (only there is the typed text split into characters).
 */
export function judgedAgainst(race: Pick<RaceWindow, 'text' | 'accepted'>, typed: string, entered: readonly string[] = []): readonly string[] {
  return race.accepted ? judgedText(race.accepted, [...chars(typed), ...entered]) : textChars(race.text);
}

export type InputResult = { ok: true; progress: RacerProgress } | InputRefused;
export type InputRefused = { ok: false; reason: InputRefusal; consumedSeq?: number };
/** What `foldInput` says of a commit: taken (the progress now has it) or refused (the progress is as it was). */
export type InputVerdict = { ok: true } | InputRefused;

const TAKEN: InputVerdict = Object.freeze({ ok: true });

/**
 * Applies one input commit that arrived at `now`. Returns the new progress, or the reason it was
 * refused (the caller records refusals with `recordRefusal`). An input refused for its content
 * still uses up its sequence number, so the racer's next input is not taken for a gap.
 */
export function applyInput(progress: RacerProgress, input: RaceInput, now: number, race: RaceWindow): InputResult {
  const next = copyProgress(progress);
  const verdict = foldInput(next, input, now, race);
  return verdict.ok ? { ok: true, progress: next } : verdict;
}

/** A copy that shares nothing that `foldInput` or `foldRefusal` change. */
export function copyProgress(progress: RacerProgress): RacerProgress {
  const copy: RacerProgress = { ...progress, mistakes: { ...progress.mistakes }, recent: progress.recent.map(([at, n]): [number, number] => [at, n]), refused: { ...progress.refused } };
  if (progress.missedSyllables) copy.missedSyllables = [...progress.missedSyllables];
  if (progress.timing) copy.timing = copyTimingStats(progress.timing);
  if (progress.inputs instanceof InputTimeline) copy.inputs = progress.inputs.copy();
  return copy;
}

/**
 * `applyInput` in place: the one set of rules, for the match server, which holds each racer's
 * progress and changes it commit by commit (a commit that built a new progress made the garbage
 * collector copy and promote every racer's progress again and again). A refused commit changes
 * nothing (the caller records it with `foldRefusal`).
 */
export function foldInput(progress: RacerProgress, input: RaceInput, now: number, race: RaceWindow): InputVerdict {
  if (now < race.startAt) return { ok: false, reason: 'tooEarly' };
  if (now > race.endAt) return { ok: false, reason: 'tooLate' };
  if (progress.finishedAt !== null) return { ok: false, reason: 'alreadyFinished' };
  if (input.seq <= progress.lastSeq) return { ok: false, reason: 'replay' };
  if (input.seq !== progress.lastSeq + 1) return { ok: false, reason: 'sequenceGap' };

  if (input.kind === 'delete') {
    if (input.count < 1) return { ok: false, reason: 'emptyInput', consumedSeq: input.seq };
    progress.typed = withoutLastChars(progress.typed, input.count);
    progress.lastSeq = input.seq;
    logInput(progress, now, race, -input.count);
    return TAKEN;
  }

  const entered = chars(input.text);
  if (entered.length === 0) return { ok: false, reason: 'emptyInput', consumedSeq: input.seq };
  const limit = input.mode === 'pinyin' ? MAX_PINYIN_COMMIT_CHARS : MAX_IME_COMMIT_CHARS;
  if (entered.length > limit) return { ok: false, reason: 'commitTooLong', consumedSeq: input.seq };
  // A burst of one IME commit is fine; more characters than a human can type across the window is not.
  if (inSpeedWindow(progress.recent, now, entered.length) > sustainedLimit(progress.recent, now)) {
    return { ok: false, reason: 'tooFast', consumedSeq: input.seq };
  }
  keepRecent(progress.recent, now, entered.length);

  // Judged with the whole commit in view: the keys of one commit choose the reading together.
  const target = judgedAgainst(race, progress.typed, entered);
  let position = charCount(progress.typed);
  progress.timing ??= newTimingStats();
  foldCommit(progress.timing, { at: now, chars: entered.length, afterPunctuation: isPunctuation(target[position - 1]), hidden: progress.hidden });
  let correct = progress.correctKeystrokes;
  let typed = progress.typed;
  // Still the start of the text, character for character (not in pinyin mode: there the keys are judged against the readings chosen).
  let prefix = !race.accepted && race.text.startsWith(typed);
  for (const ch of entered) {
    const expected = target[position];
    if (expected !== undefined && ch === expected) correct++;
    else if (expected !== undefined) {
      prefix = false;
      progress.mistakes[expected] = (progress.mistakes[expected] ?? 0) + 1;
      if (race.syllables) addSyllable(progress, syllableAt(target, position));
    }
    if (position < target.length) {
      typed += ch;
      position++;
    }
  }
  // Typed right so far: the text's own start (a slice, which V8 keeps as a view of the text)
  // instead of a new copy of everything typed, made on every commit and kept until the next one.
  if (prefix) typed = race.text.slice(0, typed.length);
  logInput(progress, now, race, entered.length);
  progress.typed = typed;
  progress.typedChars += entered.length;
  progress.correctKeystrokes = correct;
  progress.lastSeq = input.seq;
  progress.finishedAt = position === target.length && isWhole(typed, target) ? now : null;
  return TAKEN;
}

/** The syllable a position of a pinyin text is in: the spaces before it (readings chosen do not move them). */
function syllableAt(target: readonly string[], position: number): number {
  let spaces = 0;
  for (let i = 0; i < position; i++) if (target[i] === ' ') spaces++;
  return spaces;
}

function addSyllable(progress: RacerProgress, syllable: number): void {
  const missed = (progress.missedSyllables ??= []);
  if (!missed.includes(syllable)) missed.push(syllable);
}

export function recordRefusal(progress: RacerProgress, reason: InputRefusal, consumedSeq?: number): RacerProgress {
  const next = { ...progress, refused: { ...progress.refused } };
  foldRefusal(next, reason, consumedSeq);
  return next;
}

/** `recordRefusal` in place. */
export function foldRefusal(progress: RacerProgress, reason: InputRefusal, consumedSeq?: number): void {
  progress.lastSeq = consumedSeq ?? progress.lastSeq;
  progress.refused[reason] = (progress.refused[reason] ?? 0) + 1;
}
