import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RACE_COUNTDOWN_MS,
  accuracy,
  applyCommit,
  chars,
  charactersPerMinute,
  ghostFinishMs,
  ghostPosition,
  hareFinishMs,
  harePosition,
  isWhole,
  raceMaxLength,
  raceProgress,
  raceTarget,
  type RaceSessionStart,
} from '@learnstar/shared';
import type { GameBridge } from '../bridge';
import { useGameSession } from '../session-store';
import { testHook } from '../test-hook';
import type { RaceFrame, RaceOver } from './race-frame';

/** How often the clock moves the racers and the live figures. */
const TICK_MS = 100;

/** ms on the answer clock (negative in the countdown); frozen while paused. */
function raceClock(pausedAt: number | null): number {
  return (pausedAt ?? performance.now()) - useGameSession.getState().clockStart;
}

/**
 * One race as the chrome runs it: the typed text (commits logged with their start index), the
 * clock (the countdown and pauses are left out of it, so the hare the pupil sees is the hare the
 * server scores against), the live figures, and the frames and podium sent to the scene. In pinyin
 * mode the text to type follows the readings the pupil chose (race-reading in shared), as the
 * server judges it; positions on the track are characters of the written target.
 */
export function useRaceRun(session: RaceSessionStart, bridge: GameBridge) {
  const { t } = useTranslation();
  const passage = session.passage;
  const target = useMemo(() => chars(passage.target), [passage]);
  const maxLength = useMemo(() => raceMaxLength(passage), [passage]);
  const [typed, setTyped] = useState<string[]>([]);
  const [frame, setFrame] = useState<RaceFrame | null>(null);
  const typedRef = useRef<string[]>([]);
  const frameRef = useRef<RaceFrame | null>(null);
  const keystrokes = useRef({ typed: 0, right: 0 });
  const pausedAt = useRef<number | null>(null);
  const over = useRef(false);

  const end = useCallback(
    (finishMs: number | null) => {
      over.current = true;
      const ghost = session.ghost ? [{ racer: 'ghost' as const, ms: ghostFinishMs(passage, session.ghost.timeline) }] : [];
      const places: RaceOver['places'] = [{ racer: 'tortoise', ms: finishMs }, { racer: 'hare', ms: hareFinishMs(session.hare, target.length) }, ...ghost];
      places.sort((a, b) => (a.ms ?? Infinity) - (b.ms ?? Infinity));
      bridge.emit('raceOver', { places, finished: finishMs !== null });
    },
    [bridge, session, passage, target],
  );

  useEffect(() => {
    useGameSession.getState().shiftClock(RACE_COUNTDOWN_MS);
    const unsubscribe = useGameSession.subscribe((state, before) => {
      if (state.paused === before.paused) return;
      if (state.paused) pausedAt.current = performance.now();
      else if (pausedAt.current !== null) {
        state.shiftClock(performance.now() - pausedAt.current);
        pausedAt.current = null;
      }
    });
    const tick = () => {
      if (over.current) return;
      const clockMs = raceClock(pausedAt.current);
      const ms = Math.max(0, clockMs);
      const hare = harePosition(session.hare, target.length, ms);
      const next: RaceFrame = {
        clockMs,
        countdown: clockMs < 0 ? String(Math.ceil(-clockMs / 1000)) : clockMs < 800 ? t('games.race.go') : '',
        tortoise: raceProgress(passage, typedRef.current),
        hare: hare.chars,
        napping: hare.napping,
        ghost: session.ghost ? ghostPosition(passage, session.ghost.timeline, ms) : null,
        mistakes: keystrokes.current.typed - keystrokes.current.right,
      };
      frameRef.current = next;
      setFrame(next);
      bridge.emit('raceFrame', next);
      if (clockMs >= session.durationMs) end(null);
    };
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearInterval(timer);
      unsubscribe();
      // Undone so that React's development double mount does not count the countdown twice.
      useGameSession.getState().shiftClock(-RACE_COUNTDOWN_MS);
    };
  }, [bridge, session, passage, target, t, end]);

  /** A commit at the cursor: logged for the server, applied by the shared rule; the last character ends the race. */
  const commit = useCallback(
    (input: string) => {
      if (over.current || pausedAt.current !== null || raceClock(null) < 0) return;
      const start = typedRef.current.length;
      const entered = chars(input).slice(0, maxLength - start);
      if (entered.length === 0) return;
      const answer = useGameSession.getState().recordAnswer(`c${start}`, entered.join(''));
      typedRef.current = applyCommit(typedRef.current, start, entered.join(''), maxLength);
      const judged = raceTarget(passage, typedRef.current);
      keystrokes.current.typed += entered.length;
      keystrokes.current.right += entered.filter((c, i) => c === judged[start + i]).length;
      setTyped(typedRef.current);
      if (isWhole(typedRef.current, judged)) end(answer.atMs);
    },
    [passage, maxLength, end],
  );

  const deleteOne = useCallback(() => {
    if (over.current || typedRef.current.length === 0) return;
    typedRef.current = typedRef.current.slice(0, -1);
    setTyped(typedRef.current);
  }, []);

  useEffect(() => {
    const hook = testHook();
    if (!hook) return;
    hook.race = () => {
      const now = frameRef.current;
      return { target: raceTarget(passage, typedRef.current).join(''), typed: typedRef.current.join(''), cursor: typedRef.current.length, clockMs: now?.clockMs ?? -RACE_COUNTDOWN_MS, tortoise: now?.tortoise ?? 0, hare: now?.hare ?? 0, ghost: now?.ghost ?? null };
    };
    return () => {
      hook.race = () => null;
    };
  }, [passage]);

  const clockMs = frame?.clockMs ?? -RACE_COUNTDOWN_MS;
  const tortoise = raceProgress(passage, typed);
  const judged = useMemo(() => raceTarget(passage, typed), [passage, typed]);
  const figures = {
    cpm: charactersPerMinute(tortoise, clockMs),
    accuracy: accuracy(keystrokes.current.right, keystrokes.current.typed),
    gap: Math.round(tortoise - (frame?.hare ?? 0)),
    ghostGap: frame?.ghost == null ? null : tortoise - frame.ghost,
  };
  return { target: judged, typed, frame, figures, started: clockMs >= 0, commit, deleteOne };
}
