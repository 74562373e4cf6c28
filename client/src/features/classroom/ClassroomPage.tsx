import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { RACE_EVENTS_IO as EV, isSuccess, type BoardEntry, type ClientConfig, type RaceAck, type RaceResultRow, type RaceView } from '@learnstar/shared';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';
import { GradeLevelPicker } from '../../common/GradeLevelPicker';
import { connectRaceSocket } from '../race/race-socket';
import { RaceBoard } from '../race/RaceBoard';
import { HeldResults } from '../fairplay/HeldResults';
import { ClassChoice, ClassLobbyMissing } from '../classes/ClassRaceSetup';

/**
 * /typingmain/wating: pupils enter a join code; teachers open a classroom race, see who joined,
 * remove a pupil, start (3-2-1), end, and download the results as CSV.
 */
export function ClassroomPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const isTeacher = user?.role === 'teacher' || user?.role === 'operator';
  const socket = useRef<Socket | null>(null);
  const [code, setCode] = useState('');
  const [room, setRoom] = useState<RaceView | null>(null);
  const [board, setBoard] = useState<BoardEntry[]>([]);
  const [results, setResults] = useState<RaceResultRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [options, setOptions] = useState({ game: 1 as 1 | 2, gradeCode: 1, level: 'elementary', durationSec: 120, lateJoin: false });
  const [classId, setClassId] = useState<number | null>(null);
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
    s.on(EV.state, (v: RaceView) => {
      setRoom(v);
      setBoard(v.board);
    });
    s.on(EV.started, (v: RaceView) => setRoom(v));
    s.on(EV.progress, (p: { board: BoardEntry[] }) => setBoard(p.board));
    s.on(EV.finished, (p: { results: RaceResultRow[] }) => setResults(p.results));
    setRoom(view);
    setBoard(view.board);
  };

  const downloadCsv = async () => {
    if (!room) return;
    const config = await api<ClientConfig>('GET', '/config');
    const base = (isSuccess(config) && config.data?.gameServerUrl) || window.location.origin;
    const response = await fetch(`${base}/races/${room.raceId}/results.csv`, { headers: { authorization: `Bearer ${token}` } });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = `${room.raceId}-results.csv`;
    link.click();
  };

  /** The code decides the game: join once to learn it, then open that game's page (which rejoins). */
  const join = async (event: FormEvent) => {
    event.preventDefault();
    const joinCode = code.trim().toUpperCase();
    const view = await call<RaceView>(EV.joinClassroom, { joinCode });
    if (!view) return;
    socket.current?.close();
    socket.current = null;
    navigate(`${view.game === 2 ? '/dictionarymain/game' : '/typingmain/typinggame'}?code=${encodeURIComponent(joinCode)}`);
  };

  if (!isTeacher) {
    return (
      <form className="form-page narrow" onSubmit={(e) => void join(e)}>
        <h1>{t('classroom.joinTitle')}</h1>
        {error && <p className="notice">{t(`errors.${error}`)}</p>}
        <input name="joinCode" value={code} maxLength={6} onChange={(e) => setCode(e.target.value)} placeholder={t('classroom.codePlaceholder')} />
        <button type="submit" className="button">
          {t('classroom.join')}
        </button>
      </form>
    );
  }

  return (
    <section className="classroom">
      <h1>{t('classroom.hostTitle')}</h1>
      <p>
        <Link to="/typingmain/fairplay">{t('fairplay.review.title')}</Link>
      </p>
      {error && <p className="notice">{t(`errors.${error}`)}</p>}
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
            {t('classroom.code')}: <strong data-testid="join-code">{room.joinCode}</strong>
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
          {classId !== null && room.joinCode && (
            <ClassLobbyMissing classId={classId} raceId={room.raceId} joinCode={room.joinCode} game={room.game === 2 ? 2 : 1} present={board.map((b) => b.userId)} />
          )}
          {!results && (
            <div className="modal-actions">
              {room.startAt === null && (
                <button type="button" className="button" onClick={() => void call(EV.start, { raceId: room.raceId })}>
                  {t('classroom.start')}
                </button>
              )}
              <button type="button" className="button ghost" onClick={() => void call(EV.end, { raceId: room.raceId })}>
                {t('classroom.end')}
              </button>
            </div>
          )}
          {room.state === 'inProgress' && <RaceBoard board={board} />}
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
        </>
      )}
    </section>
  );
}
