import { useTranslation } from 'react-i18next';

/** WPM over the race as an SVG line: what pupils would rather see than read. */
export function WpmChart({ points, width = 520, height = 180 }: { points: [number, number][]; width?: number; height?: number }) {
  const { t } = useTranslation();
  if (points.length < 2) return <p className="muted">{t('race.chartTooShort')}</p>;
  const maxX = Math.max(...points.map(([x]) => x), 1);
  const maxY = Math.max(...points.map(([, y]) => y), 1);
  const pad = 30;
  const x = (v: number) => pad + (v / maxX) * (width - pad * 2);
  const y = (v: number) => height - pad - (v / maxY) * (height - pad * 2);
  const path = points.map(([px, py], i) => `${i ? 'L' : 'M'}${x(px).toFixed(1)},${y(py).toFixed(1)}`).join(' ');
  return (
    <svg className="wpm-chart" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('race.chartTitle')} data-testid="wpm-chart">
      <line x1={pad} y1={height - pad} x2={width - pad} y2={height - pad} stroke="#9fb0c6" />
      <line x1={pad} y1={pad} x2={pad} y2={height - pad} stroke="#9fb0c6" />
      <text x={pad} y={pad - 8} fontSize="12" fill="#5f6b7a">{`${maxY} ${t('home.wpm')}`}</text>
      <text x={width - pad} y={height - 8} fontSize="12" fill="#5f6b7a" textAnchor="end">{`${maxX}s`}</text>
      <path d={path} fill="none" stroke="#1f4e9c" strokeWidth="3" />
      {points.map(([px, py]) => (
        <circle key={px} cx={x(px)} cy={y(py)} r="3" fill="#ffb703" />
      ))}
    </svg>
  );
}
