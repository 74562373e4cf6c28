import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { OrdersList } from '../shop/OrdersList';
import { reportPaths } from '../race/report/use-race-report';
import { raceTitle } from '../race/report/race-title';
import { isSuccess, type GameRecord, type PointsPage } from '@learnstar/shared';
import { api } from '../../api/client';
import { Pager } from '../../common/Pager';
import { EmptyState } from '../../common/EmptyState';
import { ScrollTable } from '../../common/ScrollTable';
import { sgTime } from '../../common/sg-time';

const time = (iso: string, lang: string) => sgTime(iso, lang, 'full');
const PAGE_SIZE = 10;

export function PointsTab() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<PointsPage | null>(null);
  useEffect(() => {
    void api<PointsPage>('GET', '/points/records', { query: { page, pageSize: PAGE_SIZE } }).then((r) => isSuccess(r) && setData(r.data ?? null));
  }, [page]);
  if (!data) return <p>{t('common.loading')}</p>;
  return (
    <div>
      <p>
        {t('account.points')}{t('common.colon')}<strong>{data.balance}</strong>{' '}
        {data.balance > 0 && <Link className="standalone-link" to="/pointshop">{t('account.toPointShop')}</Link>}
      </p>
      {data.rows.length ? (
        <ScrollTable><table className="table">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('account.type')}</th>
              <th>{t('account.pointsChange')}</th>
              <th>{t('account.time')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.index}>
                <td>{r.index}</td>
                <td>{t(`account.reason_${r.type}`, { defaultValue: r.type })}</td>
                <td>{r.points > 0 ? `+${r.points}` : r.points}</td>
                <td>{time(r.time, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table></ScrollTable>
      ) : (
        <EmptyState text={t('account.emptyPoints')} to="/gamecenter" link={t('account.toGameCentre')} />
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
    </div>
  );
}

export function GamesTab() {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<GameRecord[] | null>(null);
  useEffect(() => {
    void api<{ rows: GameRecord[] }>('GET', '/user/games', { query: { page: 1, pageSize: 20 } }).then((r) => setRows(isSuccess(r) ? (r.data?.rows ?? []) : []));
  }, []);
  if (!rows) return <p>{t('common.loading')}</p>;
  if (!rows.length) return <EmptyState text={t('account.emptyGames')} to="/gamecenter" link={t('account.toGameCentre')} />;
  return (
    <ScrollTable><table className="table">
      <thead>
        <tr>
          <th>{t('account.gameTitle')}</th>
          <th>{t('account.time')}</th>
          <th>{t('home.score')}</th>
          <th>{t('account.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((g) => (
          <tr key={g.raceId}>
            <td>{g.miniGame ? t(`account.miniGameTitle_${g.miniGame}`) : <Link to={reportPaths(g.game, g.raceId).result}>{raceTitle(t, i18n.language, g)}</Link>}</td>
            <td>{time(g.gameTime, i18n.language)}</td>
            <td>{g.score}</td>
            <td>
              {t(`account.status_${g.status}`)}
              {g.status === 'beingChecked' && (
                <>
                  {' '}
                  <Link to={`/typingmain/check?race=${encodeURIComponent(g.raceId)}`}>{t('fairplay.check.take')}</Link>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table></ScrollTable>
  );
}

export function OrdersTab() {
  return <OrdersList />;
}
