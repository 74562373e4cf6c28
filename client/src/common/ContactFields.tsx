import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './form';
import { Field } from './Field';

type ContactKey = 'email' | 'phone';

/** The email and phone a grown-up leaves on a form (warranty, free trial), with the browser's autofill. */
export function ContactFields({ email, phone, errors, onChange }: { email: string; phone: string; errors: FieldErrors; onChange: (key: ContactKey, value: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('warranty.email')} error={errors.email}>
        <input name="email" type="email" value={email} onChange={(e) => onChange('email', e.target.value)} autoComplete="email" />
      </Field>
      <Field label={t('warranty.phone')} error={errors.phone}>
        <input name="phone" type="tel" value={phone} onChange={(e) => onChange('phone', e.target.value)} autoComplete="tel" />
      </Field>
    </>
  );
}
