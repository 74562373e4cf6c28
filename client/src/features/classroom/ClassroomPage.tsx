import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { RACE_EVENTS_IO as EV, type RaceAck, type RaceView } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { connectRaceSocket } from '../race/race-socket';
import { ClassroomHost } from './ClassroomHost';

/**
 * /typingmain/wating (and its short address /join): pupils enter a join code (filled in from
 * ?code=, as the projector's QR code opens it); teachers host a classroom race.
 */
export function ClassroomPage() {
  const user = useSession((s) => s.user);
  const isTeacher = user?.role === 'teacher' || user?.role === 'operator';
  return isTeacher ? <ClassroomHost /> : <JoinByCode />;
}

/** The code decides the game: join once to learn it, then open that game's page (which rejoins). */
function JoinByCode() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const socket = useRef<Socket | null>(null);
  useEffect(() => () => void socket.current?.close(), []);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    const joinCode = code.trim().toUpperCase();
    const s = socket.current ?? (socket.current = await connectRaceSocket());
    const ack: RaceAck<RaceView> = await s.timeout(15_000).emitWithAck(EV.joinClassroom, { joinCode });
    if (!ack.ok) return setError(ack.msg);
    s.close();
    socket.current = null;
    navigate(`${ack.data.game === 2 ? '/dictionarymain/game' : '/typingmain/typinggame'}?code=${encodeURIComponent(joinCode)}`);
  };

  return (
    <form className="form-page narrow" onSubmit={(e) => void join(e)}>
      <h1>{t('classroom.joinTitle')}</h1>
      {error && <p className="notice">{t(`errors.${error}`)}</p>}
      <input name="joinCode" value={code} maxLength={6} onChange={(e) => setCode(e.target.value)} placeholder={t('classroom.codePlaceholder')} aria-label={t('classroom.codePlaceholder')} />
      <button type="submit" className="button">
        {t('classroom.join')}
      </button>
    </form>
  );
}
