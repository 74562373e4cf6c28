import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { preloadOnLinkIntent, preloadRoutePages } from './preload-route';

/** A stand-in for a lazyPage component: renders nothing, counts its preloads and prefetches. */
function lazyStandIn(fails = false) {
  const Page = () => null;
  return Object.assign(Page, { preload: vi.fn(() => (fails ? Promise.reject(new Error('chunk gone')) : Promise.resolve())), prefetch: vi.fn(() => Promise.resolve()) });
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

describe('preloadOnLinkIntent', () => {
  it("loads a site link's page when the pointer, a touch or the focus comes to it; not a link elsewhere's, and not once stopped", () => {
    const [Faq, About] = [lazyStandIn(), lazyStandIn()];
    const stop = preloadOnLinkIntent([{ path: '/faq', element: <Faq /> }, { path: '/about', element: <About /> }]);
    document.body.innerHTML = `<a href="/faq"><span>FAQ</span></a><a href="/about">About</a><a href="https://example.com/about">Away</a>`;
    const [faq, about, away] = [...document.querySelectorAll('a')];
    const prefetches = () => [Faq, About].map((page) => page.prefetch.mock.calls.length);
    faq.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    away.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetches()).toEqual([1, 0]);
    about.dispatchEvent(new Event('focusin', { bubbles: true }));
    faq.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetches()).toEqual([2, 1]);
    stop();
    about.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetches()).toEqual([2, 1]);
    // A prefetch only: never the preload that reloads the site when a chunk is gone.
    expect([Faq, About].map((page) => page.preload.mock.calls.length)).toEqual([0, 0]);
  });
});
