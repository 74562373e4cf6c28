import { useTranslation } from 'react-i18next';
import { CONSOLE_PROMOTION_SORTS, PROMOTION_STATES, type ConsolePromotion } from '@learnstar/shared';
import { sgTime } from '../shop/shop-format';
import { useEditableList } from './use-editable-list';
import { ConsoleTable } from './ConsoleTable';
import { PromotionForm } from './PromotionForm';
import { SortSelect } from './SortSelect';

/**
 * Promotions: create or edit one, list them by state with their claims, end one now, delete one
 * nobody claimed (a claimed one is refused with the reason, and ending it is the way out).
 */
export function PromotionsTab() {
  const { t, i18n } = useTranslation();
  const { filters, filter, page, setPage, pageSize, msg, editing, setEditing, data, done, act } = useEditableList<ConsolePromotion, { state: string; q: string }>('/console/promotions', { state: '', q: '', sort: 'createdAt', dir: 'desc' });
  return (
    <>
      <PromotionForm key={editing?.id ?? 'new'} editing={editing} onDone={done} />
      <div className="filters">
        <label>
          {t('console.search')}
          <input type="search" value={filters.q} onChange={(e) => filter({ q: e.target.value })} placeholder={t('console.promoSearch')} />
        </label>
        <label>
          {t('console.promoState')}
          <select value={filters.state} onChange={(e) => filter({ state: e.target.value })}>
            <option value="">{t('console.all')}</option>
            {PROMOTION_STATES.map((s) => <option key={s} value={s}>{t(`console.promoState_${s}`)}</option>)}
          </select>
        </label>
        <SortSelect sorts={CONSOLE_PROMOTION_SORTS} value={filters} onChange={filter} />
      </div>
      <ConsoleTable msg={msg} headers={['console.matchTitle', 'console.promo_startsAt', 'console.promo_endsAt', 'console.promoState', 'console.promoClaims', 'console.actions']} page={page} pageSize={pageSize} total={data?.total} onPage={setPage}>
        {data?.rows.map((p) => (
          <tr key={p.id} data-promotion={p.slug}>
            <td>{i18n.language === 'zh' ? p.titleZh : p.titleEn} ({p.slug})</td>
            <td>{sgTime(p.startsAt, i18n.language)}</td>
            <td>{sgTime(p.endsAt, i18n.language)}</td>
            <td>{t(`console.promoState_${p.state}`)}</td>
            <td>{p.claims}</td>
            <td>
              <button type="button" className="button small" onClick={() => setEditing(p)}>{t('console.edit')}</button>
              {p.state !== 'ended' && <button type="button" className="button small" onClick={() => act('POST', `${p.id}/end`)}>{t('console.endNow')}</button>}
              <button type="button" className="button small" onClick={() => act('DELETE', String(p.id))}>{t('console.delete')}</button>
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
