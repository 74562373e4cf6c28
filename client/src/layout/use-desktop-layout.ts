import { useSyncExternalStore } from 'react';
import { MIN_LAYOUT_WIDTH_PX } from '@learnstar/shared';

const QUERY = `(min-width: ${MIN_LAYOUT_WIDTH_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the window is as wide as the specification's desktop layout (below it pages adapt). */
export function useDesktopLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => true);
}
