import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ORDER_SORTS, ORDER_STATUSES, type Order } from '@learnstar/shared';
import { api } from '../../api/client';
import { money, sgTime } from '../shop/shop-format';
import { usePagedList } from './console-api';
import { ConsoleTable } from './ConsoleTable';
import { SortSelect, listQuery, type SortChoice } from './SortSelect';
import { OrderDialog } from './orders/OrderDialog';

const PAGE_SIZE = 20;

/** Orders: filter, search, sort, page; open one (items, address, packing slip); confirm a PayNow transfer, ship with a tracking note, cancel an unpaid order. */
export function OrdersTab() {
  const { t, i18n } = useTranslation();
  // The dashboard's tiles open this list filtered by a status (?tab=orders&status=paid).
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<Record<'status' | 'from' | 'to' | 'q', string> & SortChoice>({ status: (ORDER_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? params.get('status')! : '', from: '', to: '', q: '', sort: 'createdAt', dir: 'desc' });
  const [page, setPage] = useState(1);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [msg, setMsg] = useState<string | null>(null);
  const [opened, setOpened] = useState<Order | null>(null);
  const query = listQuery({ ...filters, page, pageSize: PAGE_SIZE });
  const { data, error, reload } = usePagedList<Order>('/console/orders', query);
  const set = (key: 'status' | 'from' | 'to' | 'q') => (e: { target: { value: string } }) => {
    setFilters({ ...filters, [key]: e.target.value });
    setPage(1);
  };
  const act = async (code: string, action: 'confirmPayNow' | 'ship' | 'cancel') => {
    const answer = await api('POST', `/console/orders/${code}/${action}`, { body: action === 'ship' ? { trackingNote: notes[code] ?? '' } : {} });
    setMsg(answer.msg ?? null);
    if (answer.code === 200) await reload();
  };
  return (
    <>
      <div className="filters">
        <label>
          {t('console.search')}
          <input type="search" value={filters.q} onChange={set('q')} placeholder={t('console.orderSearch')} />
        </label>
        <label>
          {t('orders.status')}
          <select value={filters.status} onChange={set('status')}>
            <option value="">{t('console.all')}</option>
            {ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(`orders.status_${s}`)}</option>)}
          </select>
        </label>
        <label>
          {t('console.from')}
          <input type="date" value={filters.from} onChange={set('from')} />
        </label>
        <label>
          {t('console.to')}
          <input type="date" value={filters.to} onChange={set('to')} />
        </label>
        <SortSelect sorts={CONSOLE_ORDER_SORTS} value={filters} onChange={(choice) => setFilters({ ...filters, ...choice })} />
      </div>
      <ConsoleTable msg={msg ?? error} headers={['orders.code', 'console.created', 'console.email', 'console.amount', 'orders.status', 'console.actions']} page={page} pageSize={PAGE_SIZE} total={data?.total} onPage={setPage}>
        {data?.rows.map((o) => (
          <tr key={o.code} data-order={o.code}>
            <td>
              <button type="button" className="link" aria-label={t('orderDesk.open', { code: o.code })} onClick={() => setOpened(o)}>{o.code}</button>
            </td>
            <td>{sgTime(o.createdAt, i18n.language)}</td>
            <td>{o.email}</td>
            <td>{money(o.payAmountCents, i18n.language)} {o.paymentProvider === 'paynow' ? 'PayNow' : ''}</td>
            <td>{t(`orders.status_${o.status}`)}{o.trackingNote ? ` · ${o.trackingNote}` : ''}</td>
            <td>
              {o.status === 'pending_payment' && o.paymentProvider === 'paynow' && <button type="button" className="button small" onClick={() => act(o.code, 'confirmPayNow')}>{t('console.confirmPayNow')}</button>}
              {o.status === 'pending_payment' && <button type="button" className="button small" onClick={() => act(o.code, 'cancel')}>{t('console.cancelOrder')}</button>}
              {o.status === 'paid' && (
                <>
                  <input aria-label={t('console.trackingNote')} placeholder={t('console.trackingNote')} value={notes[o.code] ?? ''} maxLength={200} onChange={(e) => setNotes({ ...notes, [o.code]: e.target.value })} />
                  <button type="button" className="button small" onClick={() => act(o.code, 'ship')}>{t('console.ship')}</button>
                </>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      {opened && <OrderDialog order={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
