import { useTranslation } from 'react-i18next';
import { sgDayName } from '../../../common/sg-time';

/** "Mar 9" / "3月9日": a Singapore week by its Monday, in the page's language. */
export function useWeekName() {
  const { i18n } = useTranslation();
  return (day: string) => sgDayName(day, i18n.language);
}
