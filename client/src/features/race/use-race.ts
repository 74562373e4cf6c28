import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { RACE_EVENTS_IO as EV, type BoardEntry, type RaceAck, type RaceInputAck, type RaceResultRow, type RaceView } from '@learnstar/shared';
import { connectRaceSocket } from './race-socket';

export type RaceStart = { kind: 'practice'; gradeCode: number; level: string } | { kind: 'match'; matchId: number } | { kind: 'classroom'; joinCode: string };

/**
 * One race as the page sees it. Everything shown comes from the server: the text, the board,
 * the racer's own typed text (after every ack), the figures and the results.
 */
export function useRace() {
  const socket = useRef<Socket | null>(null);
  const seq = useRef(0);
  const [view, setView] = useState<RaceView | null>(null);
  const [board, setBoard] = useState<BoardEntry[]>([]);
  const [typed, setTyped] = useState('');
  const [figures, setFigures] = useState<RaceInputAck['figures'] | null>(null);
  const [results, setResults] = useState<RaceResultRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => () => void socket.current?.close(), []);

  const begin = useCallback(async (start: RaceStart) => {
    setError(null);
    setResults(null);
    const s = socket.current ?? (socket.current = await connectRaceSocket());
    s.off();
    s.on(EV.state, (v: RaceView) => setBoard(v.board));
    s.on(EV.started, (v: RaceView) => {
      setView((old) => ({ ...(old ?? v), ...v, typed: old?.typed ?? null, lastSeq: old?.lastSeq ?? 0 }));
      setBoard(v.board);
    });
    s.on(EV.progress, (p: { board: BoardEntry[] }) => setBoard(p.board));
    s.on(EV.finished, (p: { results: RaceResultRow[] }) => setResults(p.results));
    s.on(EV.removed, (p: { msg: string }) => setError(p.msg));
    const event = start.kind === 'practice' ? EV.startPractice : start.kind === 'match' ? EV.joinMatch : EV.joinClassroom;
    const payload = start.kind === 'practice' ? { game: 1, gradeCode: start.gradeCode, level: start.level, mode: 'hanzi' } : start.kind === 'match' ? { matchId: start.matchId } : { joinCode: start.joinCode };
    const ack: RaceAck<RaceView> = await s.timeout(15_000).emitWithAck(event, payload);
    if (!ack.ok) return setError(ack.msg);
    setOffset(ack.data.serverNow - Date.now());
    setView(ack.data);
    setBoard(ack.data.board);
    setTyped(ack.data.typed ?? '');
    seq.current = ack.data.lastSeq;
  }, []);

  /** Sends one commit; the server's copy of the typed text replaces ours when it answers. */
  const send = useCallback(
    async (input: { kind: 'insert'; text: string } | { kind: 'delete'; count: number }) => {
      if (!socket.current || !view) return;
      const payload = input.kind === 'insert' ? { raceId: view.raceId, seq: ++seq.current, kind: 'insert', text: input.text, mode: 'ime' } : { raceId: view.raceId, seq: ++seq.current, kind: 'delete', count: input.count };
      const ack: RaceAck<RaceInputAck> = await socket.current.emitWithAck(EV.input, payload);
      if (!ack.ok) return setError(ack.msg);
      if (ack.data.typed !== undefined) setTyped(ack.data.typed);
      if (ack.data.lastSeq !== undefined) seq.current = Math.max(seq.current, ack.data.lastSeq);
      if (ack.data.figures) setFigures(ack.data.figures);
    },
    [view],
  );

  return { view, board, typed, figures, results, error, begin, send, serverNow: () => Date.now() + offset };
}
