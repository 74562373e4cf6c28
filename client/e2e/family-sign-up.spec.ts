import { expect, test } from '@playwright/test';
import { latestMail } from './outbox';
import { seriousFaults } from './axe';
import { signInByApi } from './helpers';

/**
 * A family at home (issue 50): a parent signs up as a parent, is signed in at once, confirms the
 * email through the mailed link, then creates the child's account on /family; the home page then
 * starts with the child, and /family shows the child's progress in pictures in English and Chinese.
 * The sign-up choice in Chinese.
 */
test('a parent signs up as a parent, is signed in, verifies the email and creates a child on /family', async ({ page }) => {
  const stamp = Date.now() % 1_000_000;
  const [account, email, child] = [`mum${stamp}`, `mum${stamp}@example.sg`, `kid${stamp}`];
  await page.goto('/register');
  await page.getByRole('radio', { name: 'I am a parent' }).check();
  await expect(page.locator('select[name="gradeCode"]')).toHaveCount(0);
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill('secret99');
  await page.getByLabel('Your name').fill('Mrs Lim');
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Create the account' }).click();

  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByText('Hello, Mrs Lim!')).toBeVisible();
  // Adding a child waits for the email: the page says where to confirm it and shows no forms yet.
  await expect(page.getByTestId('verify-email-first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);

  await expect.poll(() => latestMail(email)?.text ?? '').toContain('/validateEmail?code=');
  await page.goto(/\/validateEmail\?code=\S+/.exec(latestMail(email)!.text)![0]);
  await expect(page.getByText('Your email is confirmed. This page will close.')).toBeVisible();

  await page.goto('/family');
  await expect(page.getByTestId('verify-email-first')).toHaveCount(0);
  await page.locator('input[name="newAccount"]').fill(child);
  await page.locator('input[name="newPassword"]').fill('secret12');
  await page.locator('input[name="pupilName"]').fill('Lim Xiao Hong');
  await page.locator('select[name="gradeCode"]').selectOption('1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText("Your child's account is ready.")).toBeVisible();
  await expect(page.locator('.child-tabs').getByRole('button', { name: 'Lim Xiao Hong' })).toBeVisible();

  // The parent's view of the child (issue 52): the place in the grade and four charts beside the grade's median.
  const trends = page.getByTestId('child-trends');
  await expect(trends.getByTestId('grade-place')).toContainText('too few typing races in the grade');
  for (const chart of ['trend-speed', 'trend-accuracy', 'trend-known']) await expect(trends.getByTestId(chart).locator('svg')).toBeVisible();
  const minutes = trends.getByTestId('trend-minutes');
  await expect(minutes).toContainText('Minutes practised each day (last 14 days)');
  await expect(minutes.locator('rect.bar-fill')).toHaveCount(14);
  await minutes.getByRole('button', { name: 'Show the numbers as a table' }).click();
  await expect(minutes.getByRole('row')).toHaveCount(15);
  await expect(minutes.getByRole('columnheader', { name: 'Grade median' })).toBeVisible();
  expect(await seriousFaults(page)).toEqual([]);
  await page.locator('.lang-switch').getByRole('button', { name: 'zh' }).click();
  await expect(trends).toContainText('图看进步');
  await expect(minutes).toContainText('每天练习的分钟数（最近14天）');
  await expect(minutes.getByRole('columnheader', { name: '年级中位数' })).toBeVisible();
  expect(await seriousFaults(page)).toEqual([]);
  await page.locator('.lang-switch').getByRole('button', { name: 'En' }).click();

  await page.goto('/index');
  await expect(page.getByTestId('family-home').getByRole('link', { name: 'Lim Xiao Hong' })).toBeVisible();
});

test('在注册页选择“我是家长”或“我是学生”，表格显示各自要填的内容', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ls.locale', 'zh'));
  await page.goto('/register');
  await expect(page.getByRole('group', { name: '你是谁？' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '我是学生' })).toBeChecked();
  await expect(page.getByLabel('你的年级')).toBeVisible();
  await page.getByRole('radio', { name: '我是家长' }).check();
  await expect(page.getByLabel('您的姓名')).toBeVisible();
  await expect(page.getByLabel('你的年级')).toHaveCount(0);
  // Refused fields speak Chinese too.
  await page.getByRole('button', { name: '创建账号' }).click();
  await expect(page.locator('.field-error').first()).toBeVisible();
  expect(await seriousFaults(page)).toEqual([]);
});

test('a pupil’s race list starts with their grade’s races; the others say they are for another grade and offer no sign-up', async ({ page }) => {
  await signInByApi(page, 'pupil1');
  await page.goto('/typingmain');
  const cards = page.locator('.match-card[data-match]');
  await expect(cards.first()).toContainText('P2 Normal Chinese');
  const others = cards.filter({ hasText: 'For another grade' });
  await expect(others.first()).toBeVisible();
  await expect(others.first()).not.toContainText('P2 Normal Chinese');
  await expect(others.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
});
