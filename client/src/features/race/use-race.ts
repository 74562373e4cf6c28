import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { RACE_EVENTS_IO as EV, RefusedCommits, ResendPace, UnstoredInputs, chars, nextInputSeq, type BoardEntry, type DictionaryQuestion, type DictionaryQuestionView, type DictionaryRevealView, type FinishedNotice, type OwnResult, type RaceAck, type RaceInputAck, type RaceResultEntry, type RaceView, withOwnResult } from '@learnstar/shared';
import { connectRaceSocket, watchTicketRefusals } from './race-socket';
import { joinWaitingInQueue } from './join-queue';

/** The characters a commit enters (code points, as the server counts them); a deletion enters none. */
const insertedChars = (input: Record<string, unknown>) => (input.kind === 'insert' ? chars(String(input.text)).length : 0);

export type RaceStart = { kind: 'practice'; game?: 1 | 2; gradeCode: number; level: string; mode?: 'hanzi' | 'pinyin'; review?: boolean; homework?: number } | { kind: 'match'; matchId: number } | { kind: 'classroom'; joinCode: string };

/**
 * One race as the page sees it. Everything shown comes from the server: the text, the board,
 * the racer's own typed text (after every ack), the figures and the results.
 */
export function useRace() {
  const socket = useRef<Socket | null>(null);
  const seq = useRef(0);
  const inFlight = useRef(0);
  // Commits acknowledged but not yet stored by the match server: sent again if the race comes back without them.
  const unstored = useRef(new UnstoredInputs<{ raceId: string; seq: number } & Record<string, unknown>>());
  // The commits the server took, by their acks' time: the ones sent again go no faster than its speed check takes.
  const pace = useRef(new ResendPace());
  const noteTaken = (ack: RaceInputAck, input: Record<string, unknown>) => {
    if (ack.accepted) pace.current.acknowledged(Date.now(), insertedChars(input));
  };
  const [view, setView] = useState<RaceView | null>(null);
  const [board, setBoard] = useState<BoardEntry[]>([]);
  const [typed, setTyped] = useState('');
  const [figures, setFigures] = useState<RaceInputAck['figures'] | null>(null);
  /** The room's results (the others' rows as the board showed them) and the racer's own whole row, which come apart. */
  const [roomResults, setResults] = useState<RaceResultEntry[] | null>(null);
  const [own, setOwn] = useState<OwnResult | null>(null);
  const results = useMemo(() => roomResults && withOwnResult(roomResults, own), [roomResults, own]);
  const [error, setError] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const [question, setQuestion] = useState<DictionaryQuestionView | null>(null);
  const [reveal, setReveal] = useState<DictionaryRevealView | null>(null);
  const [answered, setAnswered] = useState<Record<number, number>>({});
  const [review, setReview] = useState<DictionaryQuestion[] | null>(null);
  /** 'reconnecting' from the moment the match server says it is stopping (or the line drops) until the race is joined again. */
  const [connection, setConnection] = useState<'live' | 'reconnecting'>('live');
  const started = useRef<RaceStart | null>(null);
  const latest = useRef<{ view: RaceView | null; results: RaceResultEntry[] | null }>({ view: null, results: null });
  latest.current = { view, results };
  // Commits refused while the match server's Redis is away: sent again by themselves after its hint.
  const refused = useRef<RefusedCommits<{ raceId: string; seq: number }>>(null);
  refused.current ??= new RefusedCommits({
    send: (input) => (socket.current?.connected ? socket.current.emitWithAck(EV.input, input) : Promise.resolve(null)),
    answered: (data, input) => {
      noteTaken(data, input);
      unstored.current.stored(data.storedSeq);
      if (data.typed !== undefined) setTyped(data.typed);
      if (data.figures) setFigures(data.figures);
    },
    refused: setError,
    waiting: (isWaiting) => setConnection(isWaiting ? 'reconnecting' : 'live'),
  });
  /** The line dropped: the rejoin sends what was not stored, so the retries stop here. */
  const dropped = () => {
    refused.current?.cancel();
    setConnection('reconnecting');
  };
  /** Joins ahead of ours while the match server's queue holds it; null when not waiting. */
  const [queueAhead, setQueueAhead] = useState<number | null>(null);

  useEffect(() => () => void socket.current?.close(), []);

  const begin = useCallback(async (start: RaceStart) => {
    setError(null);
    setResults(null);
    setOwn(null);
    started.current = start;
    const s = socket.current ?? (socket.current = await connectRaceSocket());
    s.off();
    watchTicketRefusals(s, setError);
    // A match-server restart: Socket.IO reconnects by itself; the race is then joined again, and the
    // server (Redis keeps every accepted character) answers with the typed text and last sequence.
    s.on(EV.serverRestarting, dropped);
    s.on('disconnect', (reason: string) => reason !== 'io client disconnect' && dropped());
    s.on('connect', () => void rejoin(s));
    s.on(EV.state, (v: RaceView) => setBoard(v.board));
    s.on(EV.started, (v: RaceView) => {
      setView((old) => ({ ...(old ?? v), ...v, typed: old?.typed ?? null, lastSeq: old?.lastSeq ?? 0 }));
      setBoard(v.board);
    });
    s.on(EV.progress, (p: { board: BoardEntry[] }) => setBoard(p.board));
    s.on(EV.result, (p: OwnResult) => setOwn(p));
    s.on(EV.finished, (p: FinishedNotice) => {
      setResults(p.results);
      setReview(p.review ?? null);
    });
    s.on(EV.question, (q: DictionaryQuestionView) => {
      setQuestion(q);
      setReveal(null);
    });
    s.on(EV.reveal, (r: DictionaryRevealView) => {
      setReveal(r);
      setBoard(r.board);
    });
    s.on(EV.removed, (p: { msg: string }) => setError(p.msg));
    const event = start.kind === 'practice' ? EV.startPractice : start.kind === 'match' ? EV.joinMatch : EV.joinClassroom;
    const payload = start.kind === 'practice' ? { game: start.game ?? 1, gradeCode: start.gradeCode, level: start.level, mode: start.mode ?? 'hanzi', ...(start.review ? { review: true } : {}), ...(start.homework ? { homework: start.homework } : {}) } : start.kind === 'match' ? { matchId: start.matchId } : { joinCode: start.joinCode };
    const ack = await joinWaitingInQueue(s, event, payload, setQueueAhead);
    setQueueAhead(null);
    if (!ack.ok) return setError(ack.msg);
    joined(ack.data);
    await resendUnstored(s, ack.data);
  }, []);

  const joined = (data: RaceView) => {
    setOffset(data.serverNow - Date.now());
    setView(data);
    setBoard(data.board);
    setTyped(data.typed ?? '');
    setQuestion(data.question);
    seq.current = data.lastSeq;
  };

  /** Back in a race without the last commits the server acknowledged (not yet stored): they go again, in order, with their numbers. */
  const resendUnstored = async (s: Socket, data: RaceView) => {
    const again = unstored.current.toResend(data.lastSeq).filter((input) => input.raceId === data.raceId);
    if (!again.length) return unstored.current.clear();
    for (const input of again) {
      const wait = pace.current.waitMs(Date.now(), insertedChars(input));
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const reply: RaceAck<RaceInputAck> = await s.emitWithAck(EV.input, input);
      if (!reply.ok) return;
      noteTaken(reply.data, input);
      seq.current = input.seq;
      if (reply.data.typed !== undefined) setTyped(reply.data.typed);
      unstored.current.stored(reply.data.storedSeq);
    }
  };

  /**
   * Back after a drop: the race is asked for again by its id (practice too) and carries on; the
   * server answers with what it kept, and if the race ended meanwhile sends the results. A race it
   * no longer has (the in-memory store restarted) is lost: the pupil is told so, and nothing of it
   * was written.
   */
  const rejoin = async (s: Socket) => {
    const { view: current, results: done } = latest.current;
    if (!started.current || !current || done) return setConnection('live');
    const ack = await joinWaitingInQueue(s, EV.rejoin, { raceId: current.raceId }, setQueueAhead);
    setQueueAhead(null);
    // The server is back but its Redis not yet: still reconnecting, asked again after the hint.
    if (!ack.ok && ack.retryInMs !== undefined) return void setTimeout(() => s.connected && void rejoin(s), ack.retryInMs);
    if (ack.ok && ack.data.raceId === current.raceId) {
      joined(ack.data);
      // Live again once what was not stored is sent: new typing takes the numbers after it.
      await resendUnstored(s, ack.data);
      return setConnection('live');
    }
    setConnection('live');
    setView(null);
    setError(!ack.ok && ack.msg !== 'raceNotFound' ? ack.msg : 'raceLostOnRestart');
  };

  // Typing races: the page going hidden or visible is reported, so commits sent from a hidden page
  // count as typed while hidden (fair play). Queued with the inputs on the server, in order. The
  // state on entering is reported too, so the server never keeps a hidden page from before.
  const raceId = view?.game === 1 ? view.raceId : null;
  useEffect(() => {
    if (!raceId) return;
    const report = () => void socket.current?.emit(EV.visibility, { raceId, hidden: document.hidden }, () => undefined);
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [raceId]);

  /** Dictionary races: one answer per question; the right one is shown only at the reveal. */
  const answer = useCallback(
    async (questionIndex: number, optionIndex: number) => {
      if (!socket.current || !view) return;
      const ack: RaceAck<{ accepted: boolean; reason?: string }> = await socket.current.emitWithAck(EV.answer, { raceId: view.raceId, questionIndex, optionIndex });
      if (!ack.ok) return setError(ack.msg);
      if (ack.data.accepted) setAnswered((a) => ({ ...a, [questionIndex]: optionIndex }));
    },
    [view],
  );

  /** Sends one commit; the server's copy of the typed text replaces ours when it answers. */
  const send = useCallback(
    async (input: { kind: 'insert'; text: string } | { kind: 'delete'; count: number }) => {
      if (!socket.current || !view || connection !== 'live') return;
      const payload = input.kind === 'insert' ? { raceId: view.raceId, seq: ++seq.current, kind: 'insert', text: input.text, mode: view.mode === 'pinyin' ? 'pinyin' : 'ime' } : { raceId: view.raceId, seq: ++seq.current, kind: 'delete', count: input.count };
      inFlight.current++;
      unstored.current.sent(payload);
      const ack: RaceAck<RaceInputAck> = await socket.current.emitWithAck(EV.input, payload).finally(() => inFlight.current--);
      if (!ack.ok && ack.msg === 'serviceUnavailable' && ack.retryInMs !== undefined) return refused.current?.refused(payload, ack.retryInMs);
      if (!ack.ok) return setError(ack.msg);
      noteTaken(ack.data, payload);
      unstored.current.stored(ack.data.storedSeq);
      if (ack.data.typed !== undefined) setTyped(ack.data.typed);
      seq.current = nextInputSeq(seq.current, ack.data.lastSeq, inFlight.current);
      if (ack.data.figures) setFigures(ack.data.figures);
    },
    [view, connection],
  );

  // One function while the offset holds, so the clocks that read it are not restarted by every render.
  const serverNow = useCallback(() => Date.now() + offset, [offset]);
  return { view, board, typed, figures, results, error, connection, queueAhead, begin, send, question, reveal, answered, review, answer, serverNow };
}
