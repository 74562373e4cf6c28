import { useTranslation } from 'react-i18next';
import type { RaceResultEntry } from '@learnstar/shared';
import { Link } from 'react-router-dom';
import { WpmChart } from './WpmChart';
import { RaceCelebration } from './RaceCelebration';
import { starsFor } from './stars';
import { reportPaths } from './report/use-race-report';
import { ScrollTable } from '../../common/ScrollTable';

/**
 * Place, speed, accuracy, points, the most mistyped characters and WPM over time: the racer's own.
 * Of the others the server sends what the board showed, so no classmate's hold, points or mistakes.
 */
export function RaceResults({ results, me, raceId, game = 1 }: { results: RaceResultEntry[]; me?: number; raceId?: string; game?: number }) {
  const { t } = useTranslation();
  const paths = raceId ? reportPaths(game, raceId) : null;
  const mine = results.find((r) => r.userId === me);
  return (
    <section className="race-results" data-testid="race-results">
      <h2>{t('race.results')}</h2>
      {mine && !mine.submitted && <p className="notice">{t('errors.noSubmission')}</p>}
      {mine?.autoSubmitted && <p className="notice">{t('errors.timeUpAutoSubmitted')}</p>}
      {mine?.flagged && (
        <p className="notice" role="status" data-testid="being-checked">
          {t('fairplay.beingChecked')}{' '}
          {raceId && <Link to={`/typingmain/check?race=${encodeURIComponent(raceId)}`}>{t('fairplay.check.take')}</Link>}
        </p>
      )}
      {mine && <RaceCelebration stars={starsFor(mine)} game={game} />}
      {mine && (
        <div className="result-summary">
          <p>
            {t('race.place', { place: mine.place, total: results.length })} · {t('home.score')}{t('common.colon')}{mine.score} · {mine.wpm} {t('home.wpm')} · {mine.cpm} {t('race.cpm')} · {t('race.accuracy')}{t('common.colon')}{mine.accuracy}%{mine.points !== undefined && ` · ${t('race.points')}: ${mine.points}`}
          </p>
          <h3>{t('race.chartTitle')}</h3>
          <WpmChart points={mine.timeline ?? []} />
          {mine.mistakes && mine.mistakes.length > 0 && (
            <p>
              {t('race.mistakes')}{t('common.colon')}{mine.mistakes.map(([ch, n]) => `${ch}×${n}`).join('  ')}
            </p>
          )}
        </div>
      )}
      {paths && mine && (
        <p className="report-links">
          <Link to={paths.result}>{t('report.toResult')}</Link>
          {paths.analysis && <Link to={paths.analysis}>{t('report.toAnalysis')}</Link>}
        </p>
      )}
      <ScrollTable><table className="table">
        <tbody>
          {results.map((r) => (
            <tr key={r.userId} className={r.userId === me ? 'me' : ''}>
              <td>{r.place}</td>
              <td>
                {r.name}
                {r.flagged && <span className="tag"> ({t('fairplay.heldMark')})</span>}
              </td>
              <td>{r.score}</td>
              <td>
                {r.wpm} {t('home.wpm')}
              </td>
              <td>{r.accuracy}%</td>
            </tr>
          ))}
        </tbody>
      </table></ScrollTable>
    </section>
  );
}
