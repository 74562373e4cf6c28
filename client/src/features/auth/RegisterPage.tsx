import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, registerRequestSchema, type RegisterResponse, type SignUpAccountType } from '@learnstar/shared';
import { api } from '../../api/client';
import { Field } from '../../common/Field';
import { GradeSelect } from '../../common/GradeSelect';
import { PictureChoice } from '../../common/PictureChoice';
import { serverFieldErrors, validate, type FieldErrors } from '../../common/form';
import { useUi } from '../../stores/ui';
import { startSession } from './start-session';

const EMPTY = { account: '', password: '', email: '', name: '', pupilName: '', gradeCode: '' };
const PICTURES: Record<SignUpAccountType, string> = { parent: '👨‍👩‍👧', pupil: '🎒' };

/** The fields each kind of account gives: a parent their own name; a pupil their name and grade (and a parent's email). */
function requestOf(accountType: SignUpAccountType, form: typeof EMPTY) {
  const { account, password, email } = form;
  return accountType === 'parent' ? { accountType, account, password, email, name: form.name } : { accountType, account, password, email, pupilName: form.pupilName, gradeCode: form.gradeCode };
}

/**
 * /register: a parent or a pupil makes an account (teachers are made by an operator). The new account
 * is signed in at once; a parent goes on to the family page to add children, a pupil to the home page.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const navigate = useNavigate();
  const [accountType, setAccountType] = useState<SignUpAccountType>('pupil');
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const parent = accountType === 'parent';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(registerRequestSchema, requestOf(accountType, form));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await api<RegisterResponse>('POST', '/user/register', { body: checked.data });
    if (isSuccess(result) && result.data) {
      const cartMerged = startSession(result.data.user, result.data.token, result.data.expireTime);
      toast(t('register.done'), 'success');
      navigate(parent ? '/family' : '/index');
      await cartMerged;
    } else {
      setErrors(serverFieldErrors(result));
      toast(t(`errors.${result.msg ?? 'submissionFailed'}`), 'error');
    }
  };
  return (
    <form className="form-page" onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('register.title')}</h1>
      <PictureChoice<SignUpAccountType>
        name="accountType"
        legend={t('register.who')}
        options={(['parent', 'pupil'] as const).map((value) => ({ value, picture: PICTURES[value], label: t(`register.as_${value}`) }))}
        value={accountType}
        onChange={(value) => {
          setAccountType(value);
          setErrors({});
        }}
      />
      <p>{t(`register.intro_${accountType}`)}</p>
      <Field label={t('register.account')} error={errors.account}>
        <input name="account" value={form.account} onChange={(e) => set('account')(e.target.value)} autoComplete="username" />
      </Field>
      <Field label={t('auth.password')} error={errors.password}>
        <input name="password" type="password" value={form.password} onChange={(e) => set('password')(e.target.value)} autoComplete="new-password" />
      </Field>
      {parent ? (
        <Field label={t('register.parentName')} error={errors.name}>
          <input name="name" value={form.name} onChange={(e) => set('name')(e.target.value)} autoComplete="name" />
        </Field>
      ) : (
        <>
          <Field label={t('register.pupilName')} error={errors.pupilName}>
            <input name="pupilName" value={form.pupilName} onChange={(e) => set('pupilName')(e.target.value)} />
          </Field>
          <Field label={t('register.grade')} error={errors.gradeCode}>
            <GradeSelect value={form.gradeCode} onChange={set('gradeCode')} />
          </Field>
        </>
      )}
      <Field label={t(parent ? 'register.yourEmail' : 'register.parentEmail')} error={errors.email}>
        <input name="email" type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} autoComplete="email" />
      </Field>
      <button type="submit" className="button">
        {t('register.submit')}
      </button>
    </form>
  );
}
