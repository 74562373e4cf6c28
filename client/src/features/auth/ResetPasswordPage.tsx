import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, resetFormSchema } from '@learnstar/shared';
import { api } from '../../api/client';
import { Field } from '../../common/Field';
import { validate, type FieldErrors } from '../../common/form';
import { useUi } from '../../stores/ui';

/** The link as the API judged it; a valid one names the user whose password it resets. */
type LinkState = 'unchecked' | 'invalid' | { userId: number };

/** /resetpwd?code=: the link is checked first, then two passwords with show/hide (SPEC §2, §5). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [link, setLink] = useState<LinkState>('unchecked');
  const [form, setForm] = useState({ password1: '', password2: '' });
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { toast, openLogin } = useUi();
  const navigate = useNavigate();

  useEffect(() => {
    if (!code) return setLink('invalid');
    void api<{ userId: number }>('GET', '/user/validatePswEmail', { query: { code } }).then((r) => {
      setLink(isSuccess(r) && r.data ? { userId: r.data.userId } : 'invalid');
    });
  }, [code]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The button is enabled only once the link is checked and valid.
    if (typeof link !== 'object') return;
    const checked = validate(resetFormSchema, form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await api('POST', '/user/resetPsw', { query: { code, password: form.password1, oldPsw: '', userId: link.userId } });
    if (isSuccess(result)) {
      toast(t('errors.modificationSucceeded'), 'success');
      navigate('/index');
      openLogin();
    } else {
      toast(t(result.msg === 'linkExpired' ? 'errors.linkExpired' : 'errors.modificationFailed'), 'error');
    }
  };

  return (
    <form className="form-page narrow" onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('reset.title')}</h1>
      {link === 'unchecked' && <p>{t('common.loading')}</p>}
      {link === 'invalid' && <p className="notice">{t('errors.linkExpired')}</p>}
      <Field label={t('reset.password1')} error={errors.password1}>
        <input name="password1" type={show ? 'text' : 'password'} value={form.password1} onChange={(e) => setForm({ ...form, password1: e.target.value })} />
      </Field>
      <Field label={t('reset.password2')} error={errors.password2}>
        <input name="password2" type={show ? 'text' : 'password'} value={form.password2} onChange={(e) => setForm({ ...form, password2: e.target.value })} />
      </Field>
      <label className="inline">
        <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} /> {t('reset.show')}
      </label>
      {/* Not before the link is checked: a press in that moment read as an expired link. */}
      <button type="submit" className="button" disabled={typeof link !== 'object'}>
        {t('reset.submit')}
      </button>
    </form>
  );
}
