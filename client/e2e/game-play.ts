import { expect, type Page } from '@playwright/test';

export interface HookTarget {
  itemId: string;
  word: string;
  answer: string;
  options: string[];
  x: number;
  y: number;
}

/** The live targets from the game's test hook (window.__learnstarGame). */
export function targets(page: Page): Promise<HookTarget[]> {
  return page.evaluate(() => window.__learnstarGame?.targets() ?? []);
}

/** Waits for a target on the field and returns the one nearest the ground. */
export async function lowestTarget(page: Page): Promise<HookTarget> {
  let found: HookTarget | undefined;
  await expect
    .poll(async () => {
      const live = await targets(page);
      found = live.sort((a, b) => b.y - a.y)[0];
      return Boolean(found);
    }, { timeout: 15_000, intervals: [100] })
    .toBe(true);
  return found!;
}

/**
 * Types a plane's pinyin as a pupil would: key by key, about 90 ms apart, and never sooner than
 * `gapMs` after the previous answer (the server refuses answers faster than a child can manage).
 */
export async function typeLikeAPupil(page: Page, text: string, lastAnswerAt: number, gapMs = 700): Promise<number> {
  const wait = lastAnswerAt + gapMs - text.length * 90 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.keyboard.type(text, { delay: 90 });
  return Date.now();
}
