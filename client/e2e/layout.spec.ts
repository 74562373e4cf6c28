import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/** Kept as test artefacts in client/test-results/screenshots. */
const shot = (name: string) => fileURLToPath(new URL(`../test-results/screenshots/${name}`, import.meta.url));

test.describe('main layout in both languages', () => {
  test('home in English by default, then in Chinese; screenshots kept', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('heading', { name: 'Learn Chinese by racing' })).toBeVisible();
    await expect(page.locator('.menu')).toContainText('Game centre');
    await expect(page.locator('.match-card[data-match]').first()).toBeVisible();
    await page.screenshot({ path: shot('home-en.png'), fullPage: true });
    await page.getByRole('button', { name: 'zh', exact: true }).click();
    await expect(page.getByRole('heading', { name: '在比赛中学华文' })).toBeVisible();
    await expect(page.locator('.menu')).toContainText('游戏中心');
    await page.screenshot({ path: shot('home-zh.png'), fullPage: true });
  });

  test('the language choice survives a reload', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'zh', exact: true }).click();
    await expect(page.getByRole('heading', { name: '关于学习星' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: '关于学习星' })).toBeVisible();
    await page.getByRole('button', { name: 'En', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'About LearnStar' })).toBeVisible();
  });

  test('texts beyond the first load arrive with the first lazy page, in every language already shown', async ({ page }) => {
    // Home is in the first load; /about's texts come in the second catalogue half. Both languages
    // are shown before it, so switching back after the lazy page must not show raw keys.
    await page.goto('/index');
    await page.getByRole('button', { name: 'zh', exact: true }).click();
    await expect(page.getByRole('heading', { name: '在比赛中学华文' })).toBeVisible();
    await page.getByRole('button', { name: 'En', exact: true }).click();
    await page.locator('.menu').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'About LearnStar' })).toBeVisible();
    await page.getByRole('button', { name: 'zh', exact: true }).click();
    await expect(page.getByRole('heading', { name: '关于学习星' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('pages.about');
  });

  test('hover submenus open: game centre and help; a hovered link\'s page loads before the click', async ({ page }) => {
    await page.goto('/index');
    const gameCentre = page.locator('[data-menu="gameCentre"]');
    await expect(gameCentre.locator('.submenu')).toBeHidden();
    await gameCentre.hover();
    await expect(gameCentre.getByRole('link', { name: 'Typing games' })).toBeVisible();
    await expect(gameCentre.getByRole('link', { name: 'Dictionary games' })).toBeVisible();
    await page.locator('[data-menu="help"]').hover();
    // The FAQ's chunk is asked for while the pointer is on its link (no click yet), so the click
    // renders it without a Suspense fallback (client/src/app/preload-route.ts).
    const faqChunk = page.waitForRequest(/\/assets\/FaqPage-[\w-]+\.js$/, { timeout: 10_000 });
    await page.locator('[data-menu="help"]').getByRole('link', { name: 'FAQ' }).hover();
    await faqChunk;
    await expect(page).toHaveURL(/\/index$/);
    await page.locator('[data-menu="help"]').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('.faq-item')).toHaveCount(11);
  });

  test('the active menu item follows the route through its parent', async ({ page }) => {
    await page.goto('/productdetail');
    await expect(page.locator('[data-menu="shop"]')).toHaveClass(/active/);
    await page.goto('/typingmain');
    await expect(page.locator('[data-menu="gameCentre"]')).toHaveClass(/active/);
    await expect(page.locator('[data-menu="shop"]')).not.toHaveClass(/active/);
  });

  test('the header becomes fixed after scrolling past 175px', async ({ page }) => {
    await page.goto('/faq');
    // The FAQ arrives in its own chunk: the page is only long enough to scroll once it is in.
    await expect(page.locator('.faq-item').first()).toBeVisible();
    const header = page.getByTestId('site-header');
    await expect(header).not.toHaveClass(/fixed/);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveClass(/fixed/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/fixed/);
  });

  test('the shop shows the construction notice, the external shop and free shipping over SGD 50', async ({ page }) => {
    await page.goto('/shoppingcenter');
    await expect(page.getByText('Free shipping on orders over SGD 50')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the LearnStar partner shop' })).toHaveAttribute('href', 'https://shop.learnstar.sg');
  });
});

test.describe('newsletter box', () => {
  test('valid address: success toast and the box is cleared', async ({ page }) => {
    await page.goto('/index');
    const box = page.locator('input[name="newsletter"]');
    await box.fill(`pupil.${Date.now()}@example.sg`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you! You are subscribed.')).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test('invalid address: the invalid message and no request', async ({ page }) => {
    await page.goto('/index');
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/user/addNewsEmail')) requests++;
    });
    await page.locator('input[name="newsletter"]').fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Email Address is invalid')).toBeVisible();
    expect(requests).toBe(0);
  });

  test('empty box: nothing happens', async ({ page }) => {
    await page.goto('/index');
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/user/addNewsEmail')) requests++;
    });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test('in Chinese the invalid message is Chinese', async ({ page }) => {
    await page.goto('/index');
    await page.getByRole('button', { name: 'zh', exact: true }).click();
    await page.locator('input[name="newsletter"]').fill('abc@');
    await page.getByRole('button', { name: '订阅' }).click();
    await expect(page.getByText('电子邮箱地址无效')).toBeVisible();
  });
});
