import { expect, test, type Page } from '@playwright/test';
import { MIN_MS_PER_CHAR } from '@learnstar/shared';
import { newestRowWith } from './game-play';
import { raceInClassroom, signInByApi, signedInPage } from './helpers';

/** Just above the match server's per-commit floor, so every commit is taken and judged. */
const SCRIPT_MS_PER_CHAR = MIN_MS_PER_CHAR + 10;

/**
 * A script's typing: a character every SCRIPT_MS_PER_CHAR (40 ms: 1,500 a minute). Typed
 * by the page itself, as a bot in the page would (each character an input event on the race box,
 * paced by the page's own timer): keystrokes sent one by one from the test ran at the
 * speed of a busy CI machine, slow enough there to pass for a child.
 */
async function typeLikeAScript(page: Page, chars: string[]): Promise<void> {
  await page.locator('textarea[name="race-input"]').evaluate(async (box, { pieces, gapMs }) => {
    for (const ch of pieces) {
      box.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: ch, bubbles: true, cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  }, { pieces: chars, gapMs: SCRIPT_MS_PER_CHAR });
}

/**
 * Fair play as a pupil meets it: a practice race typed at a script's speed is held ("being
 * checked", no place on the boards), and the short check it offers is not passed by typing the
 * same way again. Then as an operator reviews it and a scripted bee round: each log drawn, and a decision.
 */
test('a result typed at a script\'s speed is held, and the check offered is not passed by a script', async ({ page }) => {
  await signInByApi(page, 'pupil1');
  // A bee round whose log a script sent: opened now, finished at the end (its times then fit the server's clock).
  const login = await (await page.request.post('/api/user/login?username=pupil1&password=learnstar1')).json();
  const auth = { authorization: `Bearer ${login.token}` };
  const bee = (await (await page.request.post('/api/games/bee/sessions', { headers: auth, data: { level: 'elementary' } })).json()).data;
  await page.goto('/typingmain/practicepage');
  await page.locator('select[name="gradeCode"]').selectOption('1');
  await page.getByRole('button', { name: 'Start practice' }).click();
  const text = page.getByTestId('race-text');
  await expect(text).toBeVisible({ timeout: 10_000 });
  const chars = await text.locator('.ch').allTextContents();
  await typeLikeAScript(page, chars);

  const held = page.getByTestId('being-checked');
  await expect(held).toContainText('We are checking this result', { timeout: 15_000 });
  await page.goto('/accountcenter?type=games');
  const row = newestRowWith(page, 'Being checked');
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Take a short typing check' }).click();

  await expect(page.getByRole('heading', { name: 'A short typing check' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the check' }).click();
  const checkText = page.getByTestId('race-text');
  await expect(checkText).toBeVisible();
  const checkChars = await checkText.locator('.ch').allTextContents();
  await page.locator('textarea[name="check-input"]').focus();
  for (const ch of checkChars) await page.keyboard.insertText(ch);
  const outcome = page.getByTestId('check-outcome');
  await expect(outcome).toContainText('Not quite this time');
  await expect(outcome.getByRole('button', { name: 'Try again (2 tries left)' })).toBeVisible();

  const beeLog = bee.items.slice(0, 4).map((item: { id: string; answer: string }, i: number) => ({ itemId: item.id, input: item.answer, atMs: (i + 1) * 560 }));
  const beeResult = await (await page.request.post(`/api/games/bee/sessions/${bee.sessionId}/finish`, { headers: auth, data: { answers: beeLog, endedBy: 'quit' } })).json();
  expect(beeResult.data.heldReasons).toEqual(['answeredBeforeReading']);

  await signInByApi(page, 'operator1');
  await page.goto('/typingmain/fairplay');
  const review = page.getByTestId('held-result').first();
  await expect(review).toContainText('too many entries a second');
  await expect(review.getByTestId('input-chart')).toBeVisible();
  expect(await review.getByTestId('input-chart').locator('circle').count()).toBeGreaterThanOrEqual(chars.length / 8);
  await review.getByRole('button', { name: 'Do not count' }).click();
  await expect(page.getByText('The result will not count.')).toBeVisible();

  const session = page.getByTestId('held-game-session');
  await expect(session).toHaveCount(1);
  await expect(session).toContainText('Bee honey gathering');
  await expect(session).toContainText('right answers before the question could be read');
  await expect(session.getByTestId('input-chart').locator('circle')).toHaveCount(4);
  await session.getByRole('button', { name: 'Do not count' }).click();
  await expect(page.getByTestId('held-game-sessions')).toHaveCount(0);
});

/** The teacher's side: a script marked on the live board while the race runs, then counted from the classroom results. */
test('a teacher sees a script marked on the live board and decides it under the classroom results', async ({ browser, request }) => {
  const account = `fpscript${Date.now() % 1_000_000}`;
  const registered = await request.post('/api/user/register', { data: { account, password: 'racer123', email: `${account}@example.sg`, pupilName: 'Script Kid', gradeCode: 3 } });
  expect((await registered.json()).code).toBe(200);
  const teacher = await signedInPage(browser, 'teacher1');
  const pupil = await signedInPage(browser, account, 'racer123');
  const text = await raceInClassroom(teacher, pupil, 'Script Kid');
  const chars = await text.locator('.ch').allTextContents();
  await typeLikeAScript(pupil, chars.slice(0, 14));

  const flag = teacher.getByTestId('race-board').locator('li', { hasText: 'Script Kid' }).getByTestId('live-flag');
  await expect(flag).toHaveText(/being checked/);
  await expect(pupil.getByTestId('live-flag')).toHaveCount(0);
  await teacher.getByRole('button', { name: 'End the race' }).click();
  await expect(teacher.getByTestId('classroom-results')).toContainText('Script Kid');
  const held = teacher.getByTestId('held-result');
  await expect(held).toHaveCount(1);
  await expect(held.getByTestId('input-chart')).toBeVisible();
  await held.getByRole('button', { name: 'Count it' }).click();
  await expect(teacher.getByText('The result now counts.')).toBeVisible();
  await expect(teacher.getByTestId('held-results')).toHaveCount(0);
  await expect(pupil.getByTestId('race-results')).toBeVisible();
});
