import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_RACE_SORTS, type ConsoleRace } from '@learnstar/shared';
import { Pager } from '../../common/Pager';
import { sgTime } from '../shop/shop-format';
import { usePagedList } from './console-api';
import { ConsoleMessage } from './ConsoleMessage';
import { GameFilter } from './GameFilter';
import { SortSelect, listQuery, type SortChoice } from './SortSelect';
import { ScrollTable } from '../../common/ScrollTable';

const PAGE_SIZE = 10;

/** Classroom races with every racer's result (by game, newest or oldest first): a teacher's own, or all for an operator. */
export function RacesTab() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<{ game: string } & SortChoice>({ game: '', sort: 'finishedAt', dir: 'desc' });
  const filter = (change: Partial<typeof filters>) => {
    setFilters({ ...filters, ...change });
    setPage(1);
  };
  const { data, error } = usePagedList<ConsoleRace>('/console/races', listQuery({ ...filters, page, pageSize: PAGE_SIZE }));
  return (
    <>
      <div className="filters">
        <GameFilter value={filters.game} onChange={(game) => filter({ game })} />
        <SortSelect sorts={CONSOLE_RACE_SORTS} value={filters} onChange={filter} />
      </div>
      <ConsoleMessage msg={error} />
      {data?.total === 0 && <p>{t('console.noRaces')}</p>}
      {data?.rows.map((race) => (
        <section key={race.raceId} className="console-race">
          <h2>{t(`console.game_${race.game}`)} · {sgTime(race.finishedAt, i18n.language)}</h2>
          <ScrollTable><table className="table">
            <thead>
              <tr><th>{t('console.place')}</th><th>{t('console.name')}</th><th>{t('console.score')}</th><th>{t('console.cpm')}</th><th>{t('console.accuracy')}</th><th>{t('console.fairPlayState')}</th></tr>
            </thead>
            <tbody>
              {race.results.map((r, i) => (
                <tr key={i}>
                  <td>{r.place ?? '—'}</td>
                  <td>{r.name}</td>
                  <td>{r.score}</td>
                  <td>{Math.round(r.cpm)}</td>
                  <td>{Math.round(r.accuracy)}%</td>
                  <td>{t(`console.fairPlay_${r.fairPlay}`)}</td>
                </tr>
              ))}
            </tbody>
          </table></ScrollTable>
        </section>
      ))}
      {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
    </>
  );
}
