import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCoupon } from '@learnstar/shared';
import { api } from '../../api/client';
import { singaporeInstant, singaporeLocal } from './singapore-time';
import { CouponKindSelect, cents, dollars } from './coupon-inputs';

const EMPTY = { code: '', kind: 'fixed', value: '', minSpend: '0', validFrom: '', validUntil: '', perUserLimit: '1', totalLimit: '' };
type Fields = typeof EMPTY;

function fieldsOf(c: ConsoleCoupon): Fields {
  return {
    code: c.code,
    kind: c.kind,
    value: c.kind === 'fixed' ? dollars(c.value) : String(c.value),
    minSpend: dollars(c.minSpendCents),
    validFrom: singaporeLocal(c.validFrom),
    validUntil: singaporeLocal(c.validUntil),
    perUserLimit: String(c.perUserLimit),
    totalLimit: c.totalLimit === null ? '' : String(c.totalLimit),
  };
}

/** Creates a coupon or edits one's terms (`editing`; the code stays). Amounts in dollars on the form, cents to the API. */
export function CouponForm({ editing, onDone }: { editing: ConsoleCoupon | null; onDone(msg: string | null, saved: boolean): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Fields>(editing ? fieldsOf(editing) : EMPTY);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      kind: form.kind,
      value: form.kind === 'fixed' ? cents(form.value) : Number(form.value),
      minSpendCents: cents(form.minSpend),
      validFrom: singaporeInstant(form.validFrom),
      validUntil: singaporeInstant(form.validUntil),
      perUserLimit: Number(form.perUserLimit),
      totalLimit: form.totalLimit ? Number(form.totalLimit) : undefined,
      ...(editing ? {} : { code: form.code }),
    };
    const answer = editing ? await api('PUT', `/console/coupons/${editing.id}`, { body }) : await api('POST', '/console/coupons', { body });
    const saved = answer.code === 200;
    if (saved && !editing) setForm(EMPTY);
    onDone((answer.errors as { msg: string }[] | undefined)?.[0]?.msg ?? answer.msg ?? null, saved);
  };
  const input = (key: keyof Fields, type = 'text', required = true) => (
    <label className="field">
      {t(`console.coupon_${key}`)}
      <input name={key} type={type} step={type === 'number' ? 'any' : undefined} value={form[key]} onChange={set(key)} required={required} />
    </label>
  );
  return (
    <form className="match-form" onSubmit={submit} aria-label={t(editing ? 'console.editCoupon' : 'console.createCoupon')}>
      {editing ? <p className="field">{editing.code}</p> : input('code')}
      <CouponKindSelect name="kind" value={form.kind} onChange={set('kind')} />
      {input('value', 'number')}
      {input('minSpend', 'number')}
      {input('validFrom', 'datetime-local')}
      {input('validUntil', 'datetime-local')}
      {input('perUserLimit', 'number')}
      {input('totalLimit', 'number', false)}
      <button type="submit" className="button">{t(editing ? 'console.save' : 'console.createCoupon')}</button>
      {editing && <button type="button" className="button ghost" onClick={() => onDone(null, false)}>{t('console.cancelEdit')}</button>}
    </form>
  );
}
