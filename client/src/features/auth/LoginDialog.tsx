import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, SIGN_IN_CARD_PATH, classifyExpiry, isSuccess, type LoginResponse } from '@learnstar/shared';
import { api } from '../../api/client';
import { useUi } from '../../stores/ui';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { startSession } from './start-session';

/** SPEC §2 login dialog: account, password, remember me (on by default), forgot-password link. */
export function LoginDialog() {
  const { t } = useTranslation();
  const { loginOpen, loginReason, closeLogin, toast } = useUi();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const here = useLocation();
  if (!loginOpen) return null;
  if (forgot) {
    return (
      <div className="modal-backdrop" role="presentation">
        <ForgotPasswordDialog onBack={() => setForgot(false)} />
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!account.trim()) found.account = t('auth.accountRequired');
    if (!password) found.password = t('auth.passwordRequired');
    else if (password.length < PASSWORD_MIN_LENGTH) found.password = t('auth.passwordShort', { min: PASSWORD_MIN_LENGTH });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const result = (await api('POST', '/user/login', { body: { username: account, password, rememberMe } })) as unknown as Omit<LoginResponse, 'code'> & { code: number };
    setBusy(false);
    if (result.code === 501) return toast(t('auth.error'), 'error');
    if (!isSuccess(result)) return toast(t('auth.failed'), 'error');
    const cartMerged = startSession(result.data, result.token, result.expireTime);
    closeLogin();
    setPassword('');
    toast(t('auth.welcome', { name: result.data.name }), 'success');
    const expiry = classifyExpiry(result.data.expirationMill);
    if (expiry === 'expired') toast(t('auth.expired'), 'error');
    if (expiry === 'soon' && result.data.accountExpiresAt) toast(t('auth.expiresOn', { date: new Date(result.data.accountExpiresAt).toLocaleDateString(undefined, { timeZone: 'Asia/Singapore' }) }), 'info');
    await cartMerged;
  };

  return (
    <div className="modal-backdrop" role="presentation">
      <form className="modal login-dialog" role="dialog" aria-modal="true" aria-labelledby="login-title" onSubmit={(e) => void submit(e)} onKeyDown={(e) => e.key === 'Escape' && closeLogin()} noValidate>
        <h2 id="login-title">{t('auth.title')}</h2>
        {loginReason && <p className="notice">{t(loginReason)}</p>}
        {/* A child with a sign-in card: its QR (the camera) or its typed code, then back to this page. */}
        <p className="card-hint" data-testid="card-hint">
          {t('auth.cardHint')}{' '}
          <Link to={`${SIGN_IN_CARD_PATH}?next=${encodeURIComponent(here.pathname + here.search)}`} onClick={closeLogin}>
            {t('auth.cardLink')}
          </Link>
        </p>
        <label>
          {t('auth.account')}
          {/* Focus moves into the dialog when it opens, so the keyboard starts where the eyes do. */}
          <input name="account" value={account} onChange={(e) => setAccount(e.target.value)} autoComplete="username" autoFocus />
          {errors.account && <span className="field-error">{errors.account}</span>}
        </label>
        <label>
          {t('auth.password')}
          <input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
          {errors.password && <span className="field-error">{errors.password}</span>}
        </label>
        <label className="inline">
          <input name="rememberMe" type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} /> {t('auth.rememberMe')}
        </label>
        <button type="button" className="link-button" onClick={() => setForgot(true)}>
          {t('auth.forgot')}
        </button>
        <Link to="/register" className="link-button" onClick={closeLogin}>
          {t('register.link')}
        </Link>
        <div className="modal-actions">
          <button type="button" className="button ghost" onClick={closeLogin}>
            {t('common.close')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('auth.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
