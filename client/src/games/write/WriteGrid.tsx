import { forwardRef, type PointerEventHandler } from 'react';
import type { CharacterStrokes, StrokePoint } from '@learnstar/shared';

/** [x, y, t]: the stroke data's box (y up) and the event's time (performance.now() ms). */
export type Point3 = [number, number, number];

/** The stroke data's box: x 0–1024, y −124–900 pointing up; the SVG's box is 0–1024 with y down. */
const TOP = 900;
const clamp = (n: number) => Math.max(-512, Math.min(1536, Math.round(n)));

/** A pointer's screen position in the stroke data's box. */
export function toData(svg: SVGSVGElement, clientX: number, clientY: number, timeStamp: number): Point3 {
  const matrix = svg.getScreenCTM();
  const p = matrix ? new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse()) : new DOMPoint(clientX, clientY);
  return [clamp(p.x), clamp(TOP - p.y), timeStamp];
}

/** A point of the stroke data in page pixels (for the test hook). */
export function fromData(svg: SVGSVGElement, [x, y]: StrokePoint): { x: number; y: number } {
  const matrix = svg.getScreenCTM();
  const p = matrix ? new DOMPoint(x, TOP - y).matrixTransform(matrix) : new DOMPoint(x, TOP - y);
  return { x: p.x + window.scrollX, y: p.y + window.scrollY };
}

interface WriteGridProps {
  strokes: CharacterStrokes;
  label: string;
  /** The character's outline in grey (watch and trace). */
  outline: boolean;
  /** Strokes drawn in full (the first `filled`). */
  filled: number;
  /** The stroke being swept in by the watch animation. */
  sweeping: number | null;
  /** The stroke flashing as a hint. */
  hint: number | null;
  /** The stroke being drawn now. */
  ink: readonly Point3[];
  onPointerDown: PointerEventHandler<SVGSVGElement>;
  onPointerMove: PointerEventHandler<SVGSVGElement>;
  onPointerUp: PointerEventHandler<SVGSVGElement>;
  onPointerCancel: PointerEventHandler<SVGSVGElement>;
}

const line = (points: readonly (StrokePoint | Point3)[]) => points.map(([x, y]) => `${x},${y}`).join(' ');

/**
 * The 田字格: a square with its midlines and diagonals dashed, and the character's strokes drawn in
 * the data's own box (flipped so y points up, as hanzi-writer-data is made).
 */
export const WriteGrid = forwardRef<SVGSVGElement, WriteGridProps>(function WriteGrid({ strokes, label, outline, filled, sweeping, hint, ink, ...pointer }, ref) {
  return (
    <svg ref={ref} className="write-grid" viewBox="0 0 1024 1024" role="img" aria-label={label} data-testid="write-grid" {...pointer}>
      <rect x="4" y="4" width="1016" height="1016" className="write-grid-box" />
      <path d="M512 4V1020M4 512H1020M4 4L1020 1020M1020 4L4 1020" className="write-grid-guides" />
      <g transform={`translate(0 ${TOP}) scale(1 -1)`}>
        <defs>
          {strokes.strokes.map((d, i) => (
            <clipPath key={i} id={`write-clip-${i}`}>
              <path d={d} />
            </clipPath>
          ))}
        </defs>
        {outline && strokes.strokes.map((d, i) => <path key={i} d={d} className="write-outline" />)}
        {strokes.strokes.slice(0, filled).map((d, i) => (
          <path key={i} d={d} className="write-filled" data-testid="write-filled" />
        ))}
        {sweeping !== null && strokes.medians[sweeping] && (
          <g clipPath={`url(#write-clip-${sweeping})`}>
            <polyline key={sweeping} points={line(strokes.medians[sweeping])} pathLength={1} className="write-sweep" />
          </g>
        )}
        {hint !== null && strokes.strokes[hint] && <path d={strokes.strokes[hint]} className="write-hint" data-testid="write-hint" />}
        {ink.length > 1 && <polyline points={line(ink)} className="write-ink" />}
      </g>
    </svg>
  );
});
