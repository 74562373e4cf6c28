import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, isSuccess, requestEmailValidationSchema } from '@learnstar/shared';
import { api } from '../../api/client';
import { Field } from '../../common/Field';
import { validate, type FieldErrors } from '../../common/form';
import { useUi } from '../../stores/ui';

/** Info binding: link and verify an email; change the password (needs the verified email). */
export function BindingTab() {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [email, setEmail] = useState('');
  const [passwords, setPasswords] = useState({ oldPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(requestEmailValidationSchema, { email });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const r = await api('POST', '/user/sendValidateEmail', { body: { email } });
    toast(t(`errors.${r.msg ?? 'submissionFailed'}`), isSuccess(r) ? 'success' : 'error');
  };
  const change = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(changePasswordSchema, passwords);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const r = await api('POST', '/user/changePassword', { body: passwords });
    toast(t(`errors.${r.msg ?? 'modificationFailed'}`), isSuccess(r) ? 'success' : 'error');
  };
  return (
    <div className="binding">
      <form onSubmit={(e) => void send(e)} noValidate>
        <h2>{t('account.bindEmail')}</h2>
        <Field label={t('warranty.email')} error={errors.email}>
          <input name="bindEmail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <button type="submit" className="button">
          {t('account.sendValidation')}
        </button>
      </form>
      <form onSubmit={(e) => void change(e)} noValidate>
        <h2>{t('account.changePassword')}</h2>
        <Field label={t('account.oldPassword')} error={errors.oldPassword}>
          <input name="oldPassword" type="password" value={passwords.oldPassword} onChange={(e) => setPasswords({ ...passwords, oldPassword: e.target.value })} />
        </Field>
        <Field label={t('account.newPassword')} error={errors.newPassword}>
          <input name="newPassword" type="password" value={passwords.newPassword} onChange={(e) => setPasswords({ ...passwords, newPassword: e.target.value })} />
        </Field>
        <button type="submit" className="button">
          {t('account.changePassword')}
        </button>
      </form>
    </div>
  );
}
