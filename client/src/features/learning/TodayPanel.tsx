import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isSuccess, type LearningCharacters, type Match, type Profile } from '@learnstar/shared';
import { api } from '../../api/client';
import { learningApi, REVIEW_DICTIONARY_PATH, REVIEW_TYPING_PATH } from './learning-api';
import './learning.css';

/**
 * A signed-in pupil's "today": characters due with one big start button, the next race they
 * signed up for, their points and the days in a row they practised. What to do next, no menu.
 */
export function TodayPanel() {
  const { t, i18n } = useTranslation();
  const [memory, setMemory] = useState<LearningCharacters | null>(null);
  const [points, setPoints] = useState<number | null>(null);
  const [next, setNext] = useState<Match | null>(null);
  useEffect(() => {
    let live = true;
    void learningApi.mine('tricky').then((r) => live && setMemory(isSuccess(r) ? (r.data ?? null) : null));
    void api<Profile>('GET', '/user/profile').then((r) => live && setPoints(isSuccess(r) ? (r.data?.points ?? null) : null));
    void api<Match[]>('GET', '/match/list').then((r) => {
      const mine = (isSuccess(r) ? (r.data ?? []) : []).filter((m) => m.mine && m.phase !== 'ended').sort((a, b) => a.startTime.localeCompare(b.startTime));
      if (live) setNext(mine[0] ?? null);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!memory) return null;
  const title = (m: Match) => (i18n.language === 'zh' && m.titleZh ? m.titleZh : m.title);
  return (
    <section className="today-panel" data-testid="today-panel" aria-labelledby="today-title">
      <h2 id="today-title">{t('home.todayTitle')}</h2>
      <div className="today-review">
        <p className="today-due">{memory.due ? t('home.dueCount', { count: memory.due }) : t('home.nothingDue')}</p>
        {memory.characters.length > 0 && (
          <p className="today-tricky" lang="zh">
            {memory.characters.slice(0, 8).map((c) => (
              <span key={c.character} className="tricky-char">
                {c.character}
              </span>
            ))}
          </p>
        )}
        <Link className="button big" to={REVIEW_TYPING_PATH}>
          {t('home.startReview')}
        </Link>
        <Link className="button secondary" to={REVIEW_DICTIONARY_PATH}>
          {t('home.startDictionaryReview')}
        </Link>
      </div>
      <dl className="today-figures">
        <dt>{t('home.streak')}</dt>
        <dd>{t('home.streakDays', { count: memory.streakDays })}</dd>
        <dt>{t('home.points')}</dt>
        <dd>{points ?? '—'}</dd>
        <dt>{t('home.nextRace')}</dt>
        <dd>{next ? `${title(next)} · ${new Date(next.startTime).toLocaleString(i18n.language === 'zh' ? 'zh-SG' : 'en-SG', { timeZone: 'Asia/Singapore', dateStyle: 'medium', timeStyle: 'short' })}` : t('home.noNextRace')}</dd>
      </dl>
      <Link to="/accountcenter?type=characters">{t('home.seeMyCharacters')}</Link>
    </section>
  );
}
