import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInByApi } from './helpers';

async function open(browser: Browser, account: string, locale: 'en' | 'zh', path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript((lng) => localStorage.setItem('ls.locale', lng), locale);
  await signInByApi(page, account);
  await page.goto(path);
  return page;
}

/**
 * Classes and families across both languages: teacher1 (English) creates a class, pupil1 (中文)
 * joins it with the class code and shows a parent-link code, the teacher sees pupil1 on the
 * roster and exports it, parent1 (English) links pupil1 with the code and sees the family page.
 */
test('a teacher creates a class, a pupil joins, the roster shows the pupil; parent1 links pupil1 and follows them', async ({ browser }) => {
  const className = `P2 Kindness ${Date.now() % 100_000}`;
  const teacher = await open(browser, 'teacher1', 'en', '/classes');
  await teacher.locator('input[name="className"]').fill(className);
  await teacher.locator('select[name="gradeCode"]').selectOption('3');
  await teacher.getByRole('button', { name: 'Create class' }).click();
  await teacher.getByRole('link', { name: className }).click();
  const code = (await teacher.getByTestId('class-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(teacher.getByText('No pupils yet. Give them the class code.')).toBeVisible();

  const pupil = await open(browser, 'pupil1', 'zh', '/accountcenter?type=classes');
  await pupil.locator('input[name="classCode"]').fill(code.toLowerCase());
  await pupil.getByRole('button', { name: '加入班级' }).click();
  await expect(pupil.getByTestId('my-classes')).toContainText(className);
  await pupil.getByRole('button', { name: '给家长看的验证码' }).click();
  const linkCode = (await pupil.getByTestId('parent-link-code').textContent())!.trim();

  await teacher.reload();
  await expect(teacher.getByTestId('roster')).toContainText('Tan Xiao Ming');
  const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFname,joined,last activity')).toBe(true);
  expect(csv).toContain('Tan Xiao Ming');

  const parent = await open(browser, 'parent1', 'en', '/family');
  await parent.locator('input[name="childAccount"]').fill('pupil1');
  await parent.locator('input[name="linkCode"]').fill(linkCode);
  await parent.getByRole('button', { name: 'Link', exact: true }).click();
  const progress = parent.getByTestId('child-progress');
  await expect(progress).toContainText('Tan Xiao Ming');
  await expect(progress).toContainText('Place in grade (all time)');
  await expect(progress).toContainText(`${className} (Ms Lim)`);
});
