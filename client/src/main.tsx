import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { i18nReady } from './i18n';
import './styles.css';
import './responsive.css';
import { App } from './app/App';
import { routes } from './app/routes';
import { deferredStylesApplied } from './app/deferred-styles';
import { preloadOnLinkIntent, preloadRoutePages } from './app/preload-route';
import { exposeAppHook } from './app/automation-hook';

const router = createBrowserRouter([{ element: <App />, children: routes }]);
exposeAppHook(router, routes);

// The first render waits for the language's texts (one small chunk), so no untranslated key flashes,
// and for the stylesheet, which index.html loads without blocking the boot screen's paint. It is a
// transition: React renders the page in slices of a few milliseconds and lets the browser answer a
// tap between them, instead of one long task (a slow phone's Total Blocking Time), while the boot
// screen stays until the whole page is ready to replace it. The page the visit opens on is loaded
// alongside, so it renders at once rather than after a Suspense fallback (app/lazy-page.tsx).
void Promise.all([i18nReady, deferredStylesApplied(), preloadRoutePages(routes, window.location.pathname)]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  preloadOnLinkIntent(routes);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
});
