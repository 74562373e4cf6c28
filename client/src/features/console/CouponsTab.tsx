import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_KINDS, type ConsoleCoupon } from '@learnstar/shared';
import { api } from '../../api/client';
import { money, sgTime } from '../shop/shop-format';
import { usePagedList } from './console-api';
import { ConsoleTable } from './ConsoleTable';
import { singaporeInstant } from './singapore-time';

const PAGE_SIZE = 20;
const EMPTY = { code: '', kind: 'fixed', value: '', minSpend: '0', validFrom: '', validUntil: '', perUserLimit: '1', totalLimit: '' };

/** Shop coupons: create one (amounts in dollars on the form, cents to the API), list them with their use counts. */
export function CouponsTab() {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const [msg, setMsg] = useState<string | null>(null);
  const { data, error, reload } = usePagedList<ConsoleCoupon>('/console/coupons', { page, pageSize: PAGE_SIZE });
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const cents = (dollars: string) => Math.round(Number(dollars) * 100);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      code: form.code,
      kind: form.kind,
      value: form.kind === 'fixed' ? cents(form.value) : Number(form.value),
      minSpendCents: cents(form.minSpend),
      validFrom: singaporeInstant(form.validFrom),
      validUntil: singaporeInstant(form.validUntil),
      perUserLimit: Number(form.perUserLimit),
      totalLimit: form.totalLimit ? Number(form.totalLimit) : undefined,
    };
    const answer = await api('POST', '/console/coupons', { body });
    setMsg((answer.errors as { msg: string }[] | undefined)?.[0]?.msg ?? answer.msg ?? null);
    if (answer.code === 200) {
      setForm(EMPTY);
      await reload();
    }
  };
  const input = (key: keyof typeof EMPTY, type = 'text', required = true) => (
    <label className="field">
      {t(`console.coupon_${key}`)}
      <input name={key} type={type} step={type === 'number' ? 'any' : undefined} value={form[key]} onChange={set(key)} required={required} />
    </label>
  );
  const valueText = (c: ConsoleCoupon) => (c.kind === 'fixed' ? money(c.value, i18n.language) : `${c.value}%`);
  return (
    <>
      <form className="match-form" onSubmit={submit}>
        {input('code')}
        <label className="field">
          {t('console.coupon_kind')}
          <select value={form.kind} onChange={set('kind')}>
            {COUPON_KINDS.map((k) => <option key={k} value={k}>{t(`console.couponKind_${k}`)}</option>)}
          </select>
        </label>
        {input('value', 'number')}
        {input('minSpend', 'number')}
        {input('validFrom', 'datetime-local')}
        {input('validUntil', 'datetime-local')}
        {input('perUserLimit', 'number')}
        {input('totalLimit', 'number', false)}
        <button type="submit" className="button">{t('console.createCoupon')}</button>
      </form>
      <ConsoleTable msg={msg ?? error} headers={['console.coupon_code', 'console.coupon_value', 'console.coupon_minSpend', 'console.coupon_validUntil', 'console.couponUsed']} page={page} pageSize={PAGE_SIZE} total={data?.total} onPage={setPage}>
        {data?.rows.map((c) => (
          <tr key={c.id}>
            <td>{c.code}</td>
            <td>{valueText(c)}</td>
            <td>{money(c.minSpendCents, i18n.language)}</td>
            <td>{sgTime(c.validFrom, i18n.language)} – {sgTime(c.validUntil, i18n.language)}</td>
            <td>{c.usedCount}{c.totalLimit ? ` / ${c.totalLimit}` : ''}</td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
