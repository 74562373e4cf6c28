import { useTranslation } from 'react-i18next';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Group } from '@visx/group';
import type { ClassWeek } from '@learnstar/shared';
import { ChartFrame, PointTip, useActivePoint, useBoxWidth, useWeekName } from './chart-parts';

const HEIGHT = 180;
const MARGIN = { top: 18, right: 8, bottom: 28, left: 36 };

/** Characters the class came to know each week, as bars with their count on top. */
export function KnownPerWeekBars({ weeks }: { weeks: ClassWeek[] }) {
  const { t, i18n } = useTranslation();
  const weekName = useWeekName();
  const { box, width } = useBoxWidth();
  const { active, setActive, svgProps } = useActivePoint(weeks.length);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: weeks.map((w) => w.weekStart), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear({ domain: [0, Math.max(4, ...weeks.map((w) => w.charactersKnown))], range: [innerHeight, 0], nice: true });
  const tickEvery = Math.ceil(weeks.length / Math.max(2, Math.floor(innerWidth / 64)));
  const count = (n: number) => n.toLocaleString(i18n.language);

  const total = weeks.reduce((sum, w) => sum + w.charactersKnown, 0);
  const best = weeks.reduce((top, w) => (w.charactersKnown > top.charactersKnown ? w : top), weeks[0]);
  const summary = total === 0
    ? t('classDashboard.knownNone', { count: weeks.length })
    : t('classDashboard.knownSummary', { total: count(total), weeks: weeks.length, thisWeek: count(weeks.at(-1)?.charactersKnown ?? 0), best: weekName(best.weekStart), bestCount: count(best.charactersKnown) });
  const title = t('classDashboard.knownQuestion');
  const line = (w: ClassWeek) => [t('classDashboard.weekOf', { week: weekName(w.weekStart) }), t('classDashboard.knownCount', { count: w.charactersKnown })];
  return (
    <ChartFrame title={title} summary={summary} testId="known-chart" table={{ head: [t('classDashboard.week'), t('classDashboard.knownHead')], rows: weeks.map((w) => [weekName(w.weekStart), count(w.charactersKnown)]) }}>
      <div ref={box} className="chart-box">
        <svg width={width} height={HEIGHT} role="img" aria-label={`${title} ${summary} ${t('chart.keysHint')}`} {...svgProps}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(4).map((tick) => (
              <g key={tick} className="chart-grid">
                <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                <text x={-6} y={y(tick)} textAnchor="end" dominantBaseline="middle">{count(tick)}</text>
              </g>
            ))}
            {weeks.map((w, i) => {
              const left = x(w.weekStart) ?? 0;
              return (
                <g key={w.weekStart} onMouseEnter={() => setActive(i)}>
                  {/* The whole column answers the pointer, so an empty week can be looked at too. */}
                  <rect x={left} y={0} width={x.bandwidth()} height={innerHeight} fill="transparent" />
                  <Bar className={i === active ? 'known-bar active' : 'known-bar'} x={left} y={y(w.charactersKnown)} width={x.bandwidth()} height={innerHeight - y(w.charactersKnown)} />
                  {w.charactersKnown > 0 && <text className="chart-tick" x={left + x.bandwidth() / 2} y={y(w.charactersKnown) - 4} textAnchor="middle">{count(w.charactersKnown)}</text>}
                  {i % tickEvery === (weeks.length - 1) % tickEvery && <text className="chart-tick" x={left + x.bandwidth() / 2} y={innerHeight + 18} textAnchor="middle">{weekName(w.weekStart)}</text>}
                </g>
              );
            })}
            <line className="chart-axis" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
          </Group>
        </svg>
        <PointTip left={active === null ? null : MARGIN.left + (x(weeks[active].weekStart) ?? 0) + x.bandwidth() / 2} width={width} lines={active === null ? null : line(weeks[active])} />
      </div>
    </ChartFrame>
  );
}
