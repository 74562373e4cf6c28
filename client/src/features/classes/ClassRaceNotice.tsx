import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CLASS_RACE_INVITE_FALLBACK_POLL_MS, isSuccess, type ClassRaceInvite } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { classesApi } from './classes-api';
import { watchClassRaceInvites } from './invite-stream';
import './classes.css';

const RACE_PAGES = ['/typingmain/typinggame', '/dictionarymain/game'];
/** Notices answered (Join or Later) in this tab, so a reload does not ask again. */
const ANSWERED_KEY = 'ls.classRaceAnswered';

function answered(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(ANSWERED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/**
 * A pupil's notice that their teacher opened a race for their class, with Join. The API pushes
 * the pupil's notices over a stream (invite-stream.ts); only while that stream is down does the
 * page ask, at once and then every CLASS_RACE_INVITE_FALLBACK_POLL_MS while visible. Hidden on
 * the race pages themselves.
 */
export function ClassRaceNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isPupil = useSession((s) => s.user?.role === 'pupil');
  const token = useSession((s) => s.token);
  const [invites, setInvites] = useState<ClassRaceInvite[]>([]);
  const [dismissed, setDismissed] = useState<string[]>(answered);
  useEffect(() => {
    if (!isPupil || !token) return setInvites([]);
    let streaming = false;
    const ask = async () => {
      if (streaming || document.visibilityState !== 'visible') return;
      const answer = await classesApi.invites();
      setInvites(isSuccess(answer) ? (answer.data ?? []) : []);
    };
    const stop = watchClassRaceInvites(token, {
      onList: setInvites,
      onOpen: (open) => {
        streaming = open;
        if (!open) void ask();
      },
    });
    const timer = window.setInterval(() => void ask(), CLASS_RACE_INVITE_FALLBACK_POLL_MS);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [isPupil, token]);

  // A pushed list is not asked again, so a notice past its time is dropped here.
  const invite = invites.find((i) => !dismissed.includes(i.raceId) && Date.parse(i.expiresAt) > Date.now());
  if (!invite || RACE_PAGES.includes(pathname)) return null;
  const dismiss = () => {
    const next = [...dismissed, invite.raceId];
    sessionStorage.setItem(ANSWERED_KEY, JSON.stringify(next));
    setDismissed(next);
  };
  const join = () => {
    dismiss();
    navigate(`${invite.game === 2 ? '/dictionarymain/game' : '/typingmain/typinggame'}?code=${invite.joinCode}`);
  };
  return (
    <div className="class-race-notice" role="status" data-testid="class-race-notice">
      <span>{t('classes.raceNotice', { teacher: invite.teacherName, className: invite.className })}</span>
      <button type="button" className="button" onClick={join}>
        {t('classes.raceJoin')}
      </button>
      <button type="button" className="button ghost" onClick={dismiss}>
        {t('classes.raceLater')}
      </button>
    </div>
  );
}
