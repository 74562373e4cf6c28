import { useEffect, useRef } from 'react';

/**
 * Pauses a running game when the tab is hidden or the window loses focus (a child switching
 * tabs must not lose lives), and adds up how long the page was hidden for the server's records.
 */
export function usePauseOnLeave(active: boolean, pause: () => void): { hiddenMs(): number } {
  const hiddenTotal = useRef(0);
  const hiddenSince = useRef<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const onVisibility = () => {
      if (document.hidden) {
        hiddenSince.current = performance.now();
        pause();
      } else if (hiddenSince.current !== null) {
        hiddenTotal.current += performance.now() - hiddenSince.current;
        hiddenSince.current = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', pause);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', pause);
    };
  }, [active, pause]);
  return { hiddenMs: () => hiddenTotal.current };
}
