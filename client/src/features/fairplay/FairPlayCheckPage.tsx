import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isSuccess, type FairPlayCheckIssued, type FairPlayCheckResult } from '@learnstar/shared';
import { api } from '../../api/client';
import { useImeInput } from '../../common/use-ime-input';
import { RaceText } from '../race/RaceText';

interface Commit {
  text: string;
  atMs: number;
}

/**
 * /typingmain/check?race=…: a flagged pupil shows their speed on a fresh text. The server times
 * the check from the moment the text appears and decides; the page only reports what was typed
 * and when. Backspace is ignored here (mistakes are fine, the check counts the right characters).
 */
export function FairPlayCheckPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raceId = params.get('race') ?? '';
  const [check, setCheck] = useState<FairPlayCheckIssued | null>(null);
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<FairPlayCheckResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commits = useRef<Commit[]>([]);
  const shownAt = useRef(0);
  const finishing = useRef(false);

  const finish = async () => {
    if (!check || finishing.current || commits.current.length === 0) return;
    finishing.current = true;
    const answer = await api<FairPlayCheckResult>('POST', `/fairplay/checks/${check.checkId}/finish`, { body: { commits: commits.current } });
    if (isSuccess(answer) && answer.data) setOutcome(answer.data);
    else setError(answer.msg ?? 'submissionFailed');
  };
  const { props: typingProps } = useImeInput<HTMLTextAreaElement>(
    (text) => {
      if (!check || outcome) return;
      commits.current.push({ text, atMs: Math.round(performance.now() - shownAt.current) });
      const next = typed + text;
      setTyped(next);
      if (Array.from(next).length >= Array.from(check.text).length) void finish();
    },
    () => undefined,
  );

  const start = async () => {
    setError(null);
    const answer = await api<FairPlayCheckIssued>('POST', '/fairplay/checks', { body: { raceId } });
    if (!isSuccess(answer) || !answer.data) return setError(answer.msg ?? 'submissionFailed');
    commits.current = [];
    finishing.current = false;
    setTyped('');
    setOutcome(null);
    setCheck(answer.data);
    shownAt.current = performance.now();
  };

  return (
    <section className="race-page fair-play-check">
      <h1>{t('fairplay.check.title')}</h1>
      {error && (
        <p className="notice" role="alert">
          {t(`errors.${error}`)}
        </p>
      )}
      {!check && (
        <>
          <p>{t('fairplay.check.intro')}</p>
          <button type="button" className="button big" onClick={() => void start()}>
            {t('fairplay.check.start')}
          </button>
        </>
      )}
      {check && !outcome && (
        <>
          <p>{t('fairplay.check.target', { cpm: check.targetCpm })}</p>
          <RaceText text={check.text} typed={typed} />
          <textarea {...typingProps} className="race-input" name="check-input" autoFocus aria-label={t('race.typeHere')} placeholder={t('race.typeHere')} />
          <button type="button" className="button" onClick={() => void finish()}>
            {t('fairplay.check.done')}
          </button>
        </>
      )}
      {outcome && (
        <div className="check-outcome" role="status" data-testid="check-outcome">
          <p className="big-figure">{t('fairplay.check.speed', { cpm: outcome.cpm })}</p>
          {outcome.passed ? (
            <p>{t('fairplay.check.passed', { cpm: outcome.certifiedCpm })}</p>
          ) : (
            <>
              <p>{t('fairplay.check.notPassed', { target: outcome.targetCpm })}</p>
              {outcome.attemptsLeft > 0 && (
                <button type="button" className="button" onClick={() => (setCheck(null), setOutcome(null))}>
                  {t('fairplay.check.again', { count: outcome.attemptsLeft })}
                </button>
              )}
            </>
          )}
          <Link to="/accountcenter?type=games">{t('fairplay.check.toGames')}</Link>
        </div>
      )}
    </section>
  );
}
