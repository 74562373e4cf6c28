import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';

/** Routes marked auth: signed out, the login dialog opens and the page waits behind it. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);
  useEffect(() => {
    if (!user) openLogin('errors.notLoggedIn');
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
