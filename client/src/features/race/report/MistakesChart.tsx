import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../common/chart/BarChart';

const SHOWN = 10;

/** The characters mistyped most, as columns with the character under each. */
export function MistakesChart({ mistakes }: { mistakes: [string, number][] }) {
  const { t } = useTranslation();
  if (mistakes.length === 0) return <p className="muted">{t('report.noMistakes')}</p>;
  const top = mistakes.slice(0, SHOWN);
  const times = (n: number) => t('chart.mistakes.times', { count: n });
  return (
    <BarChart
      testId="mistakes-chart"
      title={t('race.mistakes')}
      summary={t('chart.mistakes.summary', { count: top.length, character: top[0][0], times: times(top[0][1]) })}
      characters
      bars={top.map(([character, n]) => ({ key: character, label: character, value: n }))}
      valueLabel={t('chart.mistakes.missed')}
      unit={t('chart.mistakes.unit')}
      format={times}
      look="mistake"
      categoryHeader={t('chart.mistakes.character')}
    />
  );
}
