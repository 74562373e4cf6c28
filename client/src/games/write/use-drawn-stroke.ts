import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { WRITE_MAX_POINTS_PER_STROKE } from '@learnstar/shared';
import { toData, type Point3 } from './WriteGrid';

/** At most WRITE_MAX_POINTS_PER_STROKE points, evenly by index, the ends kept. */
function thin(points: Point3[]): Point3[] {
  if (points.length <= WRITE_MAX_POINTS_PER_STROKE) return points;
  const step = (points.length - 1) / (WRITE_MAX_POINTS_PER_STROKE - 1);
  return Array.from({ length: WRITE_MAX_POINTS_PER_STROKE }, (_, i) => points[Math.round(i * step)]);
}

/**
 * One stroke at a time drawn on the grid with a finger, a pen or the mouse: the ink shown while it
 * is drawn (every coalesced move, for a fast finger), and the stroke in the stroke data's box,
 * thinned, when the pointer lifts. One pointer at a time: a palm resting on a tablet is a second
 * pointer and is ignored.
 */
export function useDrawnStroke({ enabled, onStart, onStroke }: { enabled: boolean; onStart(): void; onStroke(points: Point3[]): void }) {
  const [ink, setInk] = useState<Point3[]>([]);
  const pointer = useRef<number | null>(null);
  const stroke = useRef<Point3[]>([]);
  const clear = () => {
    pointer.current = null;
    stroke.current = [];
    setInk([]);
  };
  const handlers = {
    onPointerDown(e: ReactPointerEvent<SVGSVGElement>) {
      if (!enabled || pointer.current !== null || !e.isPrimary) return;
      onStart();
      pointer.current = e.pointerId;
      e.currentTarget.setPointerCapture(e.pointerId);
      stroke.current = [toData(e.currentTarget, e.clientX, e.clientY, e.timeStamp)];
      setInk(stroke.current);
    },
    onPointerMove(e: ReactPointerEvent<SVGSVGElement>) {
      if (pointer.current !== e.pointerId) return;
      const field = e.currentTarget;
      const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
      const fresh = (events.length ? events : [e.nativeEvent]).map((p) => toData(field, p.clientX, p.clientY, p.timeStamp));
      stroke.current = [...stroke.current, ...fresh];
      setInk(stroke.current);
    },
    onPointerUp(e: ReactPointerEvent<SVGSVGElement>) {
      if (pointer.current !== e.pointerId) return;
      const points = thin([...stroke.current, toData(e.currentTarget, e.clientX, e.clientY, e.timeStamp)]);
      clear();
      onStroke(points);
    },
    onPointerCancel: clear,
  };
  return { ink, handlers };
}
