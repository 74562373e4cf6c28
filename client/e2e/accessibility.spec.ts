import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { missingTexts, seriousFaults } from './axe';
import { ROUTES } from './routes';
import { newVisitor, openReady } from './page-walk';
import { signInByApi } from './helpers';

/**
 * axe-core on every route of SPEC §2 (plus an unknown URL), in both languages, as a visitor and
 * as a pupil: no critical or serious violation anywhere, no text key the page's catalogue lacks
 * (window.__missingTexts, kept by client/src/i18n), and the moderate heading rules too
 * (one h1 a page, no skipped level). One visit per route, language and role; axe runs once
 * the page has its h1 and no API call is pending, so nothing waits on a timer.
 */
const UNKNOWN = '/no-such-page/at-all';
const NOT_FOUND_TITLE = { en: 'Page not found', zh: '找不到这个页面' };
/**
 * The parts of a page axe has already checked, by language: the main content and everything else
 * (header, footer, dialogs), each by a digest of its markup. A page whose parts were all checked
 * (a sign-in prompt on another route, a public page the pupil sees as the visitor did) is not
 * checked again: the walks are the slowest tests of the suite. Kept across the walks of one worker,
 * visitor before pupil; a walk retried in a new worker checks every page.
 */
const CHECKED = { en: new Set<string>(), zh: new Set<string>() };

async function pageParts(page: Page): Promise<string[]> {
  const [main, rest] = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    const mainPart = body.querySelector('main');
    const markup = mainPart?.outerHTML ?? '';
    mainPart?.remove();
    return [markup, body.innerHTML];
  });
  const digest = (text: string) => createHash('sha1').update(text).digest('hex');
  return [`main:${digest(main)}`, `rest:${digest(rest)}`];
}

/**
 * Each walk in two halves, and this file's tests spread over both workers (mode parallel: none of them
 * changes what another reads), so a retry repeats half a walk: whole, a walk took 74–135 s in CI's
 * runs, and ran out of 150 s when the machine was at its busiest.
 */
test.describe.configure({ mode: 'parallel' });
const HALF = Math.ceil(ROUTES.length / 2);
const WALK_HALVES = [ROUTES.slice(0, HALF), [...ROUTES.slice(HALF), UNKNOWN]];

for (const role of ['visitor', 'pupil'] as const) {
  for (const locale of ['en', 'zh'] as const) {
    for (const [half, paths] of WALK_HALVES.entries()) test(`axe: every route as a ${role} in ${locale} (${half + 1} of 2)`, async ({ browser, baseURL }) => {
      test.setTimeout(150_000);
      const page = await newVisitor(browser, baseURL!, locale, role === 'pupil' ? 'pupil1' : undefined);
      const failures: string[] = [];
      for (const path of paths) {
        // English loads each route afresh (a visit by its address); Chinese goes from page to page
        // inside the site, as a tap on a link does, which costs half the CPU (page-walk.ts).
        await openReady(page, path, { inApp: locale === 'zh' });
        const parts = await pageParts(page);
        const seen = CHECKED[locale];
        const skip = parts.every((part) => seen.has(part));
        for (const f of skip ? [] : await seriousFaults(page)) {
          // What the page showed instead, when the finding is about the whole page.
          const shown = f.nodes.join() === 'html' ? ` [${(await page.locator('body').innerText()).slice(0, 160).replace(/\s+/g, ' ')}]` : '';
          failures.push(`${path} ${f.id} (${f.impact}): ${f.nodes.join(' | ')}${shown}`);
        }
        parts.forEach((part) => seen.add(part));
        const missing = await missingTexts(page);
        if (missing.length) failures.push(`${path} texts missing: ${missing.join(', ')}`);
        if (path === UNKNOWN) {
          await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE[locale] })).toBeVisible();
          await expect(page.getByRole('main').getByRole('link', { name: locale === 'en' ? 'Back to home' : '返回首页' })).toHaveAttribute('href', '/index');
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
      await page.context().close();
    });
  }
}

