import { useTranslation } from 'react-i18next';
import { scaleLinear, scalePoint } from '@visx/scale';
import { Area, LinePath } from '@visx/shape';
import { Group } from '@visx/group';
import type { ClassWeek, Spread } from '@learnstar/shared';
import { ChartFrame, nearestPoint } from '../../../common/chart/ChartFrame';
import { useWeekName } from './week-name';

const HEIGHT = 200;
const MARGIN = { top: 14, right: 16, bottom: 28, left: 44 };

interface Props {
  weeks: ClassWeek[];
  figure: 'wpm' | 'accuracy';
  testId: string;
}

/**
 * The class's median per week as a line, with the band where the middle half of its pupils lie
 * (25th to 75th percentile of their weekly means); weeks with no typing leave a gap.
 */
export function WeeklySpreadChart({ weeks, figure, testId }: Props) {
  const { t, i18n } = useTranslation();
  const weekName = useWeekName();
  const spreadOf = (w: ClassWeek): Spread | null => w[figure];
  const look = figure === 'wpm' ? 'speed' : 'accuracy';
  const number = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const unit = figure === 'wpm' ? t('classDashboard.wpm') : '%';
  const value = (v: number) => (figure === 'wpm' ? `${number(v)} ${unit}` : `${number(v)}%`);
  const scales = (width: number) => {
    const innerWidth = width - MARGIN.left - MARGIN.right;
    const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
    const x = scalePoint({ domain: weeks.map((w) => w.weekStart), range: [0, innerWidth], padding: 0.3 });
    const top = figure === 'accuracy' ? 100 : Math.max(10, ...weeks.map((w) => spreadOf(w)?.p75 ?? 0));
    const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true });
    return { innerWidth, innerHeight, y, at: (w: ClassWeek) => x(w.weekStart) ?? 0 };
  };
  const centres = (width: number) => weeks.map((w) => MARGIN.left + scales(width).at(w));

  const withData = weeks.filter((w) => spreadOf(w));
  const first = withData[0];
  const last = withData.at(-1);
  const summaryKey = figure === 'wpm' ? 'speedSummary' : 'accuracySummary';
  const summary = !first || !last
    ? t('classDashboard.noTyping', { count: weeks.length })
    : t(`classDashboard.${summaryKey}`, { week: weekName(last.weekStart), median: value(spreadOf(last)!.median), p25: value(spreadOf(last)!.p25), p75: value(spreadOf(last)!.p75), firstWeek: weekName(first.weekStart), firstMedian: value(spreadOf(first)!.median), context: first === last ? 'single' : undefined });
  const point = (i: number) => {
    const w = weeks[i];
    const s = spreadOf(w);
    const lines = s ? [t('classDashboard.median', { value: value(s.median) }), t('classDashboard.middleHalf', { p25: value(s.p25), p75: value(s.p75) }), t('classDashboard.pupilsTyped', { count: w.pupils })] : [t('classDashboard.noResults')];
    return { heading: t('classDashboard.weekOf', { week: weekName(w.weekStart) }), lines: lines.map((text) => ({ text })) };
  };
  const table = {
    head: [t('classDashboard.week'), t('classDashboard.p25'), t('classDashboard.medianHead'), t('classDashboard.p75'), t('classDashboard.pupilsHead')],
    rows: weeks.map((w) => {
      const s = spreadOf(w);
      return { key: w.weekStart, cells: [weekName(w.weekStart), s ? value(s.p25) : '–', s ? value(s.median) : '–', s ? value(s.p75) : '–', String(w.pupils)] };
    }),
  };
  return (
    <ChartFrame
      className="dash-chart"
      title={t(figure === 'wpm' ? 'classDashboard.speedQuestion' : 'classDashboard.accuracyQuestion')}
      summary={summary}
      legend={[{ label: t('classDashboard.medianLegend'), look }, { label: t('classDashboard.bandLegend'), look, band: true }]}
      table={table}
      testId={testId}
      height={HEIGHT}
      count={weeks.length}
      point={point}
      pick={(px, _py, width) => nearestPoint(centres(width), px)}
      anchor={(i, width) => centres(width)[i]}
    >
      {(width, active) => {
        const { innerWidth, innerHeight, y, at } = scales(width);
        const tickEvery = Math.ceil(weeks.length / Math.max(2, Math.floor(innerWidth / 64)));
        return (
          <Group left={MARGIN.left} top={MARGIN.top} className={`look-${look}`}>
            {y.ticks(4).map((tick) => (
              <g key={tick} className="chart-grid">
                <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                <text x={-6} y={y(tick)} textAnchor="end" dominantBaseline="middle">{number(tick)}</text>
              </g>
            ))}
            <text className="chart-unit" x={-MARGIN.left + 4} y={-4}>{unit}</text>
            {weeks.map((w, i) => i % tickEvery === (weeks.length - 1) % tickEvery && (
              <text key={w.weekStart} className="chart-tick" x={at(w)} y={innerHeight + 18} textAnchor="middle">{weekName(w.weekStart)}</text>
            ))}
            <line className="chart-axis" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
            <Area className="spread-band" data={weeks} defined={(w) => Boolean(spreadOf(w))} x={at} y0={(w) => y(spreadOf(w)?.p25 ?? 0)} y1={(w) => y(spreadOf(w)?.p75 ?? 0)} />
            <LinePath className="chart-line spread-median" data={weeks} defined={(w) => Boolean(spreadOf(w))} x={at} y={(w) => y(spreadOf(w)?.median ?? 0)} />
            {withData.map((w) => <circle key={w.weekStart} className="spread-point" cx={at(w)} cy={y(spreadOf(w)!.median)} r={3.5} />)}
            {active !== null && (
              <g className="chart-focus">
                <line x1={at(weeks[active])} x2={at(weeks[active])} y1={0} y2={innerHeight} />
              </g>
            )}
          </Group>
        );
      }}
    </ChartFrame>
  );
}
