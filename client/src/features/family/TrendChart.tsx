import { useTranslation } from 'react-i18next';

export interface TrendSample {
  at: string;
  wpm: number;
  accuracy: number;
}

const WIDTH = 520;
const HEIGHT = 180;
const PAD = 32;

/**
 * Speed (left scale) and accuracy (right scale, 0–100%) over a pupil's results, oldest left: two
 * lines a parent or teacher reads at a glance. Drawn in SVG by React, no chart library.
 */
export function TrendChart({ samples }: { samples: TrendSample[] }) {
  const { t } = useTranslation();
  if (samples.length < 2) return <p className="muted">{t('family.chartTooShort')}</p>;
  const maxWpm = Math.max(...samples.map((s) => s.wpm), 1);
  const x = (i: number) => PAD + (i / (samples.length - 1)) * (WIDTH - PAD * 2);
  const y = (v: number, max: number) => HEIGHT - PAD - (v / max) * (HEIGHT - PAD * 2);
  const line = (value: (s: TrendSample) => number, max: number) => samples.map((s, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(value(s), max).toFixed(1)}`).join(' ');
  return (
    <figure className="trend-chart">
      <svg width={WIDTH} height={HEIGHT} role="img" aria-label={t('family.chartTitle')} data-testid="trend-chart">
        <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} stroke="#9fb0c6" />
        <line x1={PAD} y1={PAD} x2={PAD} y2={HEIGHT - PAD} stroke="#9fb0c6" />
        <line x1={WIDTH - PAD} y1={PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} stroke="#9fb0c6" />
        <text x={PAD} y={PAD - 10} fontSize="12" fill="#1f4e9c">{`${Math.round(maxWpm)} ${t('home.wpm')}`}</text>
        <text x={WIDTH - PAD} y={PAD - 10} fontSize="12" fill="#c77800" textAnchor="end">100%</text>
        <path d={line((s) => s.wpm, maxWpm)} fill="none" stroke="#1f4e9c" strokeWidth="3" />
        <path d={line((s) => s.accuracy, 100)} fill="none" stroke="#ffb703" strokeWidth="3" strokeDasharray="6 4" />
      </svg>
      <figcaption>
        <span className="key speed">{t('family.speed')}</span> <span className="key accuracy">{t('family.accuracy')}</span>
      </figcaption>
    </figure>
  );
}
