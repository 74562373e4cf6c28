import { expect, test } from '@playwright/test';
import { signInAsNewPupil, signInByApi } from './helpers';
import { quitGame } from './game-play';

test('a visitor sees the four games and is asked to log in to play', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('link', { name: 'Go to the game centre' }).click();
  await expect(page).toHaveURL(/\/gamecenter$/);
  await page.goto('/index');
  await page.getByRole('link', { name: 'Game centre', exact: true }).first().click();
  await expect(page).toHaveURL(/\/gamecenter$/);
  for (const title of ['Plane battle', 'Tortoise and hare race', 'Bee honey gathering', 'Write it']) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Log in to play and earn points.')).toBeVisible();
  for (const title of ['Plane battle', 'Tortoise and hare race', 'Bee honey gathering', 'Write it']) await expect(page.getByRole('link', { name: `Play ${title}` })).toBeVisible();
  await page.getByRole('link', { name: 'Play Plane battle' }).click();
  await expect(page.getByRole('dialog')).toBeVisible(); // the game route needs a login
});

test('游戏中心（中文）: a pupil sees today\'s points, best scores and the weekly top 10', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ls.locale', 'zh'));
  await signInByApi(page, 'pupil1');
  await page.goto('/gamecenter');
  await expect(page.getByRole('heading', { name: '游戏中心' })).toBeVisible();
  await expect(page.getByTestId('daily-points')).toContainText('今天从游戏获得的积分');
  const plane = page.getByTestId('game-card-plane');
  await expect(plane).toContainText('最好成绩');
  await expect(plane).toContainText('本周同年级前十名');
  await expect(page.getByTestId('game-card-bee')).toContainText('本周同年级前十名');
  // Play → earn → spend: the points shop is one click away, and the menu keeps the game centre lit there.
  await page.getByRole('link', { name: '去积分商城换礼物' }).click();
  await expect(page).toHaveURL(/\/pointshop$/);
  await expect(page.getByTestId('site-header').locator('[data-menu="gameCentre"]')).toHaveClass(/active/);
});

test('quitting before answering says so (not "every word right"), and the results lead to the points shop', async ({ page }) => {
  await signInAsNewPupil(page, 'quit', 'Goh Mei Ling');
  await page.goto('/gamecenter/plane');
  await page.getByRole('button', { name: /^Start!$/ }).click();
  await expect(page.locator('.game-canvas canvas')).toBeVisible();
  const results = await quitGame(page);
  await expect(results).toContainText('You did not answer any words this time.');
  await expect(results).not.toContainText('You got every word.');
  await results.getByRole('link', { name: 'Go to the points shop' }).click();
  await expect(page).toHaveURL(/\/pointshop$/);
});
