import { useTranslation } from 'react-i18next';

/** Filters a console list by game: '' (all), '1' typing races, '2' dictionary races. */
export function GameFilter({ value, onChange }: { value: string; onChange(game: string): void }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('console.game')}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('console.all')}</option>
        <option value="1">{t('console.game_1')}</option>
        <option value="2">{t('console.game_2')}</option>
      </select>
    </label>
  );
}
