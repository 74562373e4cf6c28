import { DISPLAY_TIME_ZONE } from '@learnstar/shared';

/** Times are stored in UTC and shown in Singapore time. */
export function formatSgTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale === 'zh' ? 'zh-SG' : 'en-SG', { timeZone: DISPLAY_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
