import { DISPLAY_TIME_ZONE, csvDocument, type Locale, type Roster } from '@learnstar/shared';

const HEADERS: Record<Locale, string[]> = {
  en: ['name', 'joined', 'last activity', 'typing speed (WPM)', 'typing accuracy (%)', 'dictionary accuracy (%)', 'points this week'],
  zh: ['姓名', '加入时间', '最近活动', '打字速度（WPM）', '打字准确率（%）', '词典准确率（%）', '本周积分'],
};

/** The roster as a teacher's spreadsheet: times in Singapore, one row per pupil. */
export function rosterCsv(roster: Roster, locale: Locale): string {
  return csvDocument(
    HEADERS[locale],
    roster.pupils.map((p) => [p.name, singaporeTime(p.joinedAt), p.lastActivity ? singaporeTime(p.lastActivity) : '', p.typingWpm, p.typingAccuracy, p.dictionaryAccuracy, p.pointsThisWeek]),
  );
}

/** yyyy-MM-dd HH:mm in Singapore (the Swedish format is ISO-like). */
const SINGAPORE_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

function singaporeTime(iso: string): string {
  return SINGAPORE_TIME.format(new Date(iso));
}
