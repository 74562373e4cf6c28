import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, REDEMPTION_TABS, statusOfTab, type RedemptionPage, type RedemptionRecord, type RedemptionTab } from '@learnstar/shared';
import { EmptyState } from '../../common/EmptyState';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { Pager } from '../../common/Pager';
import { localized, sgTime } from '../shop/shop-format';
import { pointshopApi } from './pointshop-api';
import { ScrollTable } from '../../common/ScrollTable';

const PAGE_SIZE = 10;

/** Account centre → redemption records (SPEC §3, §4): tabs, the record's fields, confirm receipt. */
export function RedemptionsTab() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<RedemptionTab>('all');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<RedemptionPage | null>(null);
  const [confirming, setConfirming] = useState<RedemptionRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    const r = await pointshopApi.redemptions(tab, page, PAGE_SIZE);
    setData(isSuccess(r) && r.data ? r.data : { rows: [], total: 0 });
  }, [tab, page]);
  useEffect(() => {
    void load();
  }, [load]);

  const confirm = async (record: RedemptionRecord) => {
    setConfirming(null);
    const r = await pointshopApi.confirmReceipt(record.id);
    setError(isSuccess(r) ? null : (r.msg ?? 'submissionFailed'));
    void load();
  };
  // A tab is named by the status it lists ("To be delivered" lists toBeDelivered).
  const tabLabel = (key: RedemptionTab) => t(`account.redemption_${statusOfTab(key) ?? 'all'}`);

  return (
    <div className="ps-records">
      <div className="tabs" role="group" aria-label={t('account.tab_redemptions')}>
        {REDEMPTION_TABS.map((key) => (
          <button key={key} type="button" className={tab === key ? 'on' : ''} aria-pressed={tab === key} onClick={() => (setTab(key), setPage(1))}>
            {tabLabel(key)}
          </button>
        ))}
      </div>
      {error && <p className="field-error" role="alert">{t(`errors.${error}`)}</p>}
      {!data ? (
        <p>{t('common.loading')}</p>
      ) : data.rows.length === 0 ? (
        tab === 'all' ? <EmptyState text={t('account.emptyRedemptions')} to="/pointshop" link={t('account.toPointShop')} /> : <p>{t('account.empty')}</p>
      ) : (
        <ScrollTable><table className="table ps-records-table">
          <thead>
            <tr>
              <th>{t('redemptions.index')}</th>
              <th>{t('redemptions.product')}</th>
              <th>{t('redemptions.delivery')}</th>
              <th>{t('redemptions.points')}</th>
              <th>{t('redemptions.status')}</th>
              <th>{t('redemptions.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.id} data-testid="redemption-row" data-status={r.status}>
                <td>{r.index}</td>
                <td>
                  {localized(r, 'name', i18n.language)} × {r.quantity}
                </td>
                <td>
                  {r.delivery ? (
                    <>
                      {r.delivery.recipient}, {r.delivery.phone}
                      <br />
                      {r.delivery.address}
                      {r.delivery.trackingNote && <><br />{t('redemptions.tracking', { note: r.delivery.trackingNote })}</>}
                    </>
                  ) : (
                    t('redemptions.virtualDelivery')
                  )}
                </td>
                <td>−{r.points}</td>
                <td>
                  <strong>{t(`account.redemption_${r.status}`)}</strong>
                  {r.status === 'pendingReceipt' && (
                    <button type="button" className="button small ps-confirm" onClick={() => setConfirming(r)}>
                      {t('redemptions.confirmReceipt')}
                    </button>
                  )}
                </td>
                <td>{sgTime(r.updateTime, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table></ScrollTable>
      )}
      {data && data.total > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
      {confirming && (
        <ConfirmDialog text={t('redemptions.confirmQuestion', { name: localized(confirming, 'name', i18n.language) })} onConfirm={() => void confirm(confirming)} onCancel={() => setConfirming(null)} />
      )}
    </div>
  );
}
