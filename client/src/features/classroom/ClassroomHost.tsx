import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { RACE_EVENTS_IO as EV, type BoardEntry, type HostFlags, type RaceAck, type RaceResultRow, type RaceView } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { GradeLevelPicker } from '../../common/GradeLevelPicker';
import { connectRaceSocket } from '../race/race-socket';
import { RaceBoard } from '../race/RaceBoard';
import { useRaceSound } from '../race/use-race-sound';
import { HeldResults } from '../fairplay/HeldResults';
import { ClassChoice, ClassLobbyMissing, useClassMissing } from '../classes/ClassRaceSetup';
import { gameServerFetch } from './game-server-fetch';
import { useRaceRoster } from './projector/use-race-roster';
import { ProjectorView } from './projector/ProjectorView';
import { followHostReconnects } from './host-rejoin';

/**
 * The teacher's side of a classroom race: open a room, see who joined, remove a pupil, lock the
 * room once the class is in, start (3-2-1), end, download the results as CSV; or show it all on
 * the projector.
 */
export function ClassroomHost() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const socket = useRef<Socket | null>(null);
  const [room, setRoom] = useState<RaceView | null>(null);
  const [board, setBoard] = useState<BoardEntry[]>([]);
  /** The fair-play markers of the live board: the host's alone (race:flags). */
  const [flagged, setFlagged] = useState<ReadonlySet<number>>(new Set());
  const [results, setResults] = useState<RaceResultRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [options, setOptions] = useState({ game: 1 as 1 | 2, gradeCode: 1, level: 'elementary', durationSec: 120, lateJoin: false });
  const [classId, setClassId] = useState<number | null>(null);
  const [projector, setProjector] = useState(false);
  const [connection, setConnection] = useState<'live' | 'reconnecting'>('live');
  const sound = useRaceSound();
  const present = board.map((b) => b.userId);
  const missing = useClassMissing(classId, room?.raceId ?? null, room?.joinCode ?? null, room?.game === 2 ? 2 : 1, present);
  const roster = useRaceRoster(projector ? (room?.raceId ?? null) : null, present, results !== null);
  useEffect(() => () => void socket.current?.close(), []);

  const call = async <T,>(event: string, payload: unknown): Promise<T | null> => {
    const s = socket.current ?? (socket.current = await connectRaceSocket());
    const ack: RaceAck<T> = await s.timeout(15_000).emitWithAck(event, payload);
    if (!ack.ok) {
      setError(ack.msg);
      return null;
    }
    setError(null);
    return ack.data;
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const view = await call<RaceView>(EV.createClassroom, { mode: 'hanzi', ...options });
    if (!view) return;
    const s = socket.current!;
    // A new room starts with nobody marked; a listener of an earlier room on this socket ignores this one's markers.
    setFlagged(new Set());
    s.on(EV.state, (v: RaceView) => {
      setRoom(v);
      setBoard(v.board);
    });
    s.on(EV.started, (v: RaceView) => {
      setRoom(v);
      setBoard(v.board);
    });
    s.on(EV.progress, (p: { board: BoardEntry[] }) => setBoard(p.board));
    s.on(EV.reveal, (p: { board: BoardEntry[] }) => setBoard(p.board));
    s.on(EV.flags, (p: HostFlags) => p.raceId === view.raceId && setFlagged(new Set(p.flagged)));
    s.on(EV.finished, (p: { results: RaceResultRow[] }) => setResults(p.results));
    followHostReconnects(s, view.raceId, {
      connection: setConnection,
      room: (v) => {
        setRoom(v);
        setBoard(v.board);
      },
      error: setError,
    });
    setRoom(view);
    setBoard(view.board);
  };

  const downloadCsv = async () => {
    if (!room) return;
    const response = await gameServerFetch(`/races/${room.raceId}/results.csv`, token);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = `${room.raceId}-results.csv`;
    link.click();
  };
  const start = () => room && void call(EV.start, { raceId: room.raceId });
  const end = () => room && void call(EV.end, { raceId: room.raceId });
  const toggleLock = async () => {
    if (!room) return;
    const view = await call<RaceView>(EV.lock, { raceId: room.raceId, locked: !room.locked });
    if (view) setRoom(view);
  };

  return (
    <section className="classroom">
      <h1>{t('classroom.hostTitle')}</h1>
      <p>
        <Link to="/typingmain/fairplay">{t('fairplay.review.title')}</Link>
      </p>
      {error && <p className="notice">{t(`errors.${error}`)}</p>}
      {connection === 'reconnecting' && (
        <p className="notice" role="status">
          {t('classroom.reconnecting')}
        </p>
      )}
      {!room ? (
        <form className="practice-setup" onSubmit={(e) => void create(e)}>
          <label>
            {t('classroom.game')}{' '}
            <select name="game" value={options.game} onChange={(e) => setOptions({ ...options, game: Number(e.target.value) as 1 | 2 })}>
              <option value={1}>{t('classroom.game_1')}</option>
              <option value={2}>{t('classroom.game_2')}</option>
            </select>
          </label>
          <ClassChoice classId={classId} onChange={setClassId} />
          <GradeLevelPicker gradeCode={options.gradeCode} level={options.level} onChange={(next) => setOptions({ ...options, ...next })} />
          <label>
            {t('classroom.duration')}
            <input name="durationSec" type="number" min={30} max={600} value={options.durationSec} onChange={(e) => setOptions({ ...options, durationSec: Number(e.target.value) })} />
          </label>
          <label className="inline">
            <input type="checkbox" checked={options.lateJoin} onChange={(e) => setOptions({ ...options, lateJoin: e.target.checked })} /> {t('classroom.lateJoin')}
          </label>
          <button type="submit" className="button">
            {t('classroom.create')}
          </button>
        </form>
      ) : (
        <>
          <p className="join-code">
            {t('classroom.code')}: <strong data-testid="join-code">{room.joinCode}</strong>{' '}
            <button type="button" className="button" onClick={() => setProjector(true)}>
              {t('projector.open')}
            </button>
          </p>
          <ul className="lobby" data-testid="lobby">
            {board.map((b) => (
              <li key={b.userId}>
                {b.name}
                {room.state === 'registered' && (
                  <button type="button" className="link-button" onClick={() => void call(EV.kick, { raceId: room.raceId, userId: b.userId })}>
                    {t('classroom.remove')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {missing && <ClassLobbyMissing missing={missing} />}
          {!results && (
            <p className="room-lock">
              {room.locked && <span role="status">{t('classroom.locked')} </span>}
              <button type="button" className="button ghost" aria-pressed={room.locked} data-testid="room-lock" onClick={() => void toggleLock()}>
                {t(room.locked ? 'classroom.unlock' : 'classroom.lock')}
              </button>
            </p>
          )}
          {!results && (
            <div className="modal-actions">
              {room.startAt === null && (
                <button type="button" className="button" onClick={start}>
                  {t('classroom.start')}
                </button>
              )}
              <button type="button" className="button ghost" onClick={end}>
                {t('classroom.end')}
              </button>
            </div>
          )}
          {room.state === 'inProgress' && <RaceBoard board={board} game={room.game} flagged={flagged} />}
          {results && (
            <section data-testid="classroom-results">
              <h2>{t('race.results')}</h2>
              <ol>
                {results.map((r) => (
                  <li key={r.userId}>
                    {r.name}: {r.score}
                    {room.game === 1 && ` · ${r.wpm} ${t('home.wpm')} · ${r.accuracy}%`}
                    {r.flagged && ` (${t('fairplay.heldMark')})`}
                  </li>
                ))}
              </ol>
              <button type="button" className="button" onClick={() => void downloadCsv()}>
                {t('classroom.csv')}
              </button>
              {results.some((r) => r.flagged) && <HeldResults raceId={room.raceId} />}
            </section>
          )}
          {projector && (
            <ProjectorView reconnecting={connection === 'reconnecting'} room={room} board={board} results={results} roster={roster} missing={missing} sound={sound} onStart={start} onEnd={end} onCsv={() => void downloadCsv()} onClose={() => setProjector(false)} />
          )}
        </>
      )}
    </section>
  );
}
