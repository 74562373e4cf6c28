import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { freeTrialRequestSchema } from '@learnstar/shared';
import { api } from '../../api/client';
import { ContactFields } from '../../common/ContactFields';
import { Field } from '../../common/Field';
import { GradeSelect } from '../../common/GradeSelect';
import { useFormSubmit } from '../../common/use-form-submit';

const EMPTY = { parentName: '', email: '', phone: '', gradeCode: '', school: '', address: '' };

/** Free trial of the story reader: stored, acknowledged by email, rate-limited by the API. */
export function FreeTrialPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  // The API's answer is the toast: freeTrialRequested, or why not.
  const { errors, submit } = useFormSubmit(freeTrialRequestSchema, (body) => api('POST', '/content/addFreeTrial', { body }), () => setForm(EMPTY));
  return (
    <form className="form-page" onSubmit={(e) => void submit(form)(e)} noValidate>
      <h1>{t('freeTrial.title')}</h1>
      <p>{t('freeTrial.intro')}</p>
      <Field label={t('freeTrial.parentName')} error={errors.parentName}>
        <input name="parentName" value={form.parentName} onChange={(e) => set('parentName')(e.target.value)} autoComplete="name" />
      </Field>
      <ContactFields email={form.email} phone={form.phone} errors={errors} onChange={(key, value) => set(key)(value)} />
      <Field label={t('freeTrial.grade')} error={errors.gradeCode}>
        <GradeSelect value={form.gradeCode} onChange={set('gradeCode')} />
      </Field>
      <Field label={t('freeTrial.school')} error={errors.school}>
        <input name="school" value={form.school} onChange={(e) => set('school')(e.target.value)} />
      </Field>
      <Field label={t('freeTrial.address')} error={errors.address}>
        <textarea name="address" value={form.address} onChange={(e) => set('address')(e.target.value)} autoComplete="street-address" />
      </Field>
      <button type="submit" className="button">
        {t('freeTrial.submit')}
      </button>
    </form>
  );
}
