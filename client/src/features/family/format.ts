import { DISPLAY_TIME_ZONE } from '@learnstar/shared';

/** A day and time in Singapore, short: the family page and the roster list many of them. */
export function formatDay(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale === 'zh' ? 'zh-SG' : 'en-SG', { timeZone: DISPLAY_TIME_ZONE, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
