import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockRow } from '@learnstar/shared';
import { api } from '../../api/client';
import { money } from '../shop/shop-format';
import { usePagedList } from './console-api';
import { ConsoleTable } from './ConsoleTable';

const PAGE_SIZE = 20;
const KINDS = { products: 'product', 'points-goods': 'pointsGood' } as const;

/** Stock of the shop's products and the points shop's goods, changed by units received or written off. */
export function StockTab() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<keyof typeof KINDS>('products');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [deltas, setDeltas] = useState<Record<number, string>>({});
  const [msg, setMsg] = useState<string | null>(null);
  const { data, error, reload } = usePagedList<StockRow>(`/console/${kind}`, { q: q.trim() || undefined, page, pageSize: PAGE_SIZE });
  const change = async (row: StockRow) => {
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
  return (
    <>
      <div className="filters">
        <label>
          {t('console.stockKind')}
          <select value={kind} onChange={(e) => { setKind(e.target.value as keyof typeof KINDS); setPage(1); }}>
            {Object.keys(KINDS).map((k) => <option key={k} value={k}>{t(`console.stock_${KINDS[k as keyof typeof KINDS]}`)}</option>)}
          </select>
        </label>
        <label>
          {t('console.search')}
          <input type="search" value={q} onChange={(e) => { setQ(e.target.value); setPage(1); }} />
        </label>
      </div>
      <ConsoleTable msg={msg ?? error} headers={['SKU', 'console.name', 'console.price', 'console.stock', 'console.stockDelta']} page={page} pageSize={PAGE_SIZE} total={data?.total} onPage={setPage}>
        {data?.rows.map((row) => (
          <tr key={row.id}>
            <td>{row.sku}</td>
            <td>{i18n.language === 'zh' ? row.nameZh : row.nameEn}</td>
            <td>{kind === 'products' ? money(row.price, i18n.language) : t('console.points', { count: row.price })}</td>
            <td>{row.stock}</td>
            <td>
              <input type="number" aria-label={`${t('console.stockDelta')} ${row.sku}`} value={deltas[row.id] ?? ''} onChange={(e) => setDeltas({ ...deltas, [row.id]: e.target.value })} />
              <button type="button" className="button small" disabled={!Number(deltas[row.id])} onClick={() => change(row)}>{t('console.apply')}</button>
              {row.active !== undefined && (
                <button type="button" className="button small" onClick={() => setActive(row)}>{t(row.active ? 'console.takeOffSale' : 'console.putOnSale')}</button>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
