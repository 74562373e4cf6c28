import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './chart.css';

/** The same colour and dash for the same thing on every chart (chart.css `.look-*`). */
export type ChartLook = 'speed' | 'accuracy' | 'current' | 'previous' | 'median' | 'mine' | 'mistake';

/** What one point (a day, a bar, an entry) says on hover, on focus and to a screen reader. */
export interface ChartPoint {
  heading: string;
  lines: { text: string; look?: ChartLook }[];
}

/** The numbers behind the picture: the first cell of each row is its header. */
export interface ChartTable {
  head: string[];
  rows: { key: string; cells: string[] }[];
}

export interface ChartFrameProps {
  /** The question the chart answers. */
  title: string;
  /** The answer in one sentence, read before the chart and by screen readers instead of it. */
  summary: string;
  legend?: { label: string; look: ChartLook }[];
  height: number;
  /** How many points the arrow keys step through. */
  count: number;
  point(index: number): ChartPoint;
  /** The point under the pointer at (x, y) inside the SVG, or null. */
  pick(x: number, y: number, width: number): number | null;
  /** Where the point's tooltip centres, in px from the SVG's left. */
  anchor(index: number, width: number): number;
  table: ChartTable;
  /** The SVG's content at this width, with the point in focus (or null). */
  children(width: number, active: number | null): ReactNode;
  /** A line under the chart saying how to read its marks. */
  note?: string;
  testId?: string;
  className?: string;
}

const MIN_WIDTH = 260;
const TOOLTIP_WIDTH = 180;

/**
 * What every chart shares: a title and a one-sentence answer, a legend, an SVG as wide as its box
 * (a phone's width included) whose points are read on hover and with the arrow keys, Home and
 * End (announced politely), and the numbers as a table behind a disclosure button.
 */
export function ChartFrame({ title, summary, legend, height, count, point, pick, anchor, table, children, note, testId, className }: ChartFrameProps) {
  const { t } = useTranslation();
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

  const onKey = (event: KeyboardEvent) => {
    const last = count - 1;
    const moves: Record<string, number> = { ArrowRight: (active ?? -1) + 1, ArrowDown: (active ?? -1) + 1, ArrowLeft: (active ?? last + 1) - 1, ArrowUp: (active ?? last + 1) - 1, Home: 0, End: last };
    if (!(event.key in moves) || count === 0) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, moves[event.key])));
  };
  const onPointer = (event: MouseEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setActive(pick(event.clientX - rect.left, event.clientY - rect.top, width));
  };
  const shown = active === null ? null : point(active);

  return (
    <figure className={`chart ${className ?? ''}`} data-testid={testId} aria-labelledby={`${id}-title`}>
      <figcaption>
        <strong id={`${id}-title`}>{title}</strong>
        <span className="chart-summary">{summary}</span>
      </figcaption>
      {legend && (
        <ul className="chart-legend">
          {legend.map((item) => <li key={item.label} className={`look-${item.look}`}>{item.label}</li>)}
        </ul>
      )}
      <div ref={box} className="chart-box">
        <svg width={width} height={height} tabIndex={0} role="img" aria-label={`${title}. ${summary} ${t('chart.keysHint')}`} onKeyDown={onKey} onBlur={() => setActive(null)} onMouseMove={onPointer} onMouseLeave={() => setActive(null)}>
          {children(width, active)}
        </svg>
        {shown && active !== null && (
          <div className="chart-tooltip" style={{ left: Math.min(width - TOOLTIP_WIDTH, Math.max(0, anchor(active, width) - TOOLTIP_WIDTH / 2)) }}>
            <strong>{shown.heading}</strong>
            {shown.lines.map((line) => <span key={line.text} className={line.look ? `look-${line.look}` : undefined}>{line.text}</span>)}
          </div>
        )}
        <p className="sr-only" aria-live="polite">{shown ? `${shown.heading}: ${shown.lines.map((line) => line.text).join(', ')}` : ''}</p>
      </div>
      {note && <p className="muted chart-note">{note}</p>}
      <button type="button" className="link-button chart-table-toggle" aria-expanded={tableShown} aria-controls={`${id}-table`} onClick={() => setTableShown(!tableShown)}>
        {t(tableShown ? 'chart.hideTable' : 'chart.showTable')}
      </button>
      {/* A tall table scrolls in its box: a named region the keyboard can scroll. */}
      <div id={`${id}-table`} hidden={!tableShown} className="chart-table" role="region" tabIndex={0} aria-label={title}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>{table.head.map((cell) => <th key={cell} scope="col">{cell}</th>)}</tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.cells[0]}</th>
                {row.cells.slice(1).map((cell, i) => <td key={i}>{cell}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
