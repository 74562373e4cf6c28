import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LoginDialog } from '../features/auth/LoginDialog';
import { StartNowPrompt } from '../features/matches/StartNowPrompt';
import { Toasts } from '../layout/Toasts';
import { useCart } from '../stores/cart';

/** Global pieces every page shares: login dialog, toasts, the start-now prompt, the cart count. */
export function App() {
  useEffect(() => {
    void useCart.getState().refresh();
  }, []);
  return (
    <>
      <Outlet />
      <LoginDialog />
      <StartNowPrompt />
      <Toasts />
    </>
  );
}
