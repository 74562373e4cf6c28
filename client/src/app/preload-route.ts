import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Starts loading the lazy pages the route at `pathname` renders (inside wrappers such as
 * RequireAuth too), so the first render has them. Never rejects: a page that fails to load here
 * fails again where it renders, which shows the error.
 */
export function preloadRoutePages(routes: RouteObject[], pathname: string): Promise<void> {
  const pending = (matchRoutes(routes, pathname) ?? []).flatMap((match) => preloadsIn(match.route.element));
  return Promise.all(pending.map((preload) => preload().catch(() => undefined))).then(() => undefined);
}

function preloadsIn(node: ReactNode): (() => Promise<unknown>)[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = (node.type as { preload?: () => Promise<unknown> }).preload;
  const children = [node.props.children].flat() as ReactNode[];
  return [...(own ? [own] : []), ...children.flatMap(preloadsIn)];
}
