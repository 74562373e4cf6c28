import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure, titled, type ChartFigureProps, type ChartLook } from './ChartFigure';

export type { ChartLegendItem, ChartLook, ChartTable } from './ChartFigure';

/** What one point (a day, a bar, an entry) says on hover, on focus and to a screen reader. */
export interface ChartPoint {
  heading: string;
  lines: { text: string; look?: ChartLook }[];
}

export interface ChartFrameProps extends Omit<ChartFigureProps, 'children'> {
  height: number;
  /** How many points the arrow keys step through. */
  count: number;
  point(index: number): ChartPoint;
  /** The point under the pointer at (x, y) inside the SVG, or null. */
  pick(x: number, y: number, width: number): number | null;
  /** Where the point's tooltip centres, in px from the SVG's left. */
  anchor(index: number, width: number): number;
  /** The SVG's content at this width, with the point in focus (or null). */
  children(width: number, active: number | null): ReactNode;
}

const MIN_WIDTH = 260;
const TOOLTIP_WIDTH = 180;

/**
 * A chart drawn in SVG, in the frame every chart shares (ChartFigure): the SVG is as wide as its
 * box (a phone's width included) and its points are read on hover and with the arrow keys, Home
 * and End (announced politely).
 */
export function ChartFrame({ height, count, point, pick, anchor, children, className, ...figure }: ChartFrameProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(560);
  const [active, setActive] = useState<number | null>(null);
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
    <ChartFigure {...figure} className={`chart ${className ?? ''}`}>
      <div ref={box} className="chart-box">
        <svg width={width} height={height} tabIndex={0} role="img" aria-label={`${titled(figure.title, figure.summary)} ${t('chart.keysHint')}`} onKeyDown={onKey} onBlur={() => setActive(null)} onMouseMove={onPointer} onMouseLeave={() => setActive(null)}>
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
    </ChartFigure>
  );
}

/** The index of the point whose centre (px from the SVG's left) is nearest `px`, or null for none: a pick for charts read column by column. */
export function nearestPoint(centres: readonly number[], px: number): number | null {
  if (centres.length === 0) return null;
  return centres.reduce((best, centre, i) => (Math.abs(centre - px) < Math.abs(centres[best] - px) ? i : best), 0);
}
