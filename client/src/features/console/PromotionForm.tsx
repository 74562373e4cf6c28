import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePromotion, PromotionOffer } from '@learnstar/shared';
import { api } from '../../api/client';
import { singaporeInstant, singaporeLocal } from './singapore-time';

const EMPTY = { slug: '', titleEn: '', titleZh: '', summaryEn: '', summaryZh: '', descriptionEn: '', descriptionZh: '', startsAt: '', endsAt: '', passcode: '', points: '50' };
type Fields = typeof EMPTY;
const TEXTAREAS = new Set<keyof Fields>(['descriptionEn', 'descriptionZh']);

function fieldsOf(p: ConsolePromotion): Fields {
  const points = p.offer.type === 'bonusPoints' ? String(p.offer.points) : '';
  const { slug, titleEn, titleZh, summaryEn, summaryZh, descriptionEn, descriptionZh } = p;
  return { slug, titleEn, titleZh, summaryEn, summaryZh, descriptionEn, descriptionZh, startsAt: singaporeLocal(p.startsAt), endsAt: singaporeLocal(p.endsAt), passcode: '', points };
}

/**
 * Creates a promotion with a passcode and a bonus-points offer (coupon and price offers through
 * the API), or edits one (`editing`): every field again, the passcode only when a new one is typed,
 * a coupon or price offer kept as it is. Answers the server's message (a field's first).
 */
export function PromotionForm({ editing, onDone }: { editing: ConsolePromotion | null; onDone(msg: string | null, saved: boolean): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Fields>(editing ? fieldsOf(editing) : EMPTY);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const keptOffer = editing && editing.offer.type !== 'bonusPoints' ? editing.offer : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { points, startsAt, endsAt, slug, passcode, ...texts } = form;
    const offer: PromotionOffer = keptOffer ?? { type: 'bonusPoints', points: Number(points) };
    const body = { ...texts, startsAt: singaporeInstant(startsAt), endsAt: singaporeInstant(endsAt), offer, ...(passcode.trim() ? { passcode } : {}), ...(editing ? {} : { slug }) };
    const answer = editing ? await api('PUT', `/console/promotions/${editing.id}`, { body }) : await api('POST', '/console/promotions', { body });
    const fieldError = (answer.errors as { msg: string }[] | undefined)?.[0];
    const saved = answer.code === 200;
    if (saved && !editing) setForm(EMPTY);
    onDone(fieldError ? fieldError.msg : (answer.msg ?? null), saved);
  };

  const field = (key: keyof Fields, type = 'text') => {
    const required = !key.startsWith('summary') && !key.startsWith('description') && !(key === 'passcode' && editing);
    const props = { name: key, value: form[key], onChange: set(key), required };
    return (
      <label className="field">
        {t(key === 'passcode' && editing ? 'console.promo_newPasscode' : `console.promo_${key}`)}
        {TEXTAREAS.has(key) ? <textarea {...props} rows={2} /> : <input {...props} type={type} />}
      </label>
    );
  };
  return (
    <form className="match-form" onSubmit={submit} aria-label={t(editing ? 'console.editPromotion' : 'console.createPromotion')}>
      {editing ? <p className="field">{editing.slug}</p> : field('slug')}
      {field('titleEn')}
      {field('titleZh')}
      {field('summaryEn')}
      {field('summaryZh')}
      {field('descriptionEn')}
      {field('descriptionZh')}
      {field('startsAt', 'datetime-local')}
      {field('endsAt', 'datetime-local')}
      {field('passcode')}
      {!keptOffer && field('points', 'number')}
      <button type="submit" className="button">{t(editing ? 'console.save' : 'console.createPromotion')}</button>
      {editing && <button type="button" className="button ghost" onClick={() => onDone(null, false)}>{t('console.cancelEdit')}</button>}
    </form>
  );
}
