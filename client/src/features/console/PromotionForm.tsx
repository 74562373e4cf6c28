import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePromotion } from '@learnstar/shared';
import { api } from '../../api/client';
import { singaporeInstant, singaporeLocal } from './singapore-time';
import { EMPTY_OFFER, OfferInputs, offerFrom, offerInputOf } from './OfferInputs';

const EMPTY = { slug: '', titleEn: '', titleZh: '', summaryEn: '', summaryZh: '', descriptionEn: '', descriptionZh: '', startsAt: '', endsAt: '', passcode: '' };
type Fields = typeof EMPTY;
const TEXTAREAS = new Set<keyof Fields>(['descriptionEn', 'descriptionZh']);

function fieldsOf(p: ConsolePromotion): Fields {
  const { slug, titleEn, titleZh, summaryEn, summaryZh, descriptionEn, descriptionZh } = p;
  return { slug, titleEn, titleZh, summaryEn, summaryZh, descriptionEn, descriptionZh, startsAt: singaporeLocal(p.startsAt), endsAt: singaporeLocal(p.endsAt), passcode: '' };
}

/**
 * Creates a promotion with a passcode and an offer (bonus points, a coupon, a product's promotion
 * price), or edits one (`editing`): every field again, the passcode only when a new one is typed.
 * Answers the server's message (a field's first).
 */
export function PromotionForm({ editing, onDone }: { editing: ConsolePromotion | null; onDone(msg: string | null, saved: boolean): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Fields>(editing ? fieldsOf(editing) : EMPTY);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const [offer, setOffer] = useState(editing ? offerInputOf(editing.offer) : EMPTY_OFFER);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { startsAt, endsAt, slug, passcode, ...texts } = form;
    const body = { ...texts, startsAt: singaporeInstant(startsAt), endsAt: singaporeInstant(endsAt), offer: offerFrom(offer), ...(passcode.trim() ? { passcode } : {}), ...(editing ? {} : { slug }) };
    const answer = editing ? await api('PUT', `/console/promotions/${editing.id}`, { body }) : await api('POST', '/console/promotions', { body });
    const fieldError = (answer.errors as { msg: string }[] | undefined)?.[0];
    const saved = answer.code === 200;
    if (saved && !editing) {
      setForm(EMPTY);
      setOffer(EMPTY_OFFER);
    }
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
      <OfferInputs value={offer} onChange={setOffer} />
      <button type="submit" className="button">{t(editing ? 'console.save' : 'console.createPromotion')}</button>
      {editing && <button type="button" className="button ghost" onClick={() => onDone(null, false)}>{t('console.cancelEdit')}</button>}
    </form>
  );
}
