import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SORT_DIRECTIONS, type SortDirection } from '@learnstar/shared';

export interface SortChoice {
  sort: string;
  dir: SortDirection;
}

/** A console list's sort: one of the server's whitelisted columns (`console.sort_<column>`), newest or largest first by default. */
export function SortSelect({ sorts, value, onChange }: { sorts: readonly string[]; value: SortChoice; onChange(choice: SortChoice): void }) {
  const { t } = useTranslation();
  const directions = [...SORT_DIRECTIONS].reverse();
  return (
    <label>
      {t('console.sort')}
      <select value={`${value.sort} ${value.dir}`} onChange={(e) => { const [sort, dir] = e.target.value.split(' '); onChange({ sort, dir: dir as SortDirection }); }}>
        {sorts.flatMap((s) => directions.map((d) => <option key={`${s}${d}`} value={`${s} ${d}`}>{t(`console.sort_${s}`)} {d === 'asc' ? '↑' : '↓'}</option>))}
      </select>
    </label>
  );
}

/** Drops empty filters, so the server applies its defaults rather than refusing ''. */
export function listQuery(values: Record<string, string | number>): Record<string, string | number | undefined> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? undefined : v]));
}

/** The sort a link asked for (?sort=stock&dir=asc, as the dashboard's tiles open a list), when the list offers it; `fallback` otherwise. */
export function useLinkedSort(sorts: readonly string[], fallback: SortChoice): SortChoice {
  const [params] = useSearchParams();
  const sort = params.get('sort') ?? '';
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  return sorts.includes(sort) ? { sort, dir } : fallback;
}
