import { DISPLAY_TIME_ZONE } from '@learnstar/shared';

/** How a Singapore date and time is written, by what it is for. */
const STYLES = {
  /** A race's start in the lists: "Wed, 11 Mar, 02:00 pm". */
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** The family page's and the roster's many rows: "11 Mar, 02:00 pm". */
  dayTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** Orders and parcels: "11 Mar 2026, 2:00 pm". */
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  /** Points and game records, as toLocaleString writes them: "11/03/2026, 2:00:00 pm". */
  full: { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
  /** A day on a chart's axis or in its sentence: "Mar 9" / "3月9日". */
  monthDay: { month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type SgTimeStyle = keyof typeof STYLES;

/**
 * Building an Intl formatter loads its locale's and time zone's data: toLocaleString builds one on
 * every call, and the home page's race list spent 60 ms (240 ms on a 4x slower phone) doing it. One
 * formatter per language and style is kept instead.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: SgTimeStyle): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: DISPLAY_TIME_ZONE, ...STYLES[style] });
    formatters.set(key, format);
  }
  return format;
}

/** An instant stored in UTC, written in Singapore time in the interface language's conventions. */
export function sgTime(iso: string, language: string, style: SgTimeStyle): string {
  return formatter(intlLocale(language), style).format(new Date(iso));
}

/**
 * A Singapore day by its label (YYYY-MM-DD, a week by its Monday) as the charts write it: "Mar 9" /
 * "3月9日", in the language's own conventions rather than Singapore's ("9 Mar"), as they always have.
 */
export function sgDayName(day: string, language: string): string {
  return formatter(language, 'monthDay').format(Date.parse(`${day}T00:00:00+08:00`));
}

/** Singapore's conventions in each interface language. */
export function intlLocale(language: string): string {
  return language === 'zh' ? 'zh-SG' : 'en-SG';
}
