import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './helpers';
import { partsOutOfView } from './screen-fit';

/**
 * Every game and race round fits the window while it runs: the HUD, the whole play field, the text
 * to type and the input are inside the window, below the header (which shrinks to a slim bar for the
 * round and comes back after it), with nothing scrolled. One round per screen on one signed-in page;
 * each is measured at the desktop's 1366x768, 1280x720 and 1920x1080 and at a tablet's and a phone's,
 * upright and on its side, in the language the page shows, then again after switching language in
 * the slim header.
 */
test.describe.configure({ mode: 'serial' });

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  // Below the desktop layout: tablets on their side and upright, phones upright and on their side.
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];
const START = /^(Start!|开始！)$/;
const START_PRACTICE = /^(Start practice|开始练习)$/;

/** What must be in view on each screen while its round runs, by name (for the failure message). */
const GAME_PARTS = { hud: '.game-hud', field: '.game-canvas canvas' };
const TYPING_PARTS = { hud: '.race-top', text: '[data-testid="race-text"]', input: 'textarea[name="race-input"]', track: '[data-testid="race-board"]' };
interface Screen {
  name: string;
  path: string;
  start: RegExp;
  /** Shown once the round is under way. */
  ready: string;
  parts: Record<string, string>;
  /** Picks before starting (a grade whose texts are long). */
  prepare?(page: Page): Promise<void>;
  /** Quit the round at the end, to see the header come back. */
  quit?: boolean;
}
const SCREENS: Screen[] = [
  { name: 'tortoise race', path: '/gamecenter/race', start: START, ready: '.game-canvas canvas', parts: { ...GAME_PARTS, text: '[data-testid="race-passage"]', input: 'input[name="race-input"]' } },
  { name: 'plane battle', path: '/gamecenter/plane', start: START, ready: '.game-canvas canvas', parts: { ...GAME_PARTS, feedback: '.answer-feedback' }, quit: true },
  { name: 'bee', path: '/gamecenter/bee', start: START, ready: '.game-canvas canvas', parts: { ...GAME_PARTS, prompt: '.bee-prompt' } },
  { name: 'write it', path: '/gamecenter/write', start: START, ready: '[data-testid="write-grid"]', parts: { hud: '.game-hud', field: '[data-testid="write-grid"]', steps: '.write-steps', message: '[data-testid="write-message"]' } },
  // P4 higher: the longest texts a pupil can practise without unlocking a level.
  { name: 'typing practice', path: '/typingmain/practicepage', prepare: (page) => page.locator('select[name="gradeCode"]').selectOption('8').then(() => undefined), start: START_PRACTICE, ready: '[data-testid="race-text"]', parts: TYPING_PARTS },
  { name: 'dictionary practice', path: '/dictionarymain/game', start: START_PRACTICE, ready: '[data-testid="question"]', parts: { hud: '.race-top', question: '[data-testid="question"]', track: '[data-testid="race-board"]' } },
];

async function expectFitsAtEverySize(page: Page, parts: Record<string, string>, label: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Chromium scrolls the focused input into view while the window shrinks, before the round has
    // re-fitted; on a loaded machine that scroll (81 px) stayed. The parts must be in view at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => partsOutOfView(page, parts), { message: `${label} at ${size.width}x${size.height}`, intervals: [100, 250] }).toEqual([]);
  }
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: SIZES[0] });
  await signInByApi(page, 'pupil1');
});

test.afterAll(async () => {
  await page.close();
});

for (const screen of SCREENS) {
  test(`${screen.name}: the round fits desktops, tablets and phones in both languages`, async () => {
    await page.setViewportSize(SIZES[0]);
    await page.goto(screen.path);
    const menu = page.locator('.menu');
    await expect(menu).toBeVisible();
    await screen.prepare?.(page);
    await page.getByRole('button', { name: screen.start }).click();
    await expect(page.locator(screen.ready)).toBeVisible({ timeout: 15_000 });
    // The header steps aside: a slim bar without the menu, the language switch kept.
    await expect(menu).toBeHidden();
    const lang = (await page.evaluate(() => document.documentElement.lang)).startsWith('zh') ? 'zh' : 'en';
    await expectFitsAtEverySize(page, screen.parts, `${screen.name} (${lang})`);
    await page.getByRole('button', { name: lang === 'zh' ? 'En' : 'zh', exact: true }).click();
    await expectFitsAtEverySize(page, screen.parts, `${screen.name} (${lang === 'zh' ? 'en' : 'zh'})`);
    if (!screen.quit) return;
    // After the round the whole header comes back (the desktop's: below it the menu is behind its button).
    await page.setViewportSize(SIZES[0]);
    await page.getByRole('button', { name: /^(Quit|退出)$/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /^(Quit|退出)$/ }).click();
    await expect(page.getByTestId('game-results')).toBeVisible({ timeout: 15_000 });
    await expect(menu).toBeVisible();
  });
}
