import { useTranslation } from 'react-i18next';
import { DISPLAY_TIME_ZONE } from '@learnstar/shared';
import { LineChart } from '../../common/chart/LineChart';

export interface TrendSample {
  at: string;
  wpm: number;
  accuracy: number;
}

/**
 * Speed (left scale, WPM) and accuracy (right scale, 0–100%) over a pupil's results, oldest left,
 * on dated axes: what a parent or teacher asks first, answered in one sentence beside it.
 */
export function TrendChart({ samples }: { samples: TrendSample[] }) {
  const { t, i18n } = useTranslation();
  if (samples.length < 2) return <p className="muted">{t('family.chartTooShort')}</p>;
  const first = samples[0];
  const last = samples[samples.length - 1];
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric' }).format(Date.parse(iso));
  const wpm = (v: number) => Math.round(v).toLocaleString(i18n.language);
  const percent = (v: number) => `${Math.round(v)}%`;
  const summary = t('family.chartSummary', { count: samples.length, from: day(first.at), to: day(last.at), wpmFrom: wpm(first.wpm), wpmTo: wpm(last.wpm), accFrom: percent(first.accuracy), accTo: percent(last.accuracy) });
  return (
    <LineChart
      testId="trend-chart"
      title={t('family.chartQuestion')}
      summary={summary}
      at={samples.map((s) => s.at)}
      leftUnit={t('home.wpm')}
      rightUnit="%"
      rightMax={100}
      series={[
        { label: t('family.speed'), look: 'speed', values: samples.map((s) => s.wpm), format: wpm },
        { label: t('family.accuracy'), look: 'accuracy', right: true, values: samples.map((s) => s.accuracy), format: percent },
      ]}
    />
  );
}
