import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { rememberReturnPath } from '../sign-in-card/return-path';

/** Routes marked auth: signed out, the login dialog opens and the page waits behind it. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);
  useEffect(() => {
    if (user) return;
    openLogin('errors.notLoggedIn');
    // A sign-in card scanned next opens in a page of its own: it brings the child back here (the projector's room).
    rememberReturnPath(window.location.pathname + window.location.search);
    // The wall belongs to this page: leaving it still signed out (Back, a link) closes the dialog
    // it opened rather than carrying it over the next page.
    return () => {
      if (!useSession.getState().user) useUi.getState().closeLogin();
    };
  }, [user, openLogin]);
  if (!user) {
    return (
      <section className="need-login">
        <h1>{t('auth.title')}</h1>
        <p className="notice">{t('auth.needLogin')}</p>
      </section>
    );
  }
  return <>{children}</>;
}
