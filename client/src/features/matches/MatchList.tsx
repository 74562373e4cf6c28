import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isForGrade, isSuccess, ownGradeFirst, type Match } from '@learnstar/shared';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { formatSgTime } from './match-time';
import { matchTitle } from './match-title';

/**
 * Scheduled races of one game, with sign-up (POST /match/signup?matchId&userId). A pupil sees their
 * grade's races first; the others say they are for another grade and offer no sign-up (the API refuses it).
 */
export function MatchList({ game, limit }: { game?: 1 | 2; limit?: number }) {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const { toast, openLogin } = useUi();
  const [matches, setMatches] = useState<Match[] | null>(null);

  const [version, setVersion] = useState(0);
  const load = () => setVersion((v) => v + 1);
  useEffect(() => {
    // A transition, as the first render (main.tsx): the cards render in slices, not one long task.
    void api<Match[]>('GET', '/match/list', { query: { game } }).then((result) => startTransition(() => setMatches(isSuccess(result) ? (result.data ?? []) : [])));
  }, [game, user?.id, version]);

  const signUp = async (match: Match) => {
    if (!user) return openLogin('errors.notLoggedIn');
    const result = await api('POST', '/match/signup', { query: { matchId: match.id, userId: user.id } });
    if (isSuccess(result)) {
      toast(t('matches.signUpOk'), 'success');
      load();
    } else {
      toast(`${t('matches.signUpFailed')}: ${t(`errors.${result.msg ?? 'submissionFailed'}`)}`, 'error');
    }
  };

  if (!matches) {
    // A row of stand-in cards per row to come, so the sections below stay where they will be.
    return (
      <>
        <p className="sr-only">{t('common.loading')}</p>
        <ul className="match-list" aria-hidden="true">
          {Array.from({ length: limit ?? 3 }, (_, i) => (
            <li key={i} className="match-card placeholder" />
          ))}
        </ul>
      </>
    );
  }
  if (!matches.length) return <p>{t('home.noMatches')}</p>;
  const pupilGrade = user?.role === 'pupil' ? user.gradeCode : null;
  const shown = pupilGrade === null ? matches : ownGradeFirst(matches, pupilGrade);
  return (
    <ul className="match-list">
      {shown.slice(0, limit).map((m) => (
        <li key={m.id} className="match-card" data-match={m.id}>
          <div className="match-kind">{m.game === 1 ? t('home.typingRace') : t('home.dictionaryRace')}</div>
          <h3>{matchTitle(m, i18n.language)}</h3>
          <p>{t('home.startsAt', { time: formatSgTime(m.startTime, i18n.language) })}</p>
          <p className="muted">
            {t(`matches.level_${m.level}`)} · {m.gradeCodes.map((g) => t(`grade.${g}`)).join(t('common.listSeparator'))} · {t('matches.seats', { taken: m.signedUp, capacity: m.capacity })}
          </p>
          {m.phase === 'inProgress' ? (
            <span className="tag">{t('matches.inProgress')}</span>
          ) : m.mine ? (
            <span className="tag">{t('matches.signedUp')}</span>
          ) : pupilGrade !== null && !isForGrade(m.gradeCodes, pupilGrade) ? (
            <span className="tag other-grade">{t('matches.otherGrade')}</span>
          ) : (
            <button type="button" className="button small" onClick={() => void signUp(m)}>
              {t('matches.signUp')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
