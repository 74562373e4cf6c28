import { expect, type Browser, type Locator, type Page } from '@playwright/test';

import type { TestTarget } from '../src/games/game-module';

/** A target as the game's test hook shows it (one definition, the game's). */
export type HookTarget = TestTarget;

/**
 * After a finished game: the points the results show are more than none, and the account centre
 * has them among the newest points records and the game (by its title) among the newest of my games.
 */
export async function expectPointsRecorded(page: Page, gameTitle: string): Promise<void> {
  const points = Number((await page.getByTestId('result-points').textContent())!.replace('+', ''));
  expect(points).toBeGreaterThan(0);
  await page.goto('/accountcenter?type=points');
  await expect(newestRowWith(page, `+${points}`)).toBeVisible();
  await page.goto('/accountcenter?type=games');
  await expect(newestRowWith(page, gameTitle)).toBeVisible();
}

/**
 * A row of the account centre's open tab, among its newest three, holding `text`. Not the newest
 * alone: up to three browsers play as the same pupil at once, so the other two tests' games can land on top.
 */
export function newestRowWith(page: Page, text: string): Locator {
  return page.locator('.tab-body tbody tr:nth-child(-n+3)').filter({ hasText: text }).first();
}

/** Quits through the HUD's button and the confirm dialog (same label in both); returns the results panel. */
export async function quitGame(page: Page, quitLabel = 'Quit'): Promise<Locator> {
  await page.getByRole('button', { name: quitLabel }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: quitLabel }).click();
  return page.getByTestId('game-results');
}

/** A tablet held upright (820 x 1180, touch, pointer: coarse); close its context at the end. */
export async function touchPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } });
  return context.newPage();
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

/** Time per key at the fair-play key ceiling of every grade (P2: 136 ms), plus a margin. */
const CEILING_MS_PER_KEY = 150;

/**
 * Types a plane's pinyin key by key, about 90 ms apart, and never sooner after the previous answer
 * than `gapMs` (the server refuses answers faster than a child can manage) nor than the keys would
 * take at the fair-play key ceiling after a short look (fair play holds a round answered faster).
 */
export async function typeLikeAPupil(page: Page, text: string, lastAnswerAt: number, gapMs = 700): Promise<number> {
  const wait = lastAnswerAt + Math.max(gapMs, text.length * CEILING_MS_PER_KEY + 300) - text.length * 90 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.keyboard.type(text, { delay: 90 });
  return Date.now();
}
