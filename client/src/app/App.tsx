import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { StartNowPrompt } from '../features/matches/StartNowPrompt';
import { Toasts } from '../layout/Toasts';
import { useCart } from '../stores/cart';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';
import { useRenderedLocationCount } from './automation-hook';
import { lazyPage } from './lazy-page';
import { usePageDescription } from './page-description';

// The login and forgot-password dialogs (and their shared form schemas) load when first opened.
const LoginDialog = lazyPage(() => import('../features/auth/LoginDialog'), 'LoginDialog');

/** Global pieces every page shares: login dialog, toasts, the start-now prompt, the cart count, the page's description. */
export function App() {
  const loginOpen = useUi((s) => s.loginOpen);
  const signedOut = useSession((s) => s.user === null);
  usePageDescription();
  useRenderedLocationCount();
  // A visitor's likeliest next step: the dialog's chunk loads once the page is idle, so Login opens
  // it at once (its first opening waited 314–328 ms on React's fallback throttle).
  useEffect(() => {
    if (!signedOut) return;
    const id = window.setTimeout(() => void LoginDialog.prefetch(), 1_000);
    return () => window.clearTimeout(id);
  }, [signedOut]);
  useEffect(() => {
    void useCart.getState().refresh();
  }, []);
  return (
    <>
      <Outlet />
      {loginOpen && <LoginDialog />}
      <StartNowPrompt />
      <Toasts />
    </>
  );
}
