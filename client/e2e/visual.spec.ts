import { expect, test, type Page } from '@playwright/test';
import { expectLooksAsItDid } from './screenshots';

/**
 * The main pages against committed screenshots (visual.spec.ts-snapshots/), in both languages,
 * so a layout break shows in CI. Parts that change with the data or the date (race times, stock
 * badges) are masked; the tolerance absorbs font anti-aliasing, not a moved block. After an
 * intended change of layout, refresh the baselines with `--update-snapshots` and look at them.
 */
const PAGES = [
  // The home page is ready when the shop teaser's devices are in: they arrive after the hero, and a
  // screenshot taken before them (a slow catalogue in CI) was 312 px short and failed.
  { name: 'home', path: '/index', ready: '.shop-teaser .product-card', mask: ['.match-list', '.shop-teaser'] },
  { name: 'shop', path: '/shoppingcenter', ready: '.product-card img', mask: ['.badges'] },
  { name: 'about', path: '/about', ready: 'h1', mask: [] },
  { name: 'not-found', path: '/no-such-page', ready: '[data-testid="not-found"]', mask: [] },
];

async function shoot(page: Page, locale: string) {
  for (const { name, path, ready, mask } of PAGES) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    await expectLooksAsItDid(page, `${name}-${locale}.png`, mask);
  }
}

for (const locale of ['en', 'zh']) {
  test(`the main pages look as they did (${locale})`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem('ls.locale', lng), locale);
    await shoot(page, locale);
  });
}
