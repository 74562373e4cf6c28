import { expect, type Page } from '@playwright/test';

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
