import { useEffect } from 'react';
import { useUi } from '../stores/ui';

/**
 * While `active` (a game or race round is under way) the layout's header steps aside to a slim bar
 * and the page starts at the top, so the round's stage, sized to the window below that bar, is all
 * in view without scrolling. The header comes back when the round ends or the page closes.
 */
export function useRoundRunning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    useUi.getState().setRoundRunning(true);
    window.scrollTo(0, 0);
    return () => useUi.getState().setRoundRunning(false);
  }, [active]);
}
