import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../stores/session';
import { BoardChart } from './BoardChart';
import { reportPaths, useRaceReport } from './use-race-report';
import { raceTitle } from './race-title';
import { PageMessage } from '../../../common/PageMessage';

/** /typingmain/gameresult and /dictionarymain/gameresult: my place, points and the whole board. */
export function GameResultPage() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const { raceId, report, error } = useRaceReport();
  if (error) return <PageMessage text={t(`errors.${error}`)} />;
  if (!report) return <PageMessage busy text={t('common.loading')} />;
  const { me } = report;
  const typing = report.game === 1;
  const { analysis } = reportPaths(report.game, raceId);
  return (
    <section className="race-report" data-testid="game-result">
      <h1>{t('report.resultTitle', { title: raceTitle(t, i18n.language, report) })}</h1>
      {!me.submitted && <p className="notice">{t('errors.noSubmission')}</p>}
      {me.autoSubmitted && <p className="notice">{t('errors.timeUpAutoSubmitted')}</p>}
      <div className="report-cards">
        <div className="report-card">
          <span>{t('report.place')}</span>
          <strong data-testid="result-place">{me.place ? t('report.placeOf', { place: me.place, total: report.board.length }) : '—'}</strong>
        </div>
        <div className="report-card">
          <span>{t('home.score')}</span>
          <strong>{me.score}</strong>
        </div>
        {typing && (
          <div className="report-card">
            <span>{t('home.wpm')}</span>
            <strong>{me.wpm}</strong>
          </div>
        )}
        <div className="report-card">
          <span>{t('race.points')}</span>
          <strong data-testid="result-points">+{me.points}</strong>
        </div>
      </div>
      <h2>{t('report.board')}</h2>
      <BoardChart board={report.board} me={user?.id ?? me.userId} valueOf={(r) => (typing ? r.wpm : r.score)} unit={typing ? t('home.wpm') : t('report.pointsUnit')} />
      {analysis && (
        <p>
          <Link to={analysis} className="button">
            {t('report.toAnalysis')}
          </Link>
        </p>
      )}
    </section>
  );
}
