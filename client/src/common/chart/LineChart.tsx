import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { Group } from '@visx/group';
import { DISPLAY_TIME_ZONE } from '@learnstar/shared';
import './chart.css';

/** One line: the same colour and dash for the same thing on every chart (chart.css `--series-*`). */
export interface ChartSeries {
  label: string;
  values: number[];
  /** `speed`, `accuracy`, `current`, `previous`: the line's colour and dash (chart.css). */
  look: 'speed' | 'accuracy' | 'current' | 'previous';
  /** The right-hand scale (e.g. accuracy 0–100 beside speed); the left one otherwise. */
  right?: boolean;
  format: (value: number) => string;
}

export interface LineChartProps {
  /** The question the chart answers. */
  title: string;
  /** The answer in one sentence, read before the chart and by screen readers instead of it. */
  summary: string;
  /** Instants (ISO) along the x axis, oldest first; `days` marks them as Singapore calendar days. */
  at: string[];
  days?: boolean;
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
const MIN_WIDTH = 260;

/**
 * A line chart people can read: title, a one-sentence answer, dated axes with units, the values of
 * a day on hover or with the arrow keys, and the numbers as a table one click away. SVG drawn by
 * React over visx scales, as wide as its box (a phone's width included).
 */
export function LineChart({ title, summary, at, days, series, leftUnit, rightUnit, rightMax, testId }: LineChartProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(560);
  const [active, setActive] = useState<number | null>(null);
  const [tableShown, setTableShown] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(MIN_WIDTH, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric', ...(days ? {} : { hour: '2-digit', minute: '2-digit' }) });
  const tickFormat = new Intl.DateTimeFormat(i18n.language, { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric' });
  const times = at.map((iso) => Date.parse(iso));
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleTime({ domain: [times[0], times.at(-1) ?? times[0]], range: [0, innerWidth] });
  const top = (right: boolean) => Math.max(1, ...series.filter((s) => Boolean(s.right) === right).flatMap((s) => s.values));
  const left = scaleLinear({ domain: [0, top(false)], range: [innerHeight, 0], nice: true });
  const rightScale = scaleLinear({ domain: [0, rightMax ?? top(true)], range: [innerHeight, 0], nice: true });
  const y = (s: ChartSeries) => (s.right ? rightScale : left);
  const xTicks = x.ticks(Math.max(2, Math.floor(innerWidth / 90)));
  const pointLabel = (i: number) => `${dateFormat.format(times[i])}: ${series.map((s) => `${s.label} ${s.format(s.values[i])}`).join(', ')}`;

  const nearest = (px: number) => {
    const time = x.invert(px - MARGIN.left).getTime();
    return times.reduce((best, value, i) => (Math.abs(value - time) < Math.abs(times[best] - time) ? i : best), 0);
  };
  const onKey = (event: KeyboardEvent) => {
    const last = times.length - 1;
    const moves: Record<string, number> = { ArrowRight: (active ?? -1) + 1, ArrowLeft: (active ?? last + 1) - 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, moves[event.key])));
  };

  return (
    <figure className="line-chart" data-testid={testId} aria-labelledby={`${id}-title`}>
      <figcaption>
        <strong id={`${id}-title`}>{title}</strong>
        <span className="chart-summary">{summary}</span>
      </figcaption>
      <ul className="chart-legend">
        {series.map((s) => <li key={s.label} className={`look-${s.look}`}>{s.label}</li>)}
      </ul>
      <div ref={box} className="chart-box">
        <svg
          width={width}
          height={HEIGHT}
          tabIndex={0}
          role="img"
          aria-label={`${title}. ${summary} ${t('chart.keysHint')}`}
          onKeyDown={onKey}
          onBlur={() => setActive(null)}
          onMouseMove={(event) => setActive(nearest(event.clientX - event.currentTarget.getBoundingClientRect().left))}
          onMouseLeave={() => setActive(null)}
        >
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
            <text className="chart-unit" x={-MARGIN.left + 4} y={-4}>{leftUnit}</text>
            {rightUnit && <text className="chart-unit" x={innerWidth + MARGIN.right - 4} y={-4} textAnchor="end">{rightUnit}</text>}
            {xTicks.map((tick) => (
              <text key={tick.getTime()} className="chart-tick" x={x(tick)} y={innerHeight + 18} textAnchor="middle">{tickFormat.format(tick)}</text>
            ))}
            <line className="chart-axis" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
            {series.map((s) => (
              <LinePath key={s.label} className={`chart-line look-${s.look}`} data={s.values} x={(_, i) => x(times[i])} y={(v) => y(s)(v)} />
            ))}
            {active !== null && (
              <g className="chart-focus">
                <line x1={x(times[active])} x2={x(times[active])} y1={0} y2={innerHeight} />
                {series.map((s) => <circle key={s.label} className={`look-${s.look}`} cx={x(times[active])} cy={y(s)(s.values[active])} r={4} />)}
              </g>
            )}
          </Group>
        </svg>
        {active !== null && (
          <div className="chart-tooltip" style={{ left: Math.min(width - 180, Math.max(0, MARGIN.left + x(times[active]) - 90)) }}>
            <strong>{dateFormat.format(times[active])}</strong>
            {series.map((s) => <span key={s.label} className={`look-${s.look}`}>{s.label}: {s.format(s.values[active])}</span>)}
          </div>
        )}
        <p className="sr-only" aria-live="polite">{active !== null ? pointLabel(active) : ''}</p>
      </div>
      <button type="button" className="link-button chart-table-toggle" aria-expanded={tableShown} aria-controls={`${id}-table`} onClick={() => setTableShown(!tableShown)}>
        {t(tableShown ? 'chart.hideTable' : 'chart.showTable')}
      </button>
      {/* A tall table scrolls in its box: a named region the keyboard can scroll. */}
      <div id={`${id}-table`} hidden={!tableShown} className="chart-table" role="region" tabIndex={0} aria-label={title}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t(days ? 'chart.day' : 'chart.when')}</th>
              {series.map((s) => <th key={s.label} scope="col">{s.label}</th>)}
            </tr>
          </thead>
          <tbody>
            {times.map((time, i) => (
              <tr key={time + ':' + i}>
                <th scope="row">{dateFormat.format(time)}</th>
                {series.map((s) => <td key={s.label}>{s.format(s.values[i])}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
