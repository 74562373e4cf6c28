import { useEffect, useState } from 'react';

/** How often the clock is read: a shown second changes at most this late. */
const TICK_MS = 200;

/** Whole seconds from `now` until `at` (0 once it has passed, or when there is no such time). */
const secondsUntil = (at: number | null | undefined, now: number) => (at && now < at ? Math.ceil((at - now) / 1000) : 0);

/**
 * The seconds a race page shows, by the server's time: until the start (the big countdown) and
 * until the end. It ticks only while a round is on, and the page renders again only when a shown
 * second changes: setting the time itself every 200 ms rendered the whole race page five times a
 * second, a tenth of a core on a tablet while nothing moved. `serverNow` should be stable (use-race's
 * is, while the clock offset holds): a new function restarts the ticking.
 */
export function useRoundSeconds(startAt: number | null | undefined, endAt: number | null | undefined, serverNow: () => number, running: boolean): { countdown: number; remaining: number } {
  const [countdown, setCountdown] = useState(() => secondsUntil(startAt, serverNow()));
  const [remaining, setRemaining] = useState(() => secondsUntil(endAt, serverNow()));
  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const now = serverNow();
      setCountdown(secondsUntil(startAt, now));
      setRemaining(secondsUntil(endAt, now));
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [running, startAt, endAt, serverNow]);
  return running ? { countdown, remaining } : { countdown: 0, remaining: 0 };
}

/** The server's time in milliseconds, read every `tickMs`: for a part that moves smoothly (a shrinking bar). */
export function useServerTime(serverNow: () => number, tickMs: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), tickMs);
    return () => clearInterval(timer);
  }, [serverNow, tickMs]);
  return now;
}
