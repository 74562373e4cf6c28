import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type CardSignIn } from '@learnstar/shared';
import { useUi } from '../../stores/ui';
import { startSession } from '../auth/start-session';
import { signInCardApi } from './sign-in-card-api';
import { safeReturnPath, takeReturnPath } from './return-path';
import './sign-in-card.css';

/**
 * /signin-card?c=<secret>&next=<path>: what a sign-in card's QR opens. The secret is taken out of
 * the address at once (no history entry or later page keeps it), the child is signed in on this
 * device and goes on to `next`, or to the page that asked for sign-in, or home. Without a secret,
 * or when the card does not work, the child can type the card's code.
 */
export function SignInCardPage() {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const closeLogin = useUi((s) => s.closeLogin);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const secret = useRef(params.get('c'));
  const next = useRef(safeReturnPath(params.get('next')));
  const [busy, setBusy] = useState(Boolean(secret.current));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const signIn = async (body: CardSignIn) => {
    setBusy(true);
    const result = await signInCardApi.signIn(body);
    setBusy(false);
    if (!isSuccess(result)) return setError(t(`errors.${result.msg ?? 'submissionFailed'}`));
    await startSession(result.data, result.token, result.expireTime);
    closeLogin();
    toast(t('auth.welcome', { name: result.data.name }), 'success');
    navigate(next.current ?? takeReturnPath() ?? '/index', { replace: true });
  };

  useEffect(() => {
    const value = secret.current;
    if (!value) return;
    secret.current = null;
    const kept = new URLSearchParams(window.location.search);
    kept.delete('c');
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${kept.toString() ? `?${kept.toString()}` : ''}`);
    void signIn({ secret: value });
    // Once, on opening: the secret is read from the address only then.
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn({ code });
  };
  return (
    <section className="card-sign-in-page">
      <h1>{t('signInCard.pageTitle')}</h1>
      {busy && <p role="status">{t('signInCard.signingIn')}</p>}
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <h2>{t('signInCard.typeTitle')}</h2>
        <label>
          {t('signInCard.codeLabel')}
          <input name="cardCode" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {t('signInCard.signIn')}
        </button>
      </form>
      <p className="muted">{t('signInCard.scanHint')}</p>
    </section>
  );
}
