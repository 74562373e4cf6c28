import { expect, type Browser, type Locator, type Page } from '@playwright/test';

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
 * Sends once more when the test runner's kept-alive socket was reset: the site closes a socket idle
 * for 5 s (Node's keepAliveTimeout) and the runner can reuse it at that instant, before the request
 * reached the site (ECONNRESET in runs on one core's CPU, twice). A browser retries such a request itself.
 */
export async function againOnReset<T>(send: () => Promise<T>): Promise<T> {
  return send().catch((error: unknown) => {
    if (!String(error).includes('ECONNRESET')) throw error;
    return send();
  });
}

/**
 * Signs in over the API and puts the session where the site keeps it (localStorage), so a spec
 * that is not about logging in starts signed in without clicking through the dialog.
 */
export async function signInByApi(page: Page, account: string, password = 'learnstar1'): Promise<void> {
  const response = await againOnReset(() => page.request.post(`/api/user/login?username=${encodeURIComponent(account)}&password=${encodeURIComponent(password)}`));
  const body = (await response.json()) as { code: number; data: unknown; token: string; expireTime: number };
  expect(body.code).toBe(200);
  await page.addInitScript((session) => {
    localStorage.setItem('ls.user', JSON.stringify(session.data));
    localStorage.setItem('ls.token', session.token);
    localStorage.setItem('ls.tokenExpiry', String(session.expireTime));
  }, body);
}

/**
 * A new P3 pupil (as pupil1 is), signed in over the API: for a test whose figures must not depend on
 * what other tests did as pupil1 first, such as the game centre's points (capped per pupil a day,
 * and the suite plays many rounds as pupil1, in an order that follows the workers).
 */
export async function signInAsNewPupil(page: Page, tag: string, pupilName = 'Tan Mei Ling'): Promise<string> {
  const account = `${tag}${Date.now() % 1_000_000_000}`;
  const registered = await againOnReset(() => page.request.post('/api/user/register', { data: { account, password: 'learnstar1', email: `${account}@example.sg`, pupilName, gradeCode: 3 } }));
  expect((await registered.json()).code).toBe(200);
  await signInByApi(page, account);
  return account;
}

/**
 * The limit for a test played at a child's pace (a passage typed key by key, strokes drawn move by
 * move, a 60 s game round): 50–65 s on a calm machine, 115–166 s on a CI machine whose page faults
 * cost ten times as much (docs/decisions/0014-ci-machine-page-faults.md), where 150–180 s left too
 * little room. A limit only bounds a hung test: it costs nothing while tests pass.
 */
export const CHILD_PACED_TIMEOUT_MS = 300_000;

/**
 * A child's typing rhythm: uneven gaps (what the fair-play model expects of a person; a steady
 * timer or a script's speed is held for checking) and a longer pause after punctuation.
 */
const CHILD_GAPS_MS = [380, 620, 450, 900, 520, 700, 430];

export async function typeLikeAChild(page: Page, pieces: readonly string[], scale = 1, enter = (piece: string) => page.keyboard.insertText(piece)): Promise<void> {
  for (const [i, piece] of pieces.entries()) {
    await enter(piece);
    await page.waitForTimeout(CHILD_GAPS_MS[i % CHILD_GAPS_MS.length] * scale + (/[，。！？]/.test(piece) ? 400 : 0));
  }
}

/** A page of its own (another person at another computer), signed in without the dialog. */
export async function signedInPage(browser: Browser, account: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, account, password);
  return page;
}

/** The teacher opens a typing room, the pupil joins by its code, the teacher starts it: the pupil's race text, shown. */
export async function raceInClassroom(teacher: Page, pupil: Page, pupilName: string): Promise<Locator> {
  await teacher.goto('/typingmain/wating');
  await teacher.getByRole('button', { name: 'Open the room' }).click();
  const code = (await teacher.getByTestId('join-code').textContent())!.trim();
  await pupil.goto('/typingmain/wating');
  await pupil.locator('input[name="joinCode"]').fill(code);
  await pupil.getByRole('button', { name: 'Join' }).click();
  await expect(teacher.getByTestId('lobby')).toContainText(pupilName);
  await teacher.getByRole('button', { name: 'Start (3-2-1)' }).click();
  const text = pupil.getByTestId('race-text');
  await expect(text).toBeVisible({ timeout: 10_000 });
  return text;
}
