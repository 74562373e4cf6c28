import { useRef } from 'react';

/**
 * Lanes keep the order racers arrived in, so a lane never jumps as places change: ids seen before
 * keep their slot, newcomers go to the end, and ids no longer present drop out.
 */
export function useStableOrder(ids: number[]): number[] {
  const order = useRef<number[]>([]);
  const present = new Set(ids);
  const kept = order.current.filter((id) => present.has(id));
  const known = new Set(kept);
  order.current = [...kept, ...ids.filter((id) => !known.has(id))];
  return order.current;
}
