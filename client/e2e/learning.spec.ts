import { expect, test, type Page } from '@playwright/test';
import { signInByApi, typeLikeAChild } from './helpers';

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

const TEXTS = {
  en: { tricky: 'Tricky', learning: 'Learning', assign: 'Assign homework: practise these characters', assigned: 'Homework assigned' },
  zh: { tricky: '难字', learning: '学习中', assign: '布置作业：练习这些字', assigned: '作业已布置' },
};

for (const lang of ['en', 'zh'] as const) {
  test(`learning memory (${lang}): a slip makes a character tricky on home and in My characters; practising it makes it learning; the parent and the teacher see it`, async ({ page }) => {
    test.setTimeout(120_000);
    const words = TEXTS[lang];
    if (lang === 'zh') await page.addInitScript(() => localStorage.setItem('ls.locale', 'zh'));
    const child = await newChildInClass(page, lang);
    await signInByApi(page, child.account);
    const [missed] = await practise(page, true);

    await page.goto('/index');
    await expect(page.getByTestId('today-panel').locator('.tricky-char', { hasText: missed })).toBeVisible();
    await page.goto('/accountcenter?type=characters');
    const cell = page.getByTestId('my-characters').locator('.character-grid').getByRole('button', { name: new RegExp(`^${missed} `) });
    await expect(cell).toContainText(words.tricky);
    await cell.click();
    await expect(page.getByTestId('stroke-order')).toHaveAttribute('data-char', missed);

    // The parent sees it among the child's tricky characters; the teacher among the class's most missed, and assigns them.
    await signInByApi(page, 'parent1');
    await page.goto('/family');
    await page.getByRole('button', { name: child.name, exact: true }).click();
    await expect(page.getByTestId('child-characters').locator('.tricky-char', { hasText: missed })).toBeVisible();
    await signInByApi(page, 'teacher1');
    await page.goto(`/classes/${child.classId}`);
    const tricky = page.getByTestId('class-tricky');
    await expect(tricky.locator('.tricky-char', { hasText: missed })).toBeVisible();
    await tricky.getByRole('button', { name: words.assign }).click();
    await expect(tricky.getByRole('status')).toContainText(words.assigned);

    // Its next review brings it back (tricky first); typed right, it is learning (not yet known).
    await signInByApi(page, child.account);
    expect(await practise(page, false)).toContain(missed);
    await page.goto('/accountcenter?type=characters');
    await expect(cell).toContainText(words.learning);
  });
}
