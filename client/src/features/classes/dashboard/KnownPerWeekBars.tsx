import { useTranslation } from 'react-i18next';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Group } from '@visx/group';
import type { ClassWeek } from '@learnstar/shared';
import { ChartFrame, nearestPoint } from '../../../common/chart/ChartFrame';
import { useWeekName } from './week-name';

const HEIGHT = 180;
const MARGIN = { top: 18, right: 8, bottom: 28, left: 36 };

/** Characters the class came to know each week, as bars with their count on top. */
export function KnownPerWeekBars({ weeks }: { weeks: ClassWeek[] }) {
  const { t, i18n } = useTranslation();
  const weekName = useWeekName();
  const count = (n: number) => n.toLocaleString(i18n.language);
  const scales = (width: number) => {
    const innerWidth = width - MARGIN.left - MARGIN.right;
    const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
    const x = scaleBand({ domain: weeks.map((w) => w.weekStart), range: [0, innerWidth], padding: 0.25 });
    const y = scaleLinear({ domain: [0, Math.max(4, ...weeks.map((w) => w.charactersKnown))], range: [innerHeight, 0], nice: true });
    return { innerWidth, innerHeight, x, y };
  };
  // The whole column answers the pointer, so an empty week can be looked at too.
  const centres = (width: number) => {
    const { x } = scales(width);
    return weeks.map((w) => MARGIN.left + (x(w.weekStart) ?? 0) + x.bandwidth() / 2);
  };

  const total = weeks.reduce((sum, w) => sum + w.charactersKnown, 0);
  const best = weeks.reduce((top, w) => (w.charactersKnown > top.charactersKnown ? w : top), weeks[0]);
  const summary = total === 0
    ? t('classDashboard.knownNone', { count: weeks.length })
    : t('classDashboard.knownSummary', { total: count(total), weeks: weeks.length, thisWeek: count(weeks.at(-1)?.charactersKnown ?? 0), best: weekName(best.weekStart), bestCount: count(best.charactersKnown) });
  const table = { head: [t('classDashboard.week'), t('classDashboard.knownHead')], rows: weeks.map((w) => ({ key: w.weekStart, cells: [weekName(w.weekStart), count(w.charactersKnown)] })) };
  const point = (i: number) => ({ heading: t('classDashboard.weekOf', { week: weekName(weeks[i].weekStart) }), lines: [{ text: t('classDashboard.knownCount', { count: weeks[i].charactersKnown }) }] });
  return (
    <ChartFrame className="dash-chart" title={t('classDashboard.knownQuestion')} summary={summary} testId="known-chart" table={table} height={HEIGHT} count={weeks.length} point={point} pick={(px, _py, width) => nearestPoint(centres(width), px)} anchor={(i, width) => centres(width)[i]}>
      {(width, active) => {
        const { innerWidth, innerHeight, x, y } = scales(width);
        const tickEvery = Math.ceil(weeks.length / Math.max(2, Math.floor(innerWidth / 64)));
        return (
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
                <g key={w.weekStart}>
                  <Bar className={i === active ? 'known-bar active' : 'known-bar'} x={left} y={y(w.charactersKnown)} width={x.bandwidth()} height={innerHeight - y(w.charactersKnown)} />
                  {w.charactersKnown > 0 && <text className="chart-tick" x={left + x.bandwidth() / 2} y={y(w.charactersKnown) - 4} textAnchor="middle">{count(w.charactersKnown)}</text>}
                  {i % tickEvery === (weeks.length - 1) % tickEvery && <text className="chart-tick" x={left + x.bandwidth() / 2} y={innerHeight + 18} textAnchor="middle">{weekName(w.weekStart)}</text>}
                </g>
              );
            })}
            <line className="chart-axis" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
          </Group>
        );
      }}
    </ChartFrame>
  );
}
