import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInByApi, typeLikeAChild } from './helpers';
import { expectNoSeriousFaults } from './axe';

async function open(browser: Browser, account: string, locale: 'en' | 'zh', path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript((lng) => localStorage.setItem('ls.locale', lng), locale);
  await signInByApi(page, account);
  await page.goto(path);
  return page;
}

/**
 * Classes and families across both languages: teacher1 (English) creates a class and prints
 * personal codes, pupil1 (中文) joins with one (a second use is refused) and shows a parent-link code; the teacher opens a race for the
 * class, pupil1 joins from the notice pushed to the page already open and races; the teacher sees the roster and
 * the race, exports the roster and assigns homework, which pupil1 sees on /typingmain; parent1
 * (English) links pupil1 and sees the race just played and the homework.
 */
test('a teacher creates a class, a pupil joins, the teacher races the class and sees the roster; parent1 links pupil1 and sees the race', async ({ browser }) => {
  test.setTimeout(180_000);
  const className = `P2 Kindness ${Date.now() % 100_000}`;
  const teacher = await open(browser, 'teacher1', 'en', '/classes');
  await teacher.locator('input[name="className"]').fill(className);
  await teacher.locator('select[name="gradeCode"]').selectOption('3');
  await teacher.getByRole('button', { name: 'Create class' }).click();
  await teacher.getByRole('link', { name: className }).click();
  const code = (await teacher.getByTestId('class-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(teacher.getByText('No pupils yet. Give them the class code.')).toBeVisible();
  // The printed sheet: one personal one-time code with its QR code per pupil.
  await teacher.locator('input[name="codeCount"]').fill('2');
  await teacher.getByRole('button', { name: 'Make codes and print the sheet' }).click();
  await expect(teacher.getByText('2 personal codes not used yet.')).toBeVisible();
  await teacher.emulateMedia({ media: 'print' });
  const slips = teacher.getByTestId('join-sheet').locator('.join-slip');
  await expect(slips).toHaveCount(2);
  await expect(slips.locator('img')).toHaveCount(2);
  const personal = (await slips.first().locator('.slip-code').textContent())!.trim();
  expect(personal).toMatch(/^[A-Z2-9]{10}$/);
  // Only the sheet is printed: the page around it takes no room, so it leaves no blank pages.
  expect(await teacher.locator('#root').boundingBox()).toBeNull();
  await expect(teacher.getByTestId('join-sheet')).toBeVisible();
  await teacher.emulateMedia({ media: 'screen' });
  await expectNoSeriousFaults(teacher, 'class page with personal codes');

  const pupil = await open(browser, 'pupil1', 'zh', '/accountcenter?type=classes');
  await pupil.locator('input[name="classCode"]').fill(personal.toLowerCase());
  await pupil.getByRole('button', { name: '加入班级' }).click();
  await expect(pupil.getByTestId('my-classes')).toContainText(className);
  // The code is spent: a second try is refused in the pupil's language.
  await pupil.locator('input[name="classCode"]').fill(personal);
  await pupil.getByRole('button', { name: '加入班级' }).click();
  await expect(pupil.getByText('这个个人加入码已经用过了，请向老师要一个新的。').first()).toBeVisible();
  await pupil.getByRole('button', { name: '给家长看的验证码' }).click();
  const linkCode = (await pupil.getByTestId('parent-link-code').textContent())!.trim();

  // The pupil's page is open before the room is: the notice must be pushed to it (the fallback poll is a minute).
  const streaming = pupil.waitForResponse((r) => r.url().endsWith('/api/classes/invites/stream') && r.status() === 200);
  await pupil.goto('/index');
  await streaming;
  const classPage = teacher.url();
  await teacher.goto('/typingmain/wating');
  await teacher.locator('select[name="classId"]').selectOption({ label: className });
  await teacher.getByRole('button', { name: 'Open the room' }).click();
  await expect(teacher.getByTestId('class-missing')).toHaveText('Not here yet: Tan Xiao Ming');
  await expect(pupil.getByTestId('class-race-notice')).toContainText(`Ms Lim 为 ${className} 开了一场比赛！`, { timeout: 3_000 });
  await expectNoSeriousFaults(pupil, 'race notice (zh)');
  await pupil.getByTestId('class-race-notice').getByRole('button', { name: '加入' }).click();
  await expect(teacher.getByTestId('class-missing')).toHaveText('Everyone in the class has joined.');
  await teacher.getByRole('button', { name: 'Start (3-2-1)' }).click();
  await expect(pupil.getByTestId('race-text')).toBeVisible();
  const chars = await pupil.getByTestId('race-text').locator('.ch').allTextContents();
  await pupil.locator('textarea[name="race-input"]').focus();
  await typeLikeAChild(pupil, chars.slice(0, 4), 0.3);
  await teacher.getByRole('button', { name: 'End the race' }).click();
  await expect(teacher.getByTestId('classroom-results')).toContainText('Tan Xiao Ming');

  await teacher.goto(classPage);
  await expect(teacher.getByTestId('roster')).toContainText('Tan Xiao Ming');
  await expect(teacher.locator('.class-races')).toContainText('1 racer');
  const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFname,joined,last activity')).toBe(true);
  expect(csv).toContain('Tan Xiao Ming');

  // Homework: assigned on the class page, seen by the pupil on /typingmain.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await teacher.locator('input[name="count"]').fill('1');
  await teacher.locator('input[name="due"]').fill(local);
  await teacher.getByRole('button', { name: 'Assign to the class' }).click();
  await expect(teacher.getByTestId('homework')).toContainText('done by 0 of 1');
  await pupil.goto('/typingmain');
  await expect(pupil.getByTestId('my-homework')).toContainText(`${className}`);
  await expect(pupil.getByTestId('my-homework')).toContainText('已打完 0/1 篇');

  const parent = await open(browser, 'parent1', 'en', '/family');
  await parent.locator('input[name="childAccount"]').fill('pupil1');
  await parent.locator('input[name="linkCode"]').fill(linkCode);
  await parent.getByRole('button', { name: 'Link', exact: true }).click();
  const progress = parent.getByTestId('child-progress');
  await expect(progress).toContainText('Tan Xiao Ming');
  await expect(progress).toContainText('Place in grade (all time)');
  await expect(progress).toContainText(`${className} (Ms Lim)`);
  await expect(progress.locator('.progress-races').first()).toContainText('Class race');
  await expect(progress.getByTestId('child-homework')).toContainText(`${className} · Typing races`);
});
