import { expect, test } from '@playwright/test';
import { signInByApi } from './helpers';

/**
 * Fair play as a pupil meets it: a practice race typed at a script's speed is held ("being
 * checked", no place on the boards), and the short check it offers is not passed by typing the
 * same way again. Then as an operator reviews it and a scripted bee round: each log drawn, and a decision.
 */
test('a result typed at a script\'s speed is held, and the check offered is not passed by a script', async ({ page }) => {
  test.setTimeout(90_000);
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
  await page.locator('textarea[name="race-input"]').focus();
  for (const ch of chars) await page.keyboard.insertText(ch); // as fast as a script can

  const held = page.getByTestId('being-checked');
  await expect(held).toContainText('We are checking this result', { timeout: 15_000 });
  await page.goto('/accountcenter?type=games');
  const row = page.locator('.tab-body tbody tr').first();
  await expect(row).toContainText('Being checked');
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