/** The console's tabs as the page offers them to each role (operators every tab, teachers their races). */
const CONSOLE_TABS = {
  operator1: ['dashboard', 'orders', 'catalogue', 'redemptions', 'matches', 'promotions', 'coupons', 'forms', 'races', 'audit'],
  teacher1: ['races'],
};

// One test per language: the operator's ten tabs in both took 1.4 min on a calm machine and ran
// out of 90 s in CI; apart, the workers share them.
for (const [account, tabs] of Object.entries(CONSOLE_TABS)) {
  for (const locale of ['en', 'zh'] as const) {
    test(`axe: /console as ${account} in ${locale}, every tab`, async ({ browser, baseURL }) => {
      const failures: string[] = [];
      const page = await newVisitor(browser, baseURL!, locale, account);
      for (const tab of tabs) {
        await openReady(page, `/console?tab=${tab}`);
        await expect(page.locator('.console .tab-body')).toBeVisible();
        for (const f of await seriousFaults(page)) failures.push(`${locale} ${tab} ${f.id} (${f.impact}): ${f.nodes.join(' | ')}`);
        const missing = await missingTexts(page);
        if (missing.length) failures.push(`${locale} ${tab} texts missing: ${missing.join(', ')}`);
      }
      await page.context().close();
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}

/**
 * Tabs (backwards with `back`) until the focus is on an element matching `css` (and showing
 * `text`, when given), which must then show a focus ring. Checked in the page by selector, so a
 * re-rendered element still counts.
 */
async function tabTo(page: Page, css: string, text?: string, back = false, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await page.evaluate(
      ([selector, label]) => {
        const el = document.activeElement;
        if (!el?.matches(selector) || (label && el.textContent?.trim() !== label)) return null;
        const style = getComputedStyle(el);
        return { ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
      },
      [css, text ?? ''] as const,
    );
    if (focus) return expect(focus.ring, `a visible focus ring on ${css}`).toBe(true);
  }
  throw new Error(`${css} ${text ?? ''} not reached by Tab in ${maxPresses} presses`);
}

test('keyboard only: sign in, the game centre, and the shop to checkout, with a visible focus', async ({ page }) => {
  await page.goto('/index');
  await tabTo(page, '.header-tools button', 'Login');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').locator('input[name="account"]')).toBeFocused();
  await page.keyboard.type('pupil1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('learnstar1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();

  await tabTo(page, '[data-menu="gameCentre"] > a');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('game-card-plane')).toBeVisible();
  await tabTo(page, '[data-testid="game-card-plane"] a.button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gamecenter\/plane$/);
  await tabTo(page, 'button', 'Start!');

  await page.goto('/shoppingcenter');
  await tabTo(page, '.product-card');
  await page.keyboard.press('Enter');
  await tabTo(page, 'button', 'Add to cart');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).not.toHaveText('0');
  await tabTo(page, '.cart-icon', undefined, true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shoppingcar$/);
  await tabTo(page, 'button', 'Check out');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/placeorder$/);
});

test('keyboard only: a dictionary question answered and the account centre\'s tabs, with a visible focus', async ({ page }) => {
  await signInByApi(page, 'pupil1');
  await page.goto('/dictionarymain/game');
  await tabTo(page, 'button', 'Start practice');
  await page.keyboard.press('Enter');
  // Each new question brings the focus to its first option; Tab goes on to the next. A question
  // lasts 2 s here: on a busy machine it can close before Enter, and the pupil answers the next one.
  const question = page.getByTestId('question');
  const options = question.locator('.option');
  await expect(options.first()).toBeFocused({ timeout: 15_000 });
  await expect(async () => {
    await expect(options.first()).toBeFocused({ timeout: 5_000 });
    await page.keyboard.press('Tab');
    await expect(options.nth(1)).toBeFocused({ timeout: 1_000 });
    await page.keyboard.press('Enter');
    await expect(question.locator('.option.chosen')).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(question).toContainText(/Answer taken|right answer/);

  await page.goto('/accountcenter');
  await tabTo(page, '.tabs button', 'Points records');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=points/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Points records');
});
