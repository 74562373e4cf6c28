import { useEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { underAutomation } from '../common/automation';
import { preloadRoutePages } from './preload-route';

/**
 * `window.__learnstarApp`, present only under automation (navigator.webdriver, as Playwright sets
 * it; the games have theirs in games/test-hook.ts): lets a browser walk go from page to page inside
 * the site as a pupil's tap on a link does, instead of loading the whole site again for each page
 * (a page load cost 0.22 CPU-s of Chromium, an in-app step 0.09: the walks' hundreds of pages on
 * 2 cores), and tells it when the page it went to has rendered.
 */
export interface AppTestHook {
  /** Goes to `to` as a hovered link's click does: its page prefetched, then the router. */
  navigate(to: string): Promise<void>;
  /** Locations rendered so far: grows once the page a navigation went to is on the screen. */
  rendered: number;
}

/** The part of the site's data router the hook uses. */
interface SiteRouter {
  navigate(to: string): Promise<void>;
}

declare global {
  interface Window {
    __learnstarApp?: AppTestHook;
  }
}

/** Sets up the hook over the site's router (main.tsx), under automation only. */
export function exposeAppHook(router: SiteRouter, routes: RouteObject[]): void {
  if (!underAutomation()) return;
  window.__learnstarApp = {
    navigate: async (to) => {
      await preloadRoutePages(routes, new URL(to, window.location.origin).pathname, 'prefetch');
      await router.navigate(to);
    },
    rendered: 0,
  };
}

/** Counts each location once it is rendered (App's effect runs after the page is committed). */
export function useRenderedLocationCount(): void {
  const location = useLocation();
  useEffect(() => {
    if (window.__learnstarApp) window.__learnstarApp.rendered++;
  }, [location]);
}
