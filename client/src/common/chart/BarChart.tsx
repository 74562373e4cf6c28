import { useTranslation } from 'react-i18next';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Group } from '@visx/group';
import { ChartFrame, type ChartLook } from './ChartFrame';

export interface Bar {
  key: string;
  /** The bar's name under it (or beside it, `horizontal`): a day, a character, a racer. */
  label: string;
  value: number;
  /** Drawn in the `mine` look: the pupil's own bar on a board. */
  mine?: boolean;
}

export interface BarChartProps {
  title: string;
  summary: string;
  bars: Bar[];
  /** What the bars count (legend and table column), its unit on the scale, and a value in words. */
  valueLabel: string;
  unit: string;
  format: (value: number) => string;
  look: ChartLook;
  /** The table's first column (Day, Week of, Character, Racer). */
  categoryHeader: string;
  /** A mark across each bar, e.g. the grade's median; null where there is none. */
  reference?: { label: string; values: (number | null)[] };
  /** Names down the side and bars to the right (a board); columns otherwise. */
  horizontal?: boolean;
  /** Labels set large in Chinese: characters under columns. */
  characters?: boolean;
  testId?: string;
}

const COLUMN_HEIGHT = 200;
const ROW = 28;
const MARGIN = { top: 18, right: 12, bottom: 30, left: 40 };
/** Room a column's label needs ("11月16日" at 11 px) before labels thin out. */
const LABEL_PX = 56;
/** A column is at most this wide with its gap: one mistyped character is a column, not the whole width. */
const MAX_STEP = 64;

/**
 * Bars people can read: columns (or rows, `horizontal`) on a visx band scale, a value on each bar,
 * an optional reference mark (the grade's median), values on hover and the arrow keys, and the table.
 */
export function BarChart({ title, summary, bars, valueLabel, unit, format, look, categoryHeader, reference, horizontal, characters, testId }: BarChartProps) {
  const { i18n } = useTranslation();
  const height = horizontal ? bars.length * ROW + 8 : COLUMN_HEIGHT + (characters ? 14 : 0);
  const top = Math.max(1, ...bars.map((b) => b.value), ...(reference?.values ?? []).map((v) => v ?? 0));
  const referenceOf = (i: number) => reference?.values[i] ?? null;
  // Counts get whole ticks (no 0.2 of a mistake).
  const whole = [...bars.map((b) => b.value), ...(reference?.values ?? [])].every((v) => v === null || Number.isInteger(v));

  const layout = (width: number) => {
    // A board gives names up to 40 % of the width (170 px on a desktop); columns leave room for the scale.
    const labelWidth = horizontal ? Math.min(170, Math.floor(width * 0.4)) : MARGIN.left;
    const length = horizontal ? width - labelWidth - 70 : width - MARGIN.left - MARGIN.right;
    const across = horizontal ? height : height - MARGIN.top - MARGIN.bottom;
    const band = scaleBand({ domain: bars.map((b) => b.key), range: horizontal ? [4, height - 4] : [0, Math.min(length, bars.length * MAX_STEP)], paddingInner: 0.25, paddingOuter: 0.1 });
    const value = scaleLinear({ domain: [0, top], range: horizontal ? [0, length] : [across, 0], nice: !horizontal });
    return { labelWidth, length, across, band, value };
  };
  const centre = (i: number, width: number) => {
    const { band, labelWidth } = layout(width);
    return (band(bars[i].key) ?? 0) + band.bandwidth() / 2 + (horizontal ? 0 : labelWidth);
  };
  const lines = (i: number) => [
    { text: `${valueLabel}: ${format(bars[i].value)}`, look: bars[i].mine ? ('mine' as const) : look },
    ...(reference ? [{ text: `${reference.label}: ${referenceOf(i) === null ? '–' : format(referenceOf(i)!)}`, look: 'median' as const }] : []),
  ];

  return (
    <ChartFrame
      className={`bar-chart${horizontal ? ' horizontal' : ''}`}
      testId={testId}
      title={title}
      summary={summary}
      legend={reference ? [{ label: valueLabel, look }, { label: reference.label, look: 'median' }] : undefined}
      height={height}
      count={bars.length}
      point={(i) => ({ heading: bars[i].label, lines: lines(i) })}
      pick={(px, py, width) => {
        if (bars.length === 0) return null;
        const along = horizontal ? py : px;
        return bars.reduce((best, _, i) => (Math.abs(centre(i, width) - along) < Math.abs(centre(best, width) - along) ? i : best), 0);
      }}
      anchor={(i, width) => (horizontal ? layout(width).labelWidth + 40 : centre(i, width))}
      table={{
        head: [categoryHeader, valueLabel, ...(reference ? [reference.label] : [])],
        rows: bars.map((b, i) => ({ key: b.key, cells: [b.label, format(b.value), ...(reference ? [referenceOf(i) === null ? '–' : format(referenceOf(i)!)] : [])] })),
      }}
    >
      {(width, active) => {
        const { labelWidth, length, across, band, value } = layout(width);
        const thick = band.bandwidth();
        // Column labels thin out when the columns are narrower than a label (14 days on a phone).
        const every = horizontal || characters ? 1 : Math.ceil(LABEL_PX / Math.max(1, band.step()));
        if (horizontal) {
          return bars.map((b, i) => {
            const y = band(b.key) ?? 0;
            const w = Math.max(2, value(b.value));
            return (
              <g key={b.key} className={active === i ? 'bar active' : 'bar'}>
                <text className="bar-name" x={0} y={y + thick / 2} dominantBaseline="middle">{b.label}</text>
                <rect className={`bar-fill look-${b.mine ? 'mine' : look}`} x={labelWidth} y={y} width={w} height={thick} rx={4} />
                <text className="chart-tick" x={labelWidth + w + 6} y={y + thick / 2} dominantBaseline="middle">{`${format(b.value)}`}</text>
              </g>
            );
          });
        }
        return (
          <Group left={labelWidth} top={MARGIN.top}>
            {value.ticks(4).filter((tick) => !whole || Number.isInteger(tick)).map((tick) => (
              <g key={tick} className="chart-grid">
                <line x1={0} x2={length} y1={value(tick)} y2={value(tick)} />
                <text x={-6} y={value(tick)} textAnchor="end" dominantBaseline="middle">{tick.toLocaleString(i18n.language)}</text>
              </g>
            ))}
            <text className="chart-unit" x={-labelWidth + 4} y={-10}>{unit}</text>
            {bars.map((b, i) => {
              const x = band(b.key) ?? 0;
              const mark = referenceOf(i);
              return (
                <g key={b.key} className={active === i ? 'bar active' : 'bar'}>
                  <rect className={`bar-fill look-${b.mine ? 'mine' : look}`} x={x} y={value(b.value)} width={thick} height={Math.max(0, across - value(b.value))} rx={3} />
                  {thick >= 22 && b.value > 0 && <text className="chart-tick" x={x + thick / 2} y={value(b.value) - 4} textAnchor="middle">{b.value.toLocaleString(i18n.language)}</text>}
                  {mark !== null && <line className="bar-reference" x1={x - 3} x2={x + thick + 3} y1={value(mark)} y2={value(mark)} />}
                  {i % every === 0 && (
                    <text className={characters ? 'bar-character' : 'chart-tick'} lang={characters ? 'zh' : undefined} x={x + thick / 2} y={across + (characters ? 26 : 16)} textAnchor="middle">{b.label}</text>
                  )}
                </g>
              );
            })}
            <line className="chart-axis" x1={0} x2={length} y1={across} y2={across} />
          </Group>
        );
      }}
    </ChartFrame>
  );
}
