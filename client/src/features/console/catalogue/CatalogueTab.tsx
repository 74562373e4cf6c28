import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONSOLE_STOCK_SORTS, type ConsolePointsGood, type ConsoleProduct, type StockRow } from '@learnstar/shared';
import { api } from '../../../api/client';
import { money } from '../../shop/shop-format';
import { usePagedList } from '../console-api';
import { ConsoleTable } from '../ConsoleTable';
import { SortSelect, useLinkedSort, type SortChoice } from '../SortSelect';
import { ProductForm } from './ProductForm';
import { PointsGoodForm } from './PointsGoodForm';
import './catalogue.css';

const PAGE_SIZE = 20;
const KINDS = { products: 'product', 'points-goods': 'pointsGood' } as const;
type Kind = keyof typeof KINDS;
/** What the form edits: nothing (the list shows), a new item, or a loaded one. */
type Editing = { kind: 'products'; item: ConsoleProduct | null } | { kind: 'points-goods'; item: ConsolePointsGood | null } | null;

/**
 * Shop products and points-shop goods: the list with their stock (changed by units received or
 * written off, a guarded delta), goods put on or off sale, and the form to create or edit one.
 */
export function CatalogueTab() {
  const { t, i18n } = useTranslation();
  // The dashboard's Low stock tile opens this list with ?low=1 (and ?kind=points-goods for goods).
  const [params] = useSearchParams();
  const [kind, setKind] = useState<Kind>(params.get('kind') === 'points-goods' ? 'points-goods' : 'products');
  const [low, setLow] = useState(params.get('low') === '1');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const linkedSort = useLinkedSort(CONSOLE_STOCK_SORTS, { sort: 'id', dir: 'asc' });
  const [order, setOrder] = useState<SortChoice>(linkedSort);
  const [msg, setMsg] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deltas, setDeltas] = useState<Record<number, string>>({});
  const { data, error, reload } = usePagedList<StockRow>(`/console/${kind}`, { q: q.trim() || undefined, low: low ? '1' : undefined, ...order, page, pageSize: PAGE_SIZE });

  const changeStock = async (row: StockRow) => {
    const answer = await api('POST', `/console/${kind}/${row.id}/stock`, { body: { delta: Number(deltas[row.id] ?? 0) } });
    setMsg((answer.errors as { msg: string }[] | undefined)?.[0]?.msg ?? answer.msg ?? null);
    if (answer.code === 200) {
      setDeltas({ ...deltas, [row.id]: '' });
      await reload();
    }
  };
  const setActive = async (row: StockRow) => {
    const answer = await api('POST', `/console/points-goods/${row.id}/active`, { body: { active: !row.active } });
    setMsg(answer.msg ?? null);
    if (answer.code === 200) await reload();
  };

  const edit = async (row: StockRow) => {
    const answer = await api<ConsoleProduct & ConsolePointsGood>('GET', `/console/${kind}/${row.id}`);
    if (answer.code === 200 && answer.data) setEditing({ kind, item: answer.data });
    else setMsg(answer.msg ?? 'dataFetchFailed');
  };
  const done = async (outcome: string) => {
    setEditing(null);
    setMsg(outcome);
    await reload();
  };
  const close = () => setEditing(null);

  if (editing?.kind === 'products') return <ProductForm product={editing.item} onDone={(m) => void done(m)} onCancel={close} />;
  if (editing?.kind === 'points-goods') return <PointsGoodForm good={editing.item} onDone={(m) => void done(m)} onCancel={close} />;
  return (
    <>
      <div className="filters">
        <label>
          {t('console.stockKind')}
          <select value={kind} onChange={(e) => { setKind(e.target.value as Kind); setPage(1); }}>
            {Object.keys(KINDS).map((k) => <option key={k} value={k}>{t(`console.stock_${KINDS[k as Kind]}`)}</option>)}
          </select>
        </label>
        <label>
          {t('console.search')}
          <input type="search" value={q} onChange={(e) => { setQ(e.target.value); setPage(1); }} />
        </label>
        <label className="check">
          <input type="checkbox" checked={low} onChange={(e) => { setLow(e.target.checked); setPage(1); }} /> {t('consoleProducts.lowOnly')}
        </label>
        <SortSelect sorts={CONSOLE_STOCK_SORTS} value={order} onChange={(choice) => { setOrder(choice); setPage(1); }} />
        <button type="button" className="button" onClick={() => setEditing({ kind, item: null } as Editing)}>
          {t(kind === 'products' ? 'consoleProducts.newProduct' : 'consoleProducts.newGood')}
        </button>
      </div>
      <ConsoleTable msg={msg ?? error} headers={['console.sku', 'console.name', 'console.price', 'console.stock', 'console.stockDelta', 'console.actions']} page={page} pageSize={PAGE_SIZE} total={data?.total} onPage={setPage}>
        {data?.rows.map((row) => (
          <tr key={row.id}>
            <td>{row.sku}</td>
            <td>{i18n.language === 'zh' ? row.nameZh : row.nameEn}</td>
            <td>{kind === 'products' ? money(row.price, i18n.language) : t('console.points', { count: row.price })}</td>
            <td className={row.stock <= row.lowStockLine ? 'stock-low' : undefined}>{t('consoleProducts.stockWithLine', { count: row.stock, line: row.lowStockLine })}</td>
            <td>
              <input type="number" aria-label={`${t('console.stockDelta')} ${row.sku}`} value={deltas[row.id] ?? ''} onChange={(e) => setDeltas({ ...deltas, [row.id]: e.target.value })} />
              <button type="button" className="button small" disabled={!Number(deltas[row.id])} onClick={() => void changeStock(row)}>{t('console.apply')}</button>
            </td>
            <td>
              {row.active !== undefined && (
                <button type="button" className="button small" onClick={() => void setActive(row)}>{t(row.active ? 'console.takeOffSale' : 'console.putOnSale')}</button>
              )}
              <button type="button" className="button small" onClick={() => void edit(row)} aria-label={t('consoleProducts.editItem', { sku: row.sku })}>
                {t('consoleProducts.edit')}
              </button>
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
