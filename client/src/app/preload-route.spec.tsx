import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { preloadRoutePages } from './preload-route';

/** A stand-in for a lazyPage component: renders nothing, counts its preloads. */
function lazyStandIn(fails = false) {
  const Page = () => null;
  return Object.assign(Page, { preload: vi.fn(() => (fails ? Promise.reject(new Error('chunk gone')) : Promise.resolve())) });
}

const Wrapper = ({ children }: { children?: ReactNode }) => <>{children}</>;

describe('preloadRoutePages', () => {
  it('loads the pages the matched route renders, inside wrappers and layouts, and no other', async () => {
    const [Faq, Account, Layout, Other] = [lazyStandIn(), lazyStandIn(), lazyStandIn(), lazyStandIn()];
    const routes: RouteObject[] = [
      { path: '/faq', element: <Faq /> },
      { element: <Layout />, children: [{ path: '/accountcenter', element: <Wrapper><div><Account /></div></Wrapper> }, { path: '/other', element: <Other /> }] },
    ];
    await preloadRoutePages(routes, '/accountcenter');
    expect([Faq, Account, Layout, Other].map((page) => page.preload.mock.calls.length)).toEqual([0, 1, 1, 0]);
  });

  it('never rejects: a page that fails to load fails again where it renders', async () => {
    const Broken = lazyStandIn(true);
    await expect(preloadRoutePages([{ path: '/faq', element: <Broken /> }], '/faq')).resolves.toBeUndefined();
    await expect(preloadRoutePages([{ path: '/faq', element: <Broken /> }], '/nowhere')).resolves.toBeUndefined();
  });
});
