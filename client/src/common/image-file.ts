import type { MessageKey } from '@learnstar/shared';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/**
 * Why a picture the user picked cannot be uploaded (JPG/PNG only, at most `maxBytes`), checked
 * before sending for a quick answer; the API reads the bytes again. Null when it may go.
 */
export function imageFileRefusal(file: File, maxBytes: number): MessageKey | null {
  if (!IMAGE_TYPES.includes(file.type) || !/\.(jpe?g|png)$/i.test(file.name)) return 'invalidImageType';
  if (file.size > maxBytes) return 'imageTooLarge';
  return null;
}
