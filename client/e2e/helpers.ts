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

/**
 * Signs in over the API and puts the session where the site keeps it (localStorage), so a spec
 * that is not about logging in starts signed in without clicking through the dialog.
 */
export async function signInByApi(page: Page, account: string, password = 'learnstar1'): Promise<void> {
  const response = await page.request.post(`/api/user/login?username=${encodeURIComponent(account)}&password=${encodeURIComponent(password)}`);
  const body = (await response.json()) as { code: number; data: unknown; token: string; expireTime: number };
  expect(body.code).toBe(200);
  await page.addInitScript((session) => {
    localStorage.setItem('ls.user', JSON.stringify(session.data));
    localStorage.setItem('ls.token', session.token);
    localStorage.setItem('ls.tokenExpiry', String(session.expireTime));
  }, body);
}

/**
 * A child's typing rhythm: uneven gaps (what the fair-play model expects of a person; a steady
 * timer or a script's speed is held for checking) and a longer pause after punctuation.
 */
const CHILD_GAPS_MS = [380, 620, 450, 900, 520, 700, 430];

export async function typeLikeAChild(page: Page, pieces: readonly string[], scale = 1): Promise<void> {
  for (const [i, piece] of pieces.entries()) {
    await page.keyboard.insertText(piece);
    await page.waitForTimeout(CHILD_GAPS_MS[i % CHILD_GAPS_MS.length] * scale + (/[，。！？]/.test(piece) ? 400 : 0));
  }
}
