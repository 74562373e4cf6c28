import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type ClassDashboard as Dashboard } from '@learnstar/shared';
import { classesApi } from '../classes-api';
import { HomeworkDoneBars } from './HomeworkDoneBars';
import { KnownPerWeekBars } from './KnownPerWeekBars';
import { PupilTrendTable } from './PupilTrendTable';
import { TrickyHeatMap } from './TrickyHeatMap';
import { WeeklySpreadChart } from './WeeklySpreadChart';
import './dashboard.css';

/**
 * The class page's pictures (a lazy chunk with the chart code): speed and accuracy per Singapore
 * week, each pupil's trend, characters known per week, who missed what, homework done.
 */
export function ClassDashboard({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const [data, setData] = useState<Dashboard | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void classesApi.dashboard(classId).then((answer) => {
      if (!live) return;
      if (isSuccess(answer) && answer.data) setData(answer.data);
      else setFailed(answer.msg ?? 'dataFetchFailed');
    });
    return () => {
      live = false;
    };
  }, [classId]);
  if (failed) return <p role="alert">{t(`errors.${failed}`)}</p>;
  if (!data) return <p className="muted" aria-busy="true">{t('classDashboard.loading')}</p>;
  return (
    <section className="class-dashboard" aria-labelledby="class-dashboard-title" data-testid="class-dashboard">
      <h2 id="class-dashboard-title">{t('classDashboard.title', { count: data.weeks.length })}</h2>
      <div className="dash-pair">
        <WeeklySpreadChart weeks={data.weeks} figure="wpm" testId="speed-chart" />
        <WeeklySpreadChart weeks={data.weeks} figure="accuracy" testId="accuracy-chart" />
      </div>
      <PupilTrendTable pupils={data.pupils} />
      <div className="dash-pair">
        <KnownPerWeekBars weeks={data.weeks} />
        <HomeworkDoneBars homework={data.homework} />
      </div>
      <TrickyHeatMap grid={data.tricky} pupils={data.pupils} />
    </section>
  );
}
