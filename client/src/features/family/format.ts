import { sgTime } from '../../common/sg-time';

/** A day and time in Singapore, short: the family page and the roster list many of them. */
export function formatDay(iso: string, locale: string): string {
  return sgTime(iso, locale, 'dayTime');
}
