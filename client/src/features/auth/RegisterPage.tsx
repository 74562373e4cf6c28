import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, registerRequestSchema } from '@learnstar/shared';
import { api } from '../../api/client';
import { Field } from '../../common/Field';
import { GradeSelect } from '../../common/GradeSelect';
import { serverFieldErrors, validate, type FieldErrors } from '../../common/form';
import { useUi } from '../../stores/ui';

const EMPTY = { account: '', password: '', email: '', pupilName: '', gradeCode: '' };

/** Parent sign-up: creates the pupil's account with a trial period; the email gets a validation link. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { toast, openLogin } = useUi();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(registerRequestSchema, form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await api('POST', '/user/register', { body: checked.data });
    if (isSuccess(result)) {
      toast(t('register.done'), 'success');
      navigate('/index');
      openLogin();
    } else {
      setErrors(serverFieldErrors(result));
      toast(t(`errors.${result.msg ?? 'submissionFailed'}`), 'error');
    }
  };
  return (
    <form className="form-page" onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
      <Field label={t('register.account')} error={errors.account}>
        <input name="account" value={form.account} onChange={(e) => set('account')(e.target.value)} autoComplete="username" />
      </Field>
      <Field label={t('auth.password')} error={errors.password}>
        <input name="password" type="password" value={form.password} onChange={(e) => set('password')(e.target.value)} autoComplete="new-password" />
      </Field>
      <Field label={t('register.parentEmail')} error={errors.email}>
        <input name="email" type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} />
      </Field>
      <Field label={t('register.pupilName')} error={errors.pupilName}>
        <input name="pupilName" value={form.pupilName} onChange={(e) => set('pupilName')(e.target.value)} />
      </Field>
      <Field label={t('freeTrial.grade')} error={errors.gradeCode}>
        <GradeSelect value={form.gradeCode} onChange={set('gradeCode')} />
      </Field>
      <button type="submit" className="button">
        {t('register.submit')}
      </button>
    </form>
  );
}
