import type { TypingMode } from '@learnstar/shared';
import { STORAGE_KEYS } from '../../common/storage-keys';

/*
 * The last way a pupil typed "My tricky characters" is kept on the device, per pupil, not in the
 * account: it follows the device's keyboard (a tablet without a Chinese input method types letters,
 * the school's computer with one types characters), and siblings on one tablet keep their own.
 */
const keyOf = (userId: number) => `${STORAGE_KEYS.reviewMode}.${userId}`;

/** The pupil's last choice here; before any, letters on a touch screen (no Chinese input method by default) and characters elsewhere. */
export function lastReviewMode(userId: number | undefined): TypingMode {
  const stored = userId === undefined ? null : localStorage.getItem(keyOf(userId));
  if (stored === 'hanzi' || stored === 'pinyin') return stored;
  return window.matchMedia?.('(pointer: coarse)').matches ? 'pinyin' : 'hanzi';
}

export function rememberReviewMode(userId: number | undefined, mode: TypingMode): void {
  if (userId !== undefined) localStorage.setItem(keyOf(userId), mode);
}
