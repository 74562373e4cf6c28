import { expect, test, type Page } from '@playwright/test';
import { loginAs, signInByApi } from './helpers';
import { latestMail } from './outbox';

test('forgot password → link from the outbox → reset → log in with the new password', async ({ page }) => {
  // A new account: the demo ones keep their password for the specs that sign in as them.
  const account = `reset${Date.now() % 1_000_000_000}`;
  const email = `${account}@example.sg`;
  const registered = await page.request.post('/api/user/register', { data: { account, password: 'first-pass1', email, pupilName: 'Tan Mei Ling', gradeCode: 3 } });
  expect((await registered.json()).code).toBe(200);
  await page.goto('/index');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog');
  await expect(forgot).toContainText('Forgot password');
  await forgot.locator('input[name="nickName"]').fill(account);
  await forgot.locator('input[name="email"]').fill(email);
  await forgot.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('If the account and email match, we have sent a reset link')).toBeVisible();
  await forgot.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Too many requests, please wait a minute')).toBeVisible();

  // The answer does not wait for the email (it would tell existing accounts apart), so it may land just after.
  await expect.poll(() => latestMail(email)?.text ?? '').toContain('/resetpwd?code=');
  const link = /\/resetpwd\?code=\S+/.exec(latestMail(email)!.text)![0];
  const newPassword = `new-${Date.now()}`;
  // The link's check held back: Reset waits for it (a press before it was read as an expired link).
  let releaseCheck!: () => void;
  const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
  await page.route('**/api/user/validatePswEmail?*', async (route) => {
    await checkHeld;
    await route.continue();
  });
  await page.goto(link);
  const reset = page.getByRole('button', { name: 'Reset' });
  await expect(reset).toBeDisabled();
  releaseCheck();
  await expect(reset).toBeEnabled();
  await page.locator('input[name="password1"]').fill(newPassword);
  await page.locator('input[name="password2"]').fill(newPassword + 'x');
  await reset.click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.locator('input[name="password2"]').fill(newPassword);
  await reset.click();
  await expect(page.getByText('Modification succeeded')).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="account"]').fill(account);
  await dialog.locator('input[name="password"]').fill(newPassword);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Hello, Tan Mei Ling!')).toBeVisible();

  await page.goto(link);
  await expect(page.getByText('The link has expired, please retry')).toBeVisible();
});

test('email validation page: an invalid code shows failure and records it', async ({ page }) => {
  await page.goto('/validateEmail?code=not-a-real-code');
  await expect(page.getByText('Validation failed: the link is invalid or has expired.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ls.emailValidationState'))).toMatch(/^fail_\d+$/);
});

test.describe('warranty registration', () => {
  const fill = async (page: Page, serial: string, date = '2026-11-01') => {
    await page.locator('input[name="name"]').fill('Tan Ah Kow');
    await page.locator('input[name="email"]').fill('ahkow@example.sg');
    await page.locator('input[name="purchaseTime"]').fill(date);
    await page.locator('select[name="product"]').selectOption('LS-D300');
    await page.locator('input[name="purchasePlace"]').fill('Popular, Bras Basah');
    await page.locator('input[name="serialCode"]').fill(serial);
  };

  test('each error, then the happy path, then the 30 s guard', async ({ page }) => {
    await page.goto('/reg');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await fill(page, `D300-${Date.now()}`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Please accept the warranty terms')).toBeVisible();
    await page.locator('input[name="acceptTerms"]').check();
    await page.locator('input[name="purchaseTime"]').fill('2099-01-01');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('The date cannot be in the future')).toBeVisible();
    await page.locator('input[name="purchaseTime"]').fill('2026-11-01');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Your warranty is registered')).toBeVisible();
    await fill(page, `D300-${Date.now()}-2`);
    await page.locator('input[name="acceptTerms"]').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Operation too frequent, try again after 30 seconds')).toBeVisible();
  });

  test('in Chinese the product names and messages are Chinese', async ({ page }) => {
    await page.goto('/reg');
    await page.getByRole('button', { name: 'zh', exact: true }).click();
    await expect(page.locator('select[name="product"]')).toContainText('学习星词典笔 D300');
    await page.getByRole('button', { name: '登记' }).click();
    await expect(page.getByText('此项必填').first()).toBeVisible();
  });
});

