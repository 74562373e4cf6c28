import { useTranslation } from 'react-i18next';
import { DISPLAY_TIME_ZONE } from '@learnstar/shared';

/** "Mar 9" / "3月9日": a Singapore week by its Monday. */
export function useWeekName() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric' });
  return (day: string) => format.format(Date.parse(`${day}T00:00:00+08:00`));
}
