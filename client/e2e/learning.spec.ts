import { expect, test, type Page } from '@playwright/test';
import { CHILD_PACED_TIMEOUT_MS, signInByApi, typeLikeAChild } from './helpers';
import { expectNoSeriousFaults, missingTexts } from './axe';

/** A fresh child of parent1 in a new class of teacher1, so no other spec's rounds are in its memory. */
async function newChildInClass(page: Page, tag: string): Promise<{ account: string; name: string; classId: number }> {
  const token = async (account: string) => (await (await page.request.post(`/api/user/login?username=${account}&password=learnstar1`)).json()).token as string;
  const [parent, teacher] = [await token('parent1'), await token('teacher1')];
  const account = `mem${tag}${Date.now() % 1_000_000_000}`;
  const name = `Lim ${tag}`;
  const created = await page.request.post('/api/family/children', { headers: { authorization: `Bearer ${parent}` }, data: { account, password: 'learnstar1', pupilName: name, gradeCode: 3 } });
  expect((await created.json()).code).toBe(200);
  const klass = (await (await page.request.post('/api/classes', { headers: { authorization: `Bearer ${teacher}` }, data: { name: `Memory ${tag}`, gradeCode: 3, year: 2026 } })).json()).data;
  const child = await token(account);
  expect((await (await page.request.post('/api/classes/join', { headers: { authorization: `Bearer ${child}` }, data: { code: klass.code } })).json()).code).toBe(200);
  return { account, name, classId: klass.id };
}

/** One "My tricky characters" round, its first Chinese character mistyped once (and corrected) when `slip`; the text's characters. */
async function practise(page: Page, slip: boolean): Promise<string[]> {
  await page.goto('/typingmain/practicepage?review=1');
  // A desktop offers characters first (no choice kept yet for this child).
  await page.getByRole('button', { name: /^(Start!|开始！)$/ }).click();
  const text = page.getByTestId('race-text');
  await expect(text).toBeVisible({ timeout: 15_000 });
  const chars = await text.locator('.ch').allTextContents();
  const first = chars.findIndex((c) => /\p{Script=Han}/u.test(c));
  await page.locator('textarea[name="race-input"]').focus();
  await typeLikeAChild(page, chars.slice(0, first));
  if (slip) {
    await page.keyboard.insertText(chars[first] === '错' ? '对' : '错');
    await expect(text.locator('.ch.wrong')).toHaveCount(1);
    await page.keyboard.press('Backspace');
  }
  await typeLikeAChild(page, chars.slice(first));
  await expect(page.getByTestId('race-results')).toBeVisible({ timeout: 15_000 });
  return chars.slice(first);
}

/** The rest of the test runs in this language (the choice is remembered in localStorage). */
async function speak(page: Page, lang: 'en' | 'zh'): Promise<void> {
  await page.evaluate((locale) => localStorage.setItem('ls.locale', locale), lang);
}

// One child's story, told half in English and half in Chinese so each page is read in both
// languages with one pair of practice rounds (each is typed at a child's pace, about 30 s).
test('learning memory: a slip makes a character tricky on home and in My characters; the parent sees it; the teacher assigns the class’s tricky characters as homework the child finds; practising it makes it learning (en, then zh)', async ({ page }) => {
  // Two typed practice rounds at a child's pace and six pages: 65 s on a calm machine.
  test.setTimeout(CHILD_PACED_TIMEOUT_MS);
  // A retry's child has a name of its own (parent1 keeps the first attempt's child).
  const child = await newChildInClass(page, `story${test.info().retry || ''}`);
  await signInByApi(page, child.account);
  const [missed] = await practise(page, true);

  await page.goto('/index');
  await expect(page.getByTestId('today-panel').locator('.tricky-char', { hasText: missed })).toBeVisible();
  await page.goto('/accountcenter?type=characters');
  const cell = page.getByTestId('my-characters').locator('.character-grid').getByRole('button', { name: new RegExp(`^${missed} `) });
  await expect(cell).toContainText('Tricky');
  await cell.click();
  await expect(page.getByTestId('stroke-order')).toHaveAttribute('data-char', missed);

  // The parent sees it among the child's tricky characters (en); the teacher among the class's most missed, and assigns them (zh).
  await signInByApi(page, 'parent1');
  await page.goto('/family');
  await page.getByRole('button', { name: child.name, exact: true }).click();
  await expect(page.getByTestId('child-characters').locator('.tricky-char', { hasText: missed })).toBeVisible();
  await speak(page, 'zh');
  await signInByApi(page, 'teacher1');
  await page.goto(`/classes/${child.classId}`);
  const tricky = page.getByTestId('class-tricky');
  await expect(tricky.locator('.tricky-char', { hasText: missed })).toBeVisible();
  await tricky.getByRole('button', { name: '布置为作业' }).click();
  await expect(tricky.getByRole('status')).toContainText('作业已布置');
  await expect(page.getByTestId('homework').first().getByTestId('homework-characters')).toContainText(missed);
  await expectNoSeriousFaults(page, 'class page after assigning');

  // The child finds the homework with those characters, and it starts a round of questions on them.
  await signInByApi(page, child.account);
  await page.goto('/dictionarymain');
  const homework = page.getByTestId('my-homework');
  await expect(homework.getByTestId('homework-characters')).toContainText(missed);
  await expectNoSeriousFaults(page, 'dictionary page with homework');
  expect(await missingTexts(page)).toEqual([]);
  await homework.getByRole('link', { name: '做这份作业' }).click();
  await expect(page.getByTestId('question')).toBeVisible({ timeout: 15_000 });

  // Its next review brings it back (tricky first); typed right, it is learning (not yet known).
  expect(await practise(page, false)).toContain(missed);
  await page.goto('/index');
  await expect(page.getByTestId('today-panel')).toContainText('今天');
  await page.goto('/accountcenter?type=characters');
  await expect(cell).toContainText('学习中');
});