test('avatar: a wrong type and a too large image are refused before upload', async ({ page }) => {
  await loginAs(page, 'pupil1');
  await page.goto('/accountcenter?type=profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const input = page.locator('input[name="avatar"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only JPG, JPEG or PNG images')).toBeVisible();
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(page.getByText('The image must be at most 2M')).toBeVisible();
  await page.getByRole('button', { name: 'Points records' }).click();
  await expect(page).toHaveURL(/type=points/);
});

test('a pupil signs up (the default choice); bad fields show their messages; the new pupil is signed in at once', async ({ page }) => {
  const account = `kid${Date.now() % 1_000_000}`;
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.locator('input[name="account"]').fill('bad name');
  await page.locator('input[name="password"]').fill('12345');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByText('Use letters, digits, dot, dash or underscore')).toBeVisible();
  await expect(page.getByText('The password needs at least 6 characters')).toBeVisible();
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill('secret99');
  await page.locator('input[name="email"]').fill(`${account}@example.sg`);
  await page.locator('input[name="pupilName"]').fill('Lim Mei Ling');
  await page.locator('select[name="gradeCode"]').selectOption('2');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByText('Welcome to LearnStar! You are signed in.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByText('Hello, Lim Mei Ling!')).toBeVisible();
  const mail = latestMail(`${account}@example.sg`)!;
  const link = /\/validateEmail\?code=\S+/.exec(mail.text)![0];
  await page.goto(link);
  await expect(page.getByText('Your email is confirmed. This page will close.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ls.emailValidationState'))).toMatch(/^success_\d+$/);
});

test('a parent\'s account centre has no pupil tabs (points, gifts, games) and no points or grade on the profile', async ({ page }) => {
  await signInByApi(page, 'parent1');
  await page.goto('/accountcenter?type=points');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'My orders' })).toBeVisible();
  for (const tab of ['Points records', 'Redemption records', 'My games']) await expect(page.getByRole('button', { name: tab })).toHaveCount(0);
  await expect(page.locator('input[name="name"]')).toHaveValue('Mrs Tan');
  await expect(page.getByTestId('points')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: "Pupil's grade" })).toHaveCount(0);
});

test('一个新学生的个人中心：空的积分、比赛和兑换记录都告诉孩子下一步去哪里', async ({ page }) => {
  const account = `fresh${Date.now() % 1_000_000_000}`;
  const registered = await page.request.post('/api/user/register', { data: { account, password: 'learnstar1', email: `${account}@example.sg`, pupilName: 'Lee Jia Hui', gradeCode: 1 } });
  expect((await registered.json()).code).toBe(200);
  await page.addInitScript(() => localStorage.setItem('ls.locale', 'zh'));
  await signInByApi(page, account);
  await page.goto('/accountcenter?type=points');
  await expect(page.getByText('还没有积分。玩游戏或参加比赛，赚到你的第一笔积分吧！')).toBeVisible();
  await page.getByRole('button', { name: '我的比赛' }).click();
  await expect(page.getByText('你还没有玩过。去玩一个小游戏吧！')).toBeVisible();
  await page.getByRole('button', { name: '兑换记录' }).click();
  await page.getByRole('link', { name: '去积分商城' }).click();
  await expect(page).toHaveURL(/\/pointshop$/);
});

test('free trial: the missing fields are named, then the request is taken and the form cleared', async ({ page }) => {
  await page.goto('/freetrial');
  const request = page.getByRole('button', { name: 'Request a trial' });
  await request.click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.locator('input[name="parentName"]').fill('Tan Ah Kow');
  await page.locator('input[name="email"]').fill(`trial${Date.now()}@example.sg`);
  await page.locator('input[name="phone"]').fill('91234567');
  await page.locator('select[name="gradeCode"]').selectOption('3');
  await page.locator('textarea[name="address"]').fill('1 Bras Basah Road, Singapore 189555');
  await request.click();
  await expect(page.getByText('We received your request')).toBeVisible();
  await expect(page.locator('input[name="parentName"]')).toHaveValue('');
  await expect(page.getByText('This field is required')).toHaveCount(0);
});
