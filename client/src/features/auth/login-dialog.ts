import { lazyPage } from '../../app/lazy-page';

/** The login and forgot-password dialogs (and their shared form schemas), loaded when first opened. */
export const LoginDialog = lazyPage(() => import('./LoginDialog'), 'LoginDialog');

/**
 * Spread on a button that opens the dialog: its chunk loads as the pointer, a finger or the focus
 * reaches the button, so the press opens it at once (the first opening waited 314–328 ms on React's
 * fallback throttle). Not on a timer: loading it unasked made a long task on a slow phone after the
 * page was ready (65–114 ms at 4x CPU), where Lighthouse counts blocking time.
 */
export const prefetchLoginDialog = {
  onPointerEnter: () => void LoginDialog.prefetch(),
  onTouchStart: () => void LoginDialog.prefetch(),
  onFocus: () => void LoginDialog.prefetch(),
};
