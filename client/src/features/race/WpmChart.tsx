import { useTranslation } from 'react-i18next';
import { LineChart } from '../../common/chart/LineChart';

/** WPM over the race (seconds from the start along the bottom): what pupils would rather see than read. */
export function WpmChart({ points }: { points: [number, number][] }) {
  const { t, i18n } = useTranslation();
  if (points.length < 2) return <p className="muted">{t('race.chartTooShort')}</p>;
  const wpm = (v: number) => `${Math.round(v).toLocaleString(i18n.language)} ${t('home.wpm')}`;
  const seconds = (s: number) => t('chart.race.seconds', { count: Math.round(s) });
  const [first, last] = [points[0], points[points.length - 1]];
  const best = Math.max(...points.map(([, v]) => v));
  return (
    <LineChart
      testId="wpm-chart"
      title={t('chart.race.question')}
      summary={t('chart.race.summary', { from: wpm(first[1]), to: wpm(last[1]), end: seconds(last[0]), best: wpm(best) })}
      xs={points.map(([s]) => s)}
      formatX={seconds}
      xHeader={t('chart.race.time')}
      leftUnit={t('home.wpm')}
      series={[{ label: t('chart.race.speed'), look: 'speed', values: points.map(([, v]) => v), format: wpm }]}
    />
  );
}
