import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHILD_TRENDS_DAYS, CHILD_TRENDS_WEEKS, GRADE_PLACE_WEEKS, isSuccess, type ChildTrends as Trends } from '@learnstar/shared';
import { LineChart } from '../../common/chart/LineChart';
import { BarChart } from '../../common/chart/BarChart';
import { familyApi } from './family-api';
import { sgDayName } from '../../common/sg-time';

type Week = Trends['weeks'][number];

/**
 * The parent's pictures of one child, each beside the grade's median (never another child):
 * place in the grade, speed and accuracy per week, characters known per week, minutes per day.
 */
export function ChildTrends({ childId, name }: { childId: number; name: string }) {
  const { t, i18n } = useTranslation();
  const [trends, setTrends] = useState<Trends | null>(null);
  useEffect(() => {
    let live = true;
    void familyApi.trends(childId).then((answer) => live && setTrends(isSuccess(answer) ? (answer.data ?? null) : null));
    return () => {
      live = false;
    };
  }, [childId]);
  if (!trends) return null;
  const dayName = (day: string) => sgDayName(day, i18n.language);
  const number = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const wpm = (v: number) => `${number(v)} ${t('home.wpm')}`;
  const percent = (v: number) => `${number(v)}%`;
  const minutes = (v: number) => t('family.trends.minutes', { count: v, value: number(v) });
  const characters = (v: number) => t('family.trends.characters', { count: v, value: number(v) });
  const median = t('family.trends.gradeMedian');
  const { weeks, days, place } = trends;
  const last = [...weeks].reverse().find((w) => w.wpm !== null);
  /** The latest week with races, against the grade's median (or why there is none). */
  const latest = (value: (w: Week) => number | null, gradeValue: (w: Week) => number | null, format: (v: number) => string) => {
    if (!last) return t('family.trends.noRaces', { count: CHILD_TRENDS_WEEKS });
    const grade = gradeValue(last);
    const values = { week: dayName(last.weekStart), value: format(value(last)!), median: grade === null ? '' : format(grade) };
    return t(grade === null ? 'family.trends.latestAlone' : 'family.trends.latest', values);
  };
  /** The child's weekly line beside the grade's median, dated by the week's Monday. */
  const weekLine = (testId: string, title: string, unit: string, look: 'speed' | 'accuracy', value: (w: Week) => number | null, gradeValue: (w: Week) => number | null, format: (v: number) => string) => (
    <LineChart
      testId={testId}
      title={title}
      summary={latest(value, gradeValue, format)}
      at={weeks.map((w) => `${w.weekStart}T00:00:00+08:00`)}
      days
      xHeader={t('family.trends.weekOf')}
      leftUnit={unit}
      series={[
        { label: name, look, values: weeks.map(value), format },
        { label: median, look: 'median', values: weeks.map(gradeValue), format },
      ]}
    />
  );
  const thisWeek = weeks[weeks.length - 1];
  const practised = days.filter((d) => d.minutes > 0);

  return (
    <section className="child-trends" data-testid="child-trends" aria-labelledby={`trends-${childId}`}>
      <h3 id={`trends-${childId}`}>{t('family.trends.title')}</h3>
      <p data-testid="grade-place">
        <strong>{t('family.trends.placeTitle')}: </strong>
        {place.band === null
          ? t('family.trends.placeNone', { name, count: GRADE_PLACE_WEEKS })
          : t('family.trends.place', { name, count: GRADE_PLACE_WEEKS, wpm: wpm(place.wpm!), median: wpm(place.gradeWpm!), band: t(`family.trends.band_${place.band}`, { count: place.pupils }) })}
      </p>
      <div className="trend-charts">
        {weekLine('trend-speed', t('family.trends.speedQuestion'), t('home.wpm'), 'speed', (w) => w.wpm, (w) => w.gradeWpm, wpm)}
        {weekLine('trend-accuracy', t('family.trends.accuracyQuestion'), '%', 'accuracy', (w) => w.accuracy, (w) => w.gradeAccuracy, percent)}
        <BarChart
          testId="trend-known"
          title={t('family.trends.knownQuestion')}
          summary={t('family.trends.knownSummary', { count: CHILD_TRENDS_WEEKS, total: characters(weeks.reduce((sum, w) => sum + w.known, 0)), week: characters(thisWeek.known), median: thisWeek.gradeKnown === null ? '–' : characters(thisWeek.gradeKnown) })}
          bars={weeks.map((w) => ({ key: w.weekStart, label: dayName(w.weekStart), value: w.known }))}
          reference={{ label: median, values: weeks.map((w) => w.gradeKnown) }}
          valueLabel={name}
          unit={t('family.trends.charactersUnit')}
          format={characters}
          look="speed"
          categoryHeader={t('family.trends.weekOf')}
        />
        <BarChart
          testId="trend-minutes"
          title={t('family.trends.minutesQuestion', { count: CHILD_TRENDS_DAYS })}
          summary={t('family.trends.minutesSummary', { count: CHILD_TRENDS_DAYS, total: minutes(days.reduce((sum, d) => sum + d.minutes, 0)), days: practised.length, today: minutes(days[days.length - 1].minutes) })}
          bars={days.map((d) => ({ key: d.day, label: dayName(d.day), value: d.minutes }))}
          reference={{ label: median, values: days.map((d) => d.gradeMinutes) }}
          valueLabel={name}
          unit={t('family.trends.minutesUnit')}
          format={minutes}
          look="current"
          categoryHeader={t('chart.day')}
        />
      </div>
      <p className="muted">{t('family.trends.medianNote')}</p>
    </section>
  );
}
