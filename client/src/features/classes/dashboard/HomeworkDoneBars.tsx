import { useTranslation } from 'react-i18next';
import type { HomeworkDone } from '@learnstar/shared';
import { formatDay } from '../../family/format';
import { ChartFigure } from '../../../common/chart/ChartFigure';
import { homeworkCountKey, homeworkGameKey } from '../homework-names';

/**
 * Each assignment as one bar of the class: did it all (solid), did some (striped), not yet (outline).
 * Drawn in HTML rather than SVG so the assignment's name wraps on a phone; the figures are printed
 * beside each bar, so they need no pointer or focus to be read.
 */
export function HomeworkDoneBars({ homework }: { homework: HomeworkDone[] }) {
  const { t, i18n } = useTranslation();
  const name = (h: HomeworkDone) =>
    [t(homeworkGameKey(h.game)), t(`grade.${h.gradeCode}`), t(`matches.level_${h.level}`), t(homeworkCountKey(h.game), { count: h.count }), t('classes.dueOn', { time: formatDay(h.dueAt, i18n.language) })].join(' · ');
  const figures = (h: HomeworkDone) => t('classDashboard.homeworkFigures', { done: h.done, started: h.started, pupils: h.pupils });
  const latest = homework[0];
  const summary = latest ? t('classDashboard.homeworkSummary', { name: name(latest), done: latest.done, started: latest.started, pupils: latest.pupils }) : t('classDashboard.homeworkNone');
  const table = { head: [t('classDashboard.assignment'), t('classDashboard.didAll'), t('classDashboard.didSome'), t('classDashboard.notYet')], rows: homework.map((h) => ({ key: String(h.id), cells: [name(h), String(h.done), String(h.started), String(Math.max(0, h.pupils - h.done - h.started))] })) };
  const share = (n: number, h: HomeworkDone) => `${(100 * n) / Math.max(1, h.pupils)}%`;
  return (
    <ChartFigure className="dash-chart" title={t('classDashboard.homeworkQuestion')} summary={summary} table={table} testId="homework-chart">
      {latest && (
        <>
          <ul className="chart-legend">
            <li className="legend-done">{t('classDashboard.didAll')}</li>
            <li className="legend-started">{t('classDashboard.didSome')}</li>
            <li className="legend-not-yet">{t('classDashboard.notYet')}</li>
          </ul>
          <ul className="homework-bars">
            {homework.map((h) => (
              <li key={h.id}>
                <span>{name(h)}</span>
                <span className="homework-bar" role="img" aria-label={figures(h)} title={figures(h)}>
                  <span className="done-part" style={{ width: share(h.done, h) }} />
                  <span className="started-part" style={{ width: share(h.started, h) }} />
                </span>
                <strong>{figures(h)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </ChartFigure>
  );
}
