import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_TIME_ZONE } from '@learnstar/shared';
import '../../../common/chart/chart.css';

/** A chart's numbers as a table: column heads, then one row per point (the first cell heads the row). */
export interface ChartTable {
  head: string[];
  rows: (string | number)[][];
}

/**
 * The frame every dashboard chart shares: the question as its title, the answer in one sentence,
 * the picture, and the numbers as a table behind a disclosure button (what a screen reader reads).
 */
export function ChartFrame({ title, summary, table, testId, children }: { title: string; summary: string; table: ChartTable; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <figure className="dash-chart" data-testid={testId} aria-labelledby={`${id}-title`}>
      <figcaption>
        <strong id={`${id}-title`}>{title}</strong>
        <span className="chart-summary">{summary}</span>
      </figcaption>
      {children}
      <button type="button" className="link-button chart-table-toggle" aria-expanded={shown} aria-controls={`${id}-table`} onClick={() => setShown(!shown)}>
        {t(shown ? 'chart.hideTable' : 'chart.showTable')}
      </button>
      <div id={`${id}-table`} hidden={!shown} className="chart-table" role="region" tabIndex={0} aria-label={title}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>{table.head.map((h) => <th key={h} scope="col">{h}</th>)}</tr>
          </thead>
          <tbody>
            {table.rows.map(([head, ...cells], i) => (
              <tr key={`${head}-${i}`}>
                <th scope="row">{head}</th>
                {cells.map((cell, j) => <td key={j}>{cell}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The width of a chart's box, followed as the window changes (a phone's 390 px included). */
export function useBoxWidth(min = 240) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(560);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(min, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return { box, width };
}

/**
 * The point a reader looks at: under the pointer, or moved with the arrow keys, Home and End while
 * the chart has focus; gone when the pointer leaves or focus moves on.
 */
export function useActivePoint(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = count - 1;
    const next = ({ ArrowRight: (active ?? -1) + 1, ArrowDown: (active ?? -1) + 1, ArrowLeft: (active ?? count) - 1, ArrowUp: (active ?? count) - 1, Home: 0, End: last } as Record<string, number>)[event.key];
    if (next === undefined || count === 0) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };
  return { active, setActive, svgProps: { tabIndex: 0, onKeyDown, onBlur: () => setActive(null), onMouseLeave: () => setActive(null) } };
}

/** The values of the point looked at, beside it, and read out politely to a screen reader. */
export function PointTip({ left, width, lines }: { left: number | null; width: number; lines: string[] | null }) {
  return (
    <>
      {lines && left !== null && (
        <div className="chart-tooltip" style={{ left: Math.min(width - 180, Math.max(0, left - 90)) }}>
          <strong>{lines[0]}</strong>
          {lines.slice(1).map((line) => <span key={line}>{line}</span>)}
        </div>
      )}
      <p className="sr-only" aria-live="polite">{lines?.join(', ') ?? ''}</p>
    </>
  );
}

/** "Mar 9" / "3月9日": a Singapore week by its Monday. */
export function useWeekName() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric' });
  return (day: string) => format.format(Date.parse(`${day}T00:00:00+08:00`));
}
