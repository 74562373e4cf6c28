import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess } from '@learnstar/shared';
import { api } from '../api/client';
import { useUi } from '../stores/ui';

/** SPEC §5: empty is ignored; a bad pattern shows 'Email Address is invalid'; success clears the box. */
export function NewsletterBox() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toast = useUi((s) => s.toast);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    const { emailSchema } = await import('./email-check');
    if (!emailSchema.safeParse(email).success) {
      setError(t('footer.invalidEmail'));
      return;
    }
    setError(null);
    const result = await api('POST', '/user/addNewsEmail', { body: { email } });
    if (isSuccess(result)) {
      toast(t('footer.subscribed'), 'success');
      setEmail('');
    } else {
      toast(t('footer.subscribeFailed'), 'error');
    }
  };

  return (
    <form className="newsletter" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('footer.newsletterTitle')}</h2>
      <p>{t('footer.newsletterHint')}</p>
      <div className="newsletter-row">
        <input type="email" name="newsletter" value={email} placeholder={t('footer.newsletterPlaceholder')} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(error)} />
        <button type="submit" className="button">
          {t('footer.subscribe')}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
