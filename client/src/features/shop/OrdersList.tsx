import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type Order } from '@learnstar/shared';
import { shopApi } from './shop-api';
import { money, sgTime } from './shop-format';
import { ScrollTable } from '../../common/ScrollTable';

/** The signed-in buyer's orders, newest first: on /orders and in the account centre. */
export function OrdersList() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: Order[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void shopApi.orders(page).then((r) => (isSuccess(r) && r.data ? setData(r.data) : setFailed(true)));
  }, [page]);
  if (failed) return <p className="field-error">{t('errors.dataFetchFailed')}</p>;
  if (!data) return <p className="muted">{t('common.loading')}</p>;
  if (data.total === 0) return <p className="notice">{t('orders.none')}</p>;
  return (
    <>
      <ScrollTable><table className="table" data-testid="orders-table">
        <thead>
          <tr>
            <th>{t('orders.code')}</th>
            <th>{t('orders.orderTime')}</th>
            <th>{t('shop.totalItems')}</th>
            <th>{t('shop.payAmount')}</th>
            <th>{t('orders.status')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {data.rows.map((o) => (
            <tr key={o.code}>
              <td>{o.code}</td>
              <td>{sgTime(o.createdAt, i18n.language)}</td>
              <td>{o.totalItems}</td>
              <td>{money(o.payAmountCents, i18n.language)}</td>
              <td>
                <span className={`status status-${o.status}`}>{t(`orders.status_${o.status}`)}</span>
              </td>
              <td>
                <Link to={`/pay?code=${o.code}`}>{t('orders.detail')}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table></ScrollTable>
      {data.total > 10 && (
        <div className="pager">
          <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </button>
          <span>{page}</span>
          <button type="button" disabled={page * 10 >= data.total} onClick={() => setPage(page + 1)}>
            {t('common.next')}
          </button>
        </div>
      )}
    </>
  );
}

export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <section className="orders">
      <h1>{t('orders.title')}</h1>
      <OrdersList />
    </section>
  );
}
