import { expect, type Locator, type Page } from '@playwright/test';
import { againOnReset } from './helpers';

/**
 * The page as it is now against its committed screenshot: the whole page, animations and caret
 * still, `mask` covering what changes with the data or the date. `steady` gives a masked list whose
 * length changes with the data (other specs schedule races) a fixed height, so the page below it
 * stays where it was. The tolerance absorbs font anti-aliasing, not a moved block.
 */
export async function expectLooksAsItDid(page: Page, file: string, mask: string[] = [], steady: Record<string, number> = {}): Promise<void> {
  const steadyCss = Object.entries(steady).map(([selector, px]) => `${selector} { height: ${px}px !important; overflow: hidden !important; }`);
  if (steadyCss.length) await page.addStyleTag({ content: steadyCss.join('\n') });
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(file, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: mask.map((selector) => page.locator(selector)),
    maxDiffPixelRatio: 0.01,
    threshold: 0.2,
  });
}

/**
 * The page's request to `url` answered with `fixed` once the real answer has been checked (a 200
 * whose data passes `check`, the contract): a dashboard's screenshot shows figures that do not move
 * with the calendar or with other tests' orders and races.
 */
export async function answerWith(page: Page, url: string, check: (data: unknown) => unknown, fixed: unknown): Promise<void> {
  await page.route(url, async (route) => {
    const real = await againOnReset(() => route.fetch());
    expect(real.status()).toBe(200);
    const body = (await real.json()) as { data: unknown };
    check(body.data);
    await route.fulfill({ response: real, json: { ...body, data: fixed } });
  });
}

/**
 * One part of the page against its committed screenshot. The site's header, fixed once the page
 * scrolls, is hidden first: it was drawn over the part's top (the `style` option did not hide it).
 */
export async function expectPartLooksAsItDid(part: Locator, file: string): Promise<void> {
  await part.page().addStyleTag({ content: '.site-header { visibility: hidden !important; }' });
  await part.page().evaluate(() => document.fonts.ready);
  await expect(part).toHaveScreenshot(file, { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 });
}

