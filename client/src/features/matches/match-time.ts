import { sgTime } from '../../common/sg-time';

/** Times are stored in UTC and shown in Singapore time. */
export function formatSgTime(iso: string, locale: string): string {
  return sgTime(iso, locale, 'weekdayTime');
}
