import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassDashboardPupil } from '@learnstar/shared';
import { ScrollTable } from '../../../common/ScrollTable';
import { useWeekName } from './week-name';

type SortKey = 'name' | 'wpm' | 'accuracy' | 'change';
type Direction = 'ascending' | 'descending';

const SORT_VALUE: Record<SortKey, (p: ClassDashboardPupil) => number | string | null> = {
  name: (p) => p.name,
  wpm: (p) => p.latest?.wpm ?? null,
  accuracy: (p) => p.latest?.accuracy ?? null,
  change: (p) => p.wpmChange,
};

/** Pupils with no figure sort last whichever way; names in the reader's language's order. */
function sortPupils(pupils: ClassDashboardPupil[], key: SortKey, direction: Direction, locale: string): ClassDashboardPupil[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...pupils].sort((a, b) => {
    const [x, y] = [SORT_VALUE[key](a), SORT_VALUE[key](b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y), locale) : x - (y as number);
    return sign * order || a.name.localeCompare(b.name, locale);
  });
}

/** Each pupil's speed week by week as a small line; the weeks' figures on hover (its title) and to screen readers. */
function Sparkline({ pupil }: { pupil: ClassDashboardPupil }) {
  const { t } = useTranslation();
  const weekName = useWeekName();
  const values = pupil.weeks.map((w) => w.wpm);
  if (values.length === 0) return <span className="muted">–</span>;
  const label = t('classDashboard.sparkline', { name: pupil.name, weeks: pupil.weeks.map((w) => `${weekName(w.weekStart)} ${w.wpm}`).join(', ') });
  const max = Math.max(...values, 1);
  const point = (v: number, i: number) => [values.length === 1 ? 40 : 4 + (i / (values.length - 1)) * 72, 22 - (v / max) * 18] as const;
  return (
    <svg width="80" height="26" role="img" aria-label={label} className="sparkline">
      <title>{label}</title>
      <polyline points={values.map((v, i) => point(v, i).join(',')).join(' ')} />
      <circle cx={point(values.at(-1)!, values.length - 1)[0]} cy={point(values.at(-1)!, values.length - 1)[1]} r={2.5} />
    </svg>
  );
}

/** The class's pupils, sortable by name, latest speed, latest accuracy or change in speed. */
export function PupilTrendTable({ pupils }: { pupils: ClassDashboardPupil[] }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({ key: 'name', direction: 'ascending' });
  const sorted = sortPupils(pupils, sort.key, sort.direction, i18n.language);
  const number = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const head = (key: SortKey, label: string) => {
    const current = sort.key === key;
    const next: Direction = current && sort.direction === 'ascending' ? 'descending' : key === 'name' || current ? 'ascending' : 'descending';
    return (
      <th scope="col" aria-sort={current ? sort.direction : undefined}>
        <button type="button" className="sort-button" onClick={() => setSort({ key, direction: next })}>
          {label}
          <span aria-hidden="true">{current ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
        </button>
      </th>
    );
  };
  const change = (p: ClassDashboardPupil) => (p.wpmChange === null ? '–' : `${p.wpmChange > 0 ? '+' : ''}${number(p.wpmChange)} ${t('classDashboard.wpm')}`);
  return (
    <section className="dash-pupils" aria-labelledby="dash-pupils-title" data-testid="pupil-trends">
      <h3 id="dash-pupils-title">{t('classDashboard.pupilsQuestion')}</h3>
      <p className="chart-summary">{t('classDashboard.pupilsSummary')}</p>
      <ScrollTable>
        <table className="pupil-trends">
          <caption className="sr-only">{t('classDashboard.pupilsQuestion')}</caption>
          <thead>
            <tr>
              {head('name', t('classes.pupil'))}
              {head('wpm', t('classDashboard.speedHead'))}
              {head('accuracy', t('classDashboard.accuracyHead'))}
              {head('change', t('classDashboard.trendHead'))}
              <th scope="col">{t('classDashboard.weeksHead')}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((p) => (
              <tr key={p.userId}>
                <th scope="row">{p.name}</th>
                <td>{p.latest ? `${number(p.latest.wpm)} ${t('classDashboard.wpm')}` : '–'}</td>
                <td>{p.latest ? `${number(p.latest.accuracy)}%` : '–'}</td>
                <td className={p.wpmChange === null ? '' : p.wpmChange >= 0 ? 'trend-up' : 'trend-down'}>{change(p)}</td>
                <td><Sparkline pupil={p} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}
