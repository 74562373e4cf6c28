import { lazyPage } from '../../app/lazy-page';

/** The login and forgot-password dialogs (and their shared form schemas), loaded when first opened (or prefetched by LoginButton). */
export const LoginDialog = lazyPage(() => import('./LoginDialog'), 'LoginDialog');
