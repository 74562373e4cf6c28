import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADE_CODES, RANKING_BOARDS, isSuccess, type League, type Ranking, type RankingBoard } from '@learnstar/shared';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';
import { EmptyState } from '../../common/EmptyState';

/** Rankings as bars (names as pupils chose them), with the signed-in pupil's own place highlighted. */
export function RankingPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const [board, setBoard] = useState<RankingBoard>('points');
  const [grade, setGrade] = useState<number | ''>('');
  const [ranking, setRanking] = useState<Ranking | null>(null);
  const [league, setLeague] = useState<League | null>(null);
  useEffect(() => {
    void api<Ranking>('GET', '/ranking', { query: { board, gradeCode: grade || undefined, limit: 20 } }).then((r) => setRanking(isSuccess(r) ? (r.data ?? null) : null));
  }, [board, grade, user?.id]);
  useEffect(() => {
    if (!user) return setLeague(null);
    void api<League>('GET', '/ranking/league').then((r) => setLeague(isSuccess(r) ? (r.data ?? null) : null));
  }, [user]);

  const rows = ranking?.rows ?? [];
  const max = Math.max(1, ...rows.map((r) => r.value));
  const meOutside = ranking?.me && !rows.some((r) => r.userId === ranking.me!.userId) ? ranking.me : null;
  return (
    <section className="ranking">
      <h1>{t('ranking.title')}</h1>
      <div className="tabs">
        {RANKING_BOARDS.map((b) => (
          <button key={b} type="button" className={b === board ? 'on' : ''} onClick={() => setBoard(b)}>
            {t(`ranking.board_${b}`)}
          </button>
        ))}
        <select name="grade" aria-label={t('ranking.grade')} value={grade} onChange={(e) => setGrade(e.target.value ? Number(e.target.value) : '')}>
          <option value="">{t('ranking.allGrades')}</option>
          {GRADE_CODES.map((g) => (
            <option key={g} value={g}>
              {t(`grade.${g}`)}
            </option>
          ))}
        </select>
      </div>
      {!rows.length && <EmptyState text={t('ranking.emptyBoard')} to="/gamecenter" link={t('ranking.emptyBoardLink')} />}
      <ol className="bars" data-testid="ranking-bars">
        {[...rows, ...(meOutside ? [meOutside] : [])].map((r) => (
          <li key={r.userId} className={r.userId === user?.id ? 'me' : ''} data-me={r.userId === user?.id ? 'yes' : 'no'}>
            <span className="place">{r.place}</span>
            <span className="name">{r.name}</span>
            <span className="bar" style={{ width: `${Math.max(2, (r.value / max) * 100)}%` }} />
            <span className="value">{r.value}</span>
          </li>
        ))}
      </ol>
      {league && (
        <section className="league">
          <h2>{t('ranking.league', { league: league.league, grade: t(`grade.${league.gradeCode}`) })}</h2>
          {/* The place is written out (pupils on equal points share one), so the list shows no numbers of its own. */}
          <ol className="league-rows">
            {league.rows.map((r) => (
              <li key={r.userId} className={r.userId === user?.id ? 'me' : ''}>
                {r.place}. {r.name} — {r.value}
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}
