import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAs } from './helpers';

async function signedIn(browser: Browser, account: string, password = 'learnstar1'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, account, password);
  return page;
}

test('classroom race: two pupils in two browsers join by code, race, and see each other on the board', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const second = `racer${Date.now() % 1_000_000}`;
  const registered = await request.post('/api/user/register', { data: { account: second, password: 'racer123', email: `${second}@example.sg`, pupilName: 'Lim Mei Ling', gradeCode: 3 } });
  expect((await registered.json()).code).toBe(200);

  const teacher = await signedIn(browser, 'teacher1');
  await teacher.goto('/typingmain/wating');
  await teacher.getByRole('button', { name: 'Open the room' }).click();
  const code = (await teacher.getByTestId('join-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  const pupils = [await signedIn(browser, 'pupil1'), await signedIn(browser, second, 'racer123')];
  for (const pupil of pupils) {
    await pupil.goto('/typingmain/wating');
    await pupil.locator('input[name="joinCode"]').fill(code.toLowerCase());
    await pupil.getByRole('button', { name: 'Join' }).click();
    await expect(pupil.getByTestId('race-board')).toBeVisible();
  }
  await expect(teacher.getByTestId('lobby')).toContainText('Tan Xiao Ming');
  await expect(teacher.getByTestId('lobby')).toContainText('Lim Mei Ling');

  await teacher.getByRole('button', { name: 'Start (3-2-1)' }).click();
  for (const pupil of pupils) await expect(pupil.getByTestId('race-text')).toBeVisible({ timeout: 10_000 });

  const [first, other] = pupils;
  const chars = await first.getByTestId('race-text').locator('.ch').allTextContents();
  await first.locator('textarea[name="race-input"]').focus();
  for (const ch of chars.slice(0, 4)) {
    await first.keyboard.insertText(ch);
    await first.waitForTimeout(80);
  }
  // The other pupil's board shows the first pupil's progress, as the server broadcast it.
  await expect(other.getByTestId('race-board').locator('li', { hasText: 'Tan Xiao Ming' })).toContainText('100%', { timeout: 5_000 });

  await teacher.getByRole('button', { name: 'End the race' }).click();
  await expect(teacher.getByTestId('classroom-results')).toContainText('Tan Xiao Ming');
  for (const pupil of pupils) await expect(pupil.getByTestId('race-results')).toBeVisible();
  await expect(first.getByTestId('race-results')).toContainText('Place 1 of 2');
  await expect(other.getByTestId('race-results')).toContainText('You did not submit any answers');
});

test('classroom dictionary race: the teacher picks the dictionary game; a pupil joining by code lands on the dictionary page and answers', async ({ browser }) => {
  test.setTimeout(120_000);
  const teacher = await signedIn(browser, 'teacher1');
  await teacher.goto('/typingmain/wating');
  await teacher.locator('select[name="game"]').selectOption('2');
  await teacher.getByRole('button', { name: 'Open the room' }).click();
  const code = (await teacher.getByTestId('join-code').textContent())!.trim();

  const pupil = await signedIn(browser, 'pupil1');
  await pupil.goto('/typingmain/wating');
  await pupil.locator('input[name="joinCode"]').fill(code);
  await pupil.getByRole('button', { name: 'Join' }).click();
  await expect(pupil).toHaveURL(new RegExp(`/dictionarymain/game\\?code=${code}$`));
  await expect(pupil.getByTestId('race-board')).toBeVisible();
  await expect(teacher.getByTestId('lobby')).toContainText('Tan Xiao Ming');

  await teacher.getByRole('button', { name: 'Start (3-2-1)' }).click();
  const question = pupil.getByTestId('question');
  await expect(question).toBeVisible({ timeout: 15_000 });
  await question.locator('.option').first().click();
  await expect(question).toContainText('Answer taken');
  await teacher.getByRole('button', { name: 'End the race' }).click();
  await expect(teacher.getByTestId('classroom-results')).toContainText('Tan Xiao Ming');
  await expect(pupil.getByTestId('dictionary-results')).toBeVisible({ timeout: 15_000 });
});
