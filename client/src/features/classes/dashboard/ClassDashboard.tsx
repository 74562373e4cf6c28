import { useTranslation } from 'react-i18next';
import type { ClassDashboard as Dashboard } from '@learnstar/shared';
import { HomeworkDoneBars } from './HomeworkDoneBars';
import { KnownPerWeekBars } from './KnownPerWeekBars';
import { PupilTrendTable } from './PupilTrendTable';
import { TrickyHeatMap } from './TrickyHeatMap';
import { WeeklySpreadChart } from './WeeklySpreadChart';
import './dashboard.css';

/**
 * The class page's pictures (a lazy chunk with the chart code, loaded by use-class-dashboard.ts): speed
 * and accuracy per Singapore week, each pupil's trend, characters known per week, who missed what, homework done.
 */
export function ClassDashboard({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
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
