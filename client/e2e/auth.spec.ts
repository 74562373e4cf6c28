import { expect, test } from '@playwright/test';

test.describe('login', () => {
  test('an auth route opens the login dialog with the not-logged-in message; going Back closes it with the page', async ({ page }) => {
    await page.goto('/gamecenter');
    await page.getByTestId('game-card-plane').getByRole('link').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Not logged in or login expired, please log in again');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Game centre' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('short password and wrong password are refused; the right one signs in and logout asks first', async ({ page }) => {
    // The dialog's chunk is not loaded unasked; it is asked for while the pointer is on Login, before the press.
    const unasked: string[] = [];
    page.on('request', (request) => void (/\/LoginDialog-/.test(request.url()) && unasked.push(request.url())));
    await page.goto('/index');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(unasked).toEqual([]);
    const dialogChunk = page.waitForRequest(/\/assets\/LoginDialog-[\w-]+\.js$/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Login' }).hover();
    await dialogChunk;
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="account"]').fill('pupil1');
    await dialog.locator('input[name="password"]').fill('12345');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toContainText('The password needs at least 6 characters');
    await dialog.locator('input[name="password"]').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login failed: wrong account or password')).toBeVisible();
    await expect(dialog.locator('input[name="rememberMe"]')).toBeChecked();
    await dialog.locator('input[name="password"]').fill('learnstar1');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Hello, Tan Xiao Ming!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ls.token'))).toBeTruthy();

    await page.reload();
    await expect(page.getByText('Hello, Tan Xiao Ming!')).toBeVisible();

    await page.locator('.avatar').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Do you really want to log out?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Welcome to LearnStar!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ls.token'))).toBeNull();
  });

  test('in Chinese, the wrong password toast is Chinese', async ({ page }) => {
    await page.goto('/index');
    await page.getByRole('button', { name: 'zh', exact: true }).click();
    await page.getByRole('button', { name: '登录' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="account"]').fill('parent1');
    await dialog.locator('input[name="password"]').fill('wrong-password');
    await dialog.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('登录失败：账号或密码错误')).toBeVisible();
  });
});
