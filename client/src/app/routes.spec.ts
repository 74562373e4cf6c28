import { describe, expect, test } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { SITE_ROUTES, isSiteRoute } from '@learnstar/shared';
import { routes } from './routes';

function paths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

describe('the site routes', () => {
  test('the router declares exactly the pages the server answers with 200 (SITE_ROUTES), plus the not-found catch-all', () => {
    expect(paths(routes).sort()).toEqual([...SITE_ROUTES, '*'].sort());
  });
  test('a path with a parameter matches one segment; anything else is not a page', () => {
    expect(isSiteRoute('/classes/12')).toBe(true);
    expect(isSiteRoute('/classes/12/extra')).toBe(false);
    expect(isSiteRoute('/typingmain/')).toBe(true);
    expect(isSiteRoute('/product_registerXasp')).toBe(false);
    expect(isSiteRoute('/no-such-page')).toBe(false);
  });
});
