import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePromotion } from '@learnstar/shared';
import { api } from '../../api/client';
import { sgTime } from '../shop/shop-format';
import { usePagedList } from './console-api';
import { ConsoleTable } from './ConsoleTable';
import { singaporeInstant } from './singapore-time';

const PAGE_SIZE = 20;
const EMPTY = { slug: '', titleEn: '', titleZh: '', summaryEn: '', summaryZh: '', startsAt: '', endsAt: '', passcode: '', points: '50' };

/** Promotions: create one with a passcode and a bonus-points offer (coupon and price offers through the API), list them with their claims. */
export function PromotionsTab() {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const [msg, setMsg] = useState<string | null>(null);
  const { data, error, reload } = usePagedList<ConsolePromotion>('/console/promotions', { page, pageSize: PAGE_SIZE });
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { points, startsAt, endsAt, ...texts } = form;
    const body = { ...texts, startsAt: singaporeInstant(startsAt), endsAt: singaporeInstant(endsAt), offer: { type: 'bonusPoints', points: Number(points) } };
    const answer = await api('POST', '/console/promotions', { body });
    const fieldError = (answer.errors as { field: string; msg: string }[] | undefined)?.[0];
    setMsg(fieldError ? fieldError.msg : (answer.msg ?? null));
    if (answer.code === 200) {
      setForm(EMPTY);
      await reload();
    }
  };

  const field = (key: keyof typeof EMPTY, type = 'text') => (
    <label className="field">
      {t(`console.promo_${key}`)}
      <input name={key} type={type} value={form[key]} onChange={set(key)} required={!key.startsWith('summary')} />
    </label>
  );
  return (
    <>
      <form className="match-form" onSubmit={submit}>
        {field('slug')}
        {field('titleEn')}
        {field('titleZh')}
        {field('summaryEn')}
        {field('summaryZh')}
        {field('startsAt', 'datetime-local')}
        {field('endsAt', 'datetime-local')}
        {field('passcode')}
        {field('points', 'number')}
        <button type="submit" className="button">{t('console.createPromotion')}</button>
      </form>
      <ConsoleTable msg={msg ?? error} headers={['console.matchTitle', 'console.promo_startsAt', 'console.promo_endsAt', 'console.promoState', 'console.promoClaims']} page={page} pageSize={PAGE_SIZE} total={data?.total} onPage={setPage}>
        {data?.rows.map((p) => (
          <tr key={p.id}>
            <td>{i18n.language === 'zh' ? p.titleZh : p.titleEn} ({p.slug})</td>
            <td>{sgTime(p.startsAt, i18n.language)}</td>
            <td>{sgTime(p.endsAt, i18n.language)}</td>
            <td>{t(`console.promoState_${p.state}`)}</td>
            <td>{p.claims}</td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
