import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Starts loading the lazy pages the route at `pathname` renders (inside wrappers such as
 * RequireAuth too), so the first render has them. Never rejects: a page that fails to load here
 * fails again where it renders, which shows the error.
 */
export function preloadRoutePages(routes: RouteObject[], pathname: string, how: 'preload' | 'prefetch' = 'preload'): Promise<void> {
  const pending = (matchRoutes(routes, pathname) ?? []).flatMap((match) => loadersIn(match.route.element, how));
  return Promise.all(pending.map((load) => load().catch(() => undefined))).then(() => undefined);
}

function loadersIn(node: ReactNode, how: 'preload' | 'prefetch'): (() => Promise<unknown>)[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = (node.type as Partial<Record<typeof how, () => Promise<unknown>>>)[how];
  const children = [node.props.children].flat() as ReactNode[];
  return [...(own ? [own] : []), ...children.flatMap((child) => loadersIn(child, how))];
}

/**
 * A link's page starts loading when the pupil shows they mean to follow it (the pointer comes over
 * it, a finger touches it, the keyboard focuses it), so the click renders the page at once: a lazy
 * page that suspends on the click is revealed no sooner than React's 300 ms fallback throttle
 * (measured 317–342 ms from click to h1 on /about, /ranking, /gamecenter, /contactus, /freetrial).
 * Each page loads once however often its links are hovered (lazyPage's load is shared), and only as
 * a prefetch: a chunk gone after a deploy does not reload the page under the pupil's pointer.
 */
export function preloadOnLinkIntent(routes: RouteObject[], root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) void preloadRoutePages(routes, link.pathname, 'prefetch');
  };
  const types = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of types) root.addEventListener(type, onIntent, { passive: true });
  return () => types.forEach((type) => root.removeEventListener(type, onIntent));
}
