import { expect, type Page } from '@playwright/test';

/** Signs in through the header's login dialog, in whichever language the page shows. */
export async function loginAs(page: Page, account: string, password = 'learnstar1'): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/index');
  await page.getByRole('button', { name: /^(Login|登录)$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="account"]').fill(account);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.getByRole('button', { name: /^(Login|登录)$/ }).click();
  await expect(dialog).toBeHidden();
}
