import { expect, type Page } from '@playwright/test';

/**
 * The page as it is now against its committed screenshot: the whole page, animations and caret
 * still, `mask` covering what changes with the data or the date. The tolerance absorbs font
 * anti-aliasing, not a moved block.
 */
export async function expectLooksAsItDid(page: Page, file: string, mask: string[] = []): Promise<void> {
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
