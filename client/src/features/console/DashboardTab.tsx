import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_CACHE_MS, DASHBOARD_PERIODS, LOW_STOCK_LINE, type ConsoleDashboard, type DashboardPeriod } from '@learnstar/shared';
import { api } from '../../api/client';
import { LineChart } from '../../common/chart/LineChart';
import { money, sgTime } from '../shop/shop-format';
import { ConsoleMessage } from './ConsoleMessage';
import { sgDayName } from '../../common/sg-time';
import { matchTitle } from '../matches/match-title';

/** A figure with its name, linking to the console list it counts. */
function Tile({ name, value, to, testId, children }: { name: string; value: ReactNode; to?: string; testId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="dash-tile" data-testid={testId} aria-labelledby={`${testId}-name`}>
      <h2 id={`${testId}-name`}>{name}</h2>
      <p className="dash-value">{value}</p>
      {children}
      {to && <Link to={to} className="dash-link">{t('dashboard.open', { name })}</Link>}
    </section>
  );
}

/** The operator's home: how the shop is doing over 7, 30 or 90 Singapore days, and what waits for a hand. */
export function DashboardTab() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<DashboardPeriod>(7);
  const [data, setData] = useState<ConsoleDashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void api<ConsoleDashboard>('GET', '/console/dashboard', { query: { days } }).then((answer) => {
      if (!live) return;
      if (answer.code === 200 && answer.data) setData(answer.data);
      else setError(answer.msg ?? 'dataFetchFailed');
    });
    return () => {
      live = false;
    };
  }, [days]);
  if (!data) return <ConsoleMessage msg={error} />;
  const sgd = (cents: number) => money(cents, i18n.language);
  const { sales } = data;
  const change = sales.previousTotalCents ? Math.round(((sales.totalCents - sales.previousTotalCents) / sales.previousTotalCents) * 100) : null;
  const best = sales.daily.reduce((top, d) => (d.salesCents > top.salesCents ? d : top), sales.daily[0]);
  const dayName = (day: string) => sgDayName(day, i18n.language);
  const summary = sales.totalCents === 0 ? t('dashboard.salesNone', { days }) : t('dashboard.salesSummary', { days, total: sgd(sales.totalCents), previous: sgd(sales.previousTotalCents), best: dayName(best.day), bestTotal: sgd(best.salesCents) });
  const name = (item: { nameEn: string; nameZh: string }) => (i18n.language === 'zh' ? item.nameZh : item.nameEn);
  // The list opens on products unless every low item is a points good.
  const lowGoodsOnly = data.lowStock.items.length > 0 && data.lowStock.items.every((item) => item.kind === 'pointsGood');
  return (
    <div className="dashboard" data-testid="console-dashboard">
      <div className="dash-periods" role="group" aria-label={t('dashboard.period')}>
        {DASHBOARD_PERIODS.map((n) => (
          <button key={n} type="button" className={n === days ? 'button small' : 'button ghost small'} aria-pressed={n === days} onClick={() => setDays(n)}>
            {t('dashboard.days', { count: n })}
          </button>
        ))}
      </div>
      <p className="muted">{t('dashboard.asOf', { time: sgTime(data.computedAt, i18n.language), seconds: DASHBOARD_CACHE_MS / 1000 })}</p>
      <div className="dash-tiles">
        <Tile name={t('dashboard.sales')} testId="tile-sales" value={sgd(sales.totalCents)} to="/console?tab=orders&status=paid">
          <p>{t('dashboard.salesDetail', { count: sales.orders, gst: sgd(sales.gstCents) })}</p>
          <p>{change === null ? t('dashboard.previousNone') : t('dashboard.previous', { previous: sgd(sales.previousTotalCents), change: `${change > 0 ? '+' : ''}${change}%` })}</p>
        </Tile>
        <Tile name={t('dashboard.payNow')} testId="tile-paynow" value={data.orders.payNowToConfirm} to="/console?tab=orders&status=pending_payment" />
        <Tile name={t('dashboard.toShip')} testId="tile-to-ship" value={data.orders.toShip} to="/console?tab=orders&status=paid" />
        <Tile name={t('dashboard.cancelledToday')} testId="tile-cancelled" value={data.orders.cancelledToday} to="/console?tab=orders&status=cancelled" />
        <Tile name={t('dashboard.lowStock')} testId="tile-low-stock" value={data.lowStock.total} to={`/console?tab=catalogue&low=1&sort=stock&dir=asc${lowGoodsOnly ? '&kind=points-goods' : ''}`}>
          <p>{t('dashboard.lowStockLine', { line: LOW_STOCK_LINE })}</p>
          <ul>
            {data.lowStock.items.slice(0, 5).map((item) => <li key={`${item.kind}${item.id}`}>{t('dashboard.stockLeft', { name: name(item), count: item.stock, line: item.line })}</li>)}
          </ul>
        </Tile>
        <Tile name={t('dashboard.parcels')} testId="tile-parcels" value={data.parcelsToDeliver} to="/console?tab=redemptions" />
        <Tile name={t('dashboard.held')} testId="tile-held" value={data.heldResults}>
          <a className="dash-link" href="/typingmain/fairplay">{t('dashboard.open', { name: t('dashboard.held') })}</a>
        </Tile>
        <Tile name={t('dashboard.active')} testId="tile-active" value={t('dashboard.activeToday', { count: data.activePupils.today })}>
          <p>{t('dashboard.activeWeek', { count: data.activePupils.week })}</p>
        </Tile>
        <Tile name={t('dashboard.nextRaces')} testId="tile-races" value={data.nextRaces.length} to="/console?tab=matches">
          <ul>
            {data.nextRaces.map((race) => (
              <li key={race.id}>{t('dashboard.race', { title: matchTitle(race, i18n.language), at: sgTime(race.startTime, i18n.language), signups: race.signups, capacity: race.capacity })}</li>
            ))}
          </ul>
        </Tile>
      </div>
      <LineChart
        testId="sales-chart"
        title={t('dashboard.salesQuestion', { days })}
        summary={summary}
        days
        at={sales.daily.map((d) => `${d.day}T00:00:00+08:00`)}
        leftUnit="SGD"
        series={[
          { label: t('dashboard.thisPeriod'), look: 'current', values: sales.daily.map((d) => d.salesCents / 100), format: (v) => sgd(Math.round(v * 100)) },
          { label: t('dashboard.previousPeriod'), look: 'previous', values: sales.daily.map((d) => d.previousSalesCents / 100), format: (v) => sgd(Math.round(v * 100)) },
        ]}
      />
    </div>
  );
}
