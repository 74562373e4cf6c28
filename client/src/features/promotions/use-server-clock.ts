import { useEffect, useMemo, useState } from 'react';

const TICK_MS = 1_000;

/**
 * The server's time, ticking each second: the page's own clock only measures how much time passed
 * since the answer came, so a pupil's wrong clock cannot open a promotion early. `serverNow` is
 * the answer's ISO time; the offset is taken once, when it arrives.
 */
export function useServerClock(serverNow: string | undefined): Date {
  const offset = useMemo(() => (serverNow ? Date.parse(serverNow) - Date.now() : 0), [serverNow]);
  const [now, setNow] = useState(() => new Date(Date.now() + offset));
  useEffect(() => {
    setNow(new Date(Date.now() + offset));
    const timer = setInterval(() => setNow(new Date(Date.now() + offset)), TICK_MS);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}
