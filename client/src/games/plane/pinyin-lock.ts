/**
 * Typing at planes, as pure rules: the first key locks onto the lowest plane whose pinyin starts
 * with it (the most urgent one), later keys must follow that pinyin, and a wrong key breaks the
 * lock. Completing the pinyin fires at the plane.
 */
export interface LockTarget {
  itemId: string;
  answer: string;
  /** Height on the field: larger is closer to the ground. */
  y: number;
}

export interface LockState {
  itemId: string | null;
  typed: string;
}

export type KeyOutcome =
  | { kind: 'locked' | 'advanced'; state: LockState }
  | { kind: 'complete'; state: LockState; itemId: string; input: string }
  | { kind: 'broken'; state: LockState; itemId: string }
  | { kind: 'noTarget'; state: LockState };

export const NO_LOCK: LockState = { itemId: null, typed: '' };

/** Keys that can be part of a pinyin answer: letters, and tone numbers 1–5 at advanced level. */
export function isPinyinKey(key: string): boolean {
  return /^[a-z1-5]$/.test(key);
}

export function pressKey(state: LockState, rawKey: string, targets: readonly LockTarget[]): KeyOutcome {
  const key = rawKey.toLowerCase();
  const locked = state.itemId === null ? undefined : targets.find((t) => t.itemId === state.itemId);
  if (locked) {
    const typed = state.typed + key;
    if (!locked.answer.startsWith(typed)) return { kind: 'broken', state: NO_LOCK, itemId: locked.itemId };
    if (typed === locked.answer) return { kind: 'complete', state: NO_LOCK, itemId: locked.itemId, input: typed };
    return { kind: 'advanced', state: { itemId: locked.itemId, typed } };
  }
  const candidates = targets.filter((t) => t.answer.startsWith(key)).sort((a, b) => b.y - a.y);
  const target = candidates[0];
  if (!target) return { kind: 'noTarget', state: NO_LOCK };
  if (target.answer === key) return { kind: 'complete', state: NO_LOCK, itemId: target.itemId, input: key };
  return { kind: 'locked', state: { itemId: target.itemId, typed: key } };
}
