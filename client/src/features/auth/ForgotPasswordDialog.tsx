import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, sendResetEmailQuerySchema } from '@learnstar/shared';
import { api } from '../../api/client';
import { Field } from '../../common/Field';
import { validate, type FieldErrors } from '../../common/form';
import { useUi } from '../../stores/ui';

/** Account name and email; the server refuses the same form again within 60 s. */
export function ForgotPasswordDialog({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [form, setForm] = useState({ nickName: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(sendResetEmailQuerySchema, form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await api('GET', '/user/sendResetPswEmail', { query: form });
    if (isSuccess(result)) toast(t('errors.resetEmailSent'), 'success');
    else toast(result.code === 501 ? t('forgot.error') : t(`errors.${result.msg ?? 'submissionFailed'}`), 'error');
  };
  return (
    <form className="modal" role="dialog" aria-modal="true" aria-labelledby="forgot-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="forgot-title">{t('forgot.title')}</h2>
      <p className="muted">{t('forgot.hint')}</p>
      <Field label={t('auth.account')} error={errors.nickName}>
        <input name="nickName" value={form.nickName} onChange={(e) => setForm({ ...form, nickName: e.target.value })} />
      </Field>
      <Field label={t('warranty.email')} error={errors.email}>
        <input name="email" type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
      </Field>
      <div className="modal-actions">
        <button type="button" className="button ghost" onClick={onBack}>
          {t('forgot.back')}
        </button>
        <button type="submit" className="button">
          {t('forgot.send')}
        </button>
      </div>
    </form>
  );
}
