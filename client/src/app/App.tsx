import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LoginDialog } from '../features/auth/login-dialog';
import { StartNowPrompt } from '../features/matches/StartNowPrompt';
import { Toasts } from '../layout/Toasts';
import { useCart } from '../stores/cart';
import { useUi } from '../stores/ui';
import { useRenderedLocationCount } from './automation-hook';
import { usePageDescription } from './page-description';

/** Global pieces every page shares: login dialog, toasts, the start-now prompt, the cart count, the page's description. */
export function App() {
  const loginOpen = useUi((s) => s.loginOpen);
  usePageDescription();
  useRenderedLocationCount();
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
