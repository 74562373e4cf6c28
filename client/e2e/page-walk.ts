import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { signInByApi } from './helpers';

/**
 * Opens a route and waits for its own readiness: an h1 (or the full-page frame) and no API call in
 * flight. `inApp`: once the site is open, through its router as a tap on a link does (the app's
 * automation hook, client/src/app/automation-hook.ts), not a new page load: a page load cost
 * Chromium 0.22 CPU-s and injecting axe again 0.11, an in-app step 0.09 (measured 2026-11-29).
 */
export async function openReady(page: Page, path: string, { inApp = false } = {}): Promise<void> {
  const rendered = inApp ? await page.evaluate(() => window.__learnstarApp?.rendered ?? -1).catch(() => -1) : -1;
  if (rendered >= 0) await page.evaluate((to) => window.__learnstarApp!.navigate(to), path);
  // Not 'load': pictures and the warranty PDF need not finish; the page's own readiness is below.
  else await page.goto(path, { waitUntil: 'domcontentloaded' });
  // A page without an h1 is reported by axe (page-has-heading-one) rather than waited for.
  await page
    .waitForFunction((before) => {
      const w = window as unknown as { __pendingFetches?: number };
      if (before >= 0 && (window.__learnstarApp?.rendered ?? 0) <= before) return false;
      return (document.querySelector('h1') || document.querySelector('iframe.full-page')) && !w.__pendingFetches;
      // Every 50 ms, not every animation frame: polling by frame keeps the browser drawing 60 frames
      // a second for nothing, which the walks' hundreds of pages paid for in CPU on 2 cores.
    }, rendered, { timeout: 5_000, polling: 50 })
    .catch(() => undefined);
}

/** A new browser of its own in a language, counting API calls in flight; signed in when an account is given. */
export async function newVisitor(browser: Browser, baseURL: string, locale: 'en' | 'zh', account?: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  await page.addInitScript((lng) => {
    localStorage.setItem('ls.locale', lng);
    // Counts API calls in flight, so axe runs on the page's loaded state.
    const w = window as unknown as { __pendingFetches: number };
    w.__pendingFetches = 0;
    const realFetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      w.__pendingFetches++;
      return realFetch(...args).finally(() => w.__pendingFetches--);
    };
  }, locale);
  if (account) await signInByApi(page, account);
  return page;
}
