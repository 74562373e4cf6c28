import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { StartNowPrompt } from '../features/matches/StartNowPrompt';
import { Toasts } from '../layout/Toasts';
import { useCart } from '../stores/cart';
import { useUi } from '../stores/ui';
import { lazyPage } from './lazy-page';
import { usePageDescription } from './page-description';

// The login and forgot-password dialogs (and their shared form schemas) load when first opened.
const LoginDialog = lazyPage(() => import('../features/auth/LoginDialog'), 'LoginDialog');

/** Global pieces every page shares: login dialog, toasts, the start-now prompt, the cart count, the page's description. */
export function App() {
  const loginOpen = useUi((s) => s.loginOpen);
  usePageDescription();
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
