import { useTranslation } from 'react-i18next';

/** The characters mistyped most, as columns with the character under each. */
export function MistakesChart({ mistakes }: { mistakes: [string, number][] }) {
  const { t } = useTranslation();
  if (mistakes.length === 0) return <p className="muted">{t('report.noMistakes')}</p>;
  const top = mistakes.slice(0, 10);
  const max = Math.max(...top.map(([, n]) => n));
  const column = 48;
  const height = 160;
  return (
    <svg className="mistakes-chart" width={top.length * column + 10} height={height + 40} viewBox={`0 0 ${top.length * column + 10} ${height + 40}`} role="img" aria-label={t('race.mistakes')} data-testid="mistakes-chart">
      {top.map(([ch, n], i) => {
        const h = (height - 20) * (n / max);
        return (
          <g key={ch}>
            <rect x={i * column + 10} y={height - h} width={column - 14} height={h} rx={4} fill="#d2452f" />
            <text x={i * column + 10 + (column - 14) / 2} y={height - h - 4} fontSize="12" textAnchor="middle" fill="#5f6b7a">{n}</text>
            <text x={i * column + 10 + (column - 14) / 2} y={height + 26} fontSize="22" textAnchor="middle" fill="#1e2a3a">{ch}</text>
          </g>
        );
      })}
    </svg>
  );
}
