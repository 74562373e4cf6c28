import { useTranslation } from 'react-i18next';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { Group } from '@visx/group';
import { DISPLAY_TIME_ZONE } from '@learnstar/shared';
import { ChartFrame, type ChartLook } from './ChartFrame';

/** One line; a null value is a gap (a week without a race). */
export interface ChartSeries {
  label: string;
  values: (number | null)[];
  /** The line's colour and dash (chart.css): `speed`, `accuracy`, `current`, `previous`, `median`. */
  look: ChartLook;
  /** The right-hand scale (e.g. accuracy 0–100 beside speed); the left one otherwise. */
  right?: boolean;
  format: (value: number) => string;
}

export interface LineChartProps {
  title: string;
  summary: string;
  /** Instants (ISO) along the x axis, oldest first; `days` marks them as Singapore calendar days. */
  at?: string[];
  days?: boolean;
  /** Or plain numbers along the x axis (e.g. seconds into a race), with their format. */
  xs?: number[];
  formatX?: (x: number) => string;
  /** The table's first column (Day, When, Week of, Seconds). */
  xHeader?: string;
  series: ChartSeries[];
  /** Unit labels of the scales, e.g. "WPM" and "%" or "SGD". */
  leftUnit: string;
  rightUnit?: string;
  /** The right scale's top, e.g. 100 for a percentage; the data's maximum otherwise. */
  rightMax?: number;
  testId?: string;
}

const HEIGHT = 220;
const MARGIN = { top: 16, right: 48, bottom: 28, left: 52 };
const DOTS_UP_TO = 31;

/**
 * A line chart people can read: dated (or numbered) axes with units, the values of a point on hover
 * or with the arrow keys, and the numbers as a table (ChartFrame). SVG drawn by React over visx scales.
 */
export function LineChart({ title, summary, at, days, xs, formatX, xHeader, series, leftUnit, rightUnit, rightMax, testId }: LineChartProps) {
  const { t, i18n } = useTranslation();
  const dated = !xs;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric', ...(days ? {} : { hour: '2-digit', minute: '2-digit' }) });
  const tickFormat = new Intl.DateTimeFormat(i18n.language, { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric' });
  const points = xs ?? (at ?? []).map((iso) => Date.parse(iso));
  const label = (x: number) => (dated ? dateFormat.format(x) : (formatX ?? String)(x));
  const format = (s: ChartSeries, i: number) => (s.values[i] === null ? '–' : s.format(s.values[i]));

  const scales = (width: number) => {
    const innerWidth = width - MARGIN.left - MARGIN.right;
    const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
    const domain = [points[0] ?? 0, points.at(-1) ?? 0];
    const tickCount = Math.max(2, Math.floor(innerWidth / 90));
    const x = dated ? scaleTime({ domain, range: [0, innerWidth] }) : scaleLinear({ domain, range: [0, innerWidth] });
    const top = (right: boolean) => Math.max(1, ...series.filter((s) => Boolean(s.right) === right).flatMap((s) => s.values.filter((v) => v !== null)));
    const left = scaleLinear({ domain: [0, top(false)], range: [innerHeight, 0], nice: true });
    const rightScale = scaleLinear({ domain: [0, rightMax ?? top(true)], range: [innerHeight, 0], nice: true });
    return { innerWidth, innerHeight, x: (v: number) => x(v) as number, xTicks: days ? dayTicks(points, tickCount) : x.ticks(tickCount).map(Number), left, rightScale, y: (s: ChartSeries) => (s.right ? rightScale : left) };
  };

  return (
    <ChartFrame
      className="line-chart"
      testId={testId}
      title={title}
      summary={summary}
      legend={series.map((s) => ({ label: s.label, look: s.look }))}
      height={HEIGHT}
      count={points.length}
      point={(i) => ({ heading: label(points[i]), lines: series.map((s) => ({ text: `${s.label}: ${format(s, i)}`, look: s.look })) })}
      pick={(px, _py, width) => {
        const { x } = scales(width);
        return points.reduce((best, value, i) => (Math.abs(x(value) + MARGIN.left - px) < Math.abs(x(points[best]) + MARGIN.left - px) ? i : best), 0);
      }}
      anchor={(i, width) => MARGIN.left + scales(width).x(points[i])}
      table={{
        head: [xHeader ?? t(days ? 'chart.day' : 'chart.when'), ...series.map((s) => s.label)],
        rows: points.map((p, i) => ({ key: `${p}:${i}`, cells: [label(p), ...series.map((s) => format(s, i))] })),
      }}
    >
      {(width, active) => {
        const { innerWidth, innerHeight, x, xTicks, left, rightScale, y } = scales(width);
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            {left.ticks(4).map((tick) => (
              <g key={`l${tick}`} className="chart-grid">
                <line x1={0} x2={innerWidth} y1={left(tick)} y2={left(tick)} />
                <text x={-6} y={left(tick)} textAnchor="end" dominantBaseline="middle">{tick.toLocaleString(i18n.language)}</text>
              </g>
            ))}
            {rightUnit && rightScale.ticks(4).map((tick) => (
              <text key={`r${tick}`} className="chart-tick" x={innerWidth + 6} y={rightScale(tick)} dominantBaseline="middle">{tick.toLocaleString(i18n.language)}</text>
            ))}
            <text className="chart-unit" x={-MARGIN.left + 4} y={-10}>{leftUnit}</text>
            {rightUnit && <text className="chart-unit" x={innerWidth + MARGIN.right - 4} y={-10} textAnchor="end">{rightUnit}</text>}
            {xTicks.map((tick) => (
              <text key={tick} className="chart-tick" x={x(tick)} y={innerHeight + 18} textAnchor="middle">{dated ? tickFormat.format(tick) : label(tick)}</text>
            ))}
            <line className="chart-axis" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
            {series.map((s) => (
              <LinePath key={s.label} className={`chart-line look-${s.look}`} data={s.values} defined={(v) => v !== null} x={(_, i) => x(points[i])} y={(v) => y(s)(v ?? 0)} />
            ))}
            {/* A dot on each value while they are few: a week alone between gaps draws no line. */}
            {points.length <= DOTS_UP_TO && series.map((s) => s.values.map((v, i) => v !== null && <circle key={`${s.label}${i}`} className={`chart-dot look-${s.look}`} cx={x(points[i])} cy={y(s)(v)} r={2.5} />))}
            {active !== null && (
              <g className="chart-focus">
                <line x1={x(points[active])} x2={x(points[active])} y1={0} y2={innerHeight} />
                {series.map((s) => s.values[active] !== null && <circle key={s.label} className={`look-${s.look}`} cx={x(points[active])} cy={y(s)(s.values[active] ?? 0)} r={4} />)}
              </g>
            )}
          </Group>
        );
      }}
    </ChartFrame>
  );
}

/** A day chart's ticks are its own days, every nth so they fit (a scale's nice ticks can fall between weekly points). */
function dayTicks(points: number[], count: number): number[] {
  const every = Math.ceil(points.length / count);
  return points.filter((_, i) => i % every === 0);
}
