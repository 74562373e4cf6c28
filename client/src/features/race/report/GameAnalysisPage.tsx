import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { WpmChart } from '../WpmChart';
import { MistakesChart } from './MistakesChart';
import { reportPaths, useRaceReport } from './use-race-report';
import { raceTitle } from './race-title';
import { PageMessage } from '../../../common/PageMessage';

/** /typingmain/gameanalysis: WPM over time, speed, accuracy and the characters mistyped most. */
export function GameAnalysisPage() {
  const { t, i18n } = useTranslation();
  const { raceId, report, error } = useRaceReport();
  if (error) return <PageMessage text={t(`errors.${error}`)} />;
  if (!report) return <PageMessage busy text={t('common.loading')} />;
  const { me } = report;
  return (
    <section className="race-report" data-testid="game-analysis">
      <h1>{t('report.analysisTitle', { title: raceTitle(t, i18n.language, report) })}</h1>
      <div className="report-cards">
        <div className="report-card">
          <span>{t('home.wpm')}</span>
          <strong>{me.wpm}</strong>
        </div>
        <div className="report-card">
          <span>{t('race.cpm')}</span>
          <strong>{me.cpm}</strong>
        </div>
        <div className="report-card">
          <span>{t('race.accuracy')}</span>
          <strong data-testid="analysis-accuracy">{me.accuracy}%</strong>
        </div>
        <div className="report-card">
          <span>{t('report.correctOfTyped')}</span>
          <strong>
            {me.correctChars} / {me.typedChars}
          </strong>
        </div>
      </div>
      <h2>{t('race.chartTitle')}</h2>
      <WpmChart points={me.timeline} />
      <h2>{t('race.mistakes')}</h2>
      <MistakesChart mistakes={me.mistakes} />
      <p>
        <Link to={reportPaths(report.game, raceId).result}>{t('report.toResult')}</Link>
      </p>
    </section>
  );
}
