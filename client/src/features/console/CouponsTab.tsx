import { useTranslation } from 'react-i18next';
import { CONSOLE_COUPON_SORTS, type ConsoleCoupon } from '@learnstar/shared';
import { money, sgTime } from '../shop/shop-format';
import { useEditableList } from './use-editable-list';
import { ConsoleTable } from './ConsoleTable';
import { CouponForm } from './CouponForm';
import { SortSelect } from './SortSelect';

/**
 * Shop coupons: create or edit one, list them with their use counts, disable one, delete one no
 * order used (a used one is refused with the reason: disabling keeps it for its orders).
 */
export function CouponsTab() {
  const { t, i18n } = useTranslation();
  const { filters, filter, page, setPage, pageSize, msg, editing, setEditing, data, done, act } = useEditableList<ConsoleCoupon, { q: string; disabled: string }>('/console/coupons', { q: '', disabled: '', sort: 'createdAt', dir: 'desc' });
  const valueText = (c: ConsoleCoupon) => (c.kind === 'fixed' ? money(c.value, i18n.language) : `${c.value}%`);
  return (
    <>
      <CouponForm key={editing?.id ?? 'new'} editing={editing} onDone={done} />
      <div className="filters">
        <label>
          {t('console.search')}
          <input type="search" value={filters.q} onChange={(e) => filter({ q: e.target.value })} placeholder={t('console.coupon_code')} />
        </label>
        <label>
          {t('console.couponState')}
          <select value={filters.disabled} onChange={(e) => filter({ disabled: e.target.value })}>
            <option value="">{t('console.all')}</option>
            <option value="false">{t('console.couponEnabled')}</option>
            <option value="true">{t('console.couponDisabled')}</option>
          </select>
        </label>
        <SortSelect sorts={CONSOLE_COUPON_SORTS} value={filters} onChange={filter} />
      </div>
      <ConsoleTable msg={msg} headers={['console.coupon_code', 'console.coupon_value', 'console.coupon_minSpend', 'console.coupon_validUntil', 'console.couponUsed', 'console.actions']} page={page} pageSize={pageSize} total={data?.total} onPage={setPage}>
        {data?.rows.map((c) => (
          <tr key={c.id} data-coupon={c.code}>
            <td>{c.code}{c.disabledAt ? ` · ${t('console.couponDisabled')}` : ''}</td>
            <td>{valueText(c)}</td>
            <td>{money(c.minSpendCents, i18n.language)}</td>
            <td>{sgTime(c.validFrom, i18n.language)} – {sgTime(c.validUntil, i18n.language)}</td>
            <td>{c.usedCount}{c.totalLimit ? ` / ${c.totalLimit}` : ''}</td>
            <td>
              <button type="button" className="button small" onClick={() => setEditing(c)}>{t('console.edit')}</button>
              {!c.disabledAt && <button type="button" className="button small" onClick={() => act('POST', `${c.id}/disable`)}>{t('console.disable')}</button>}
              <button type="button" className="button small" onClick={() => act('DELETE', String(c.id))}>{t('console.delete')}</button>
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
