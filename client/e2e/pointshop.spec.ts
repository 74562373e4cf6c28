import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInByApi } from './helpers';
import { latestMail } from './outbox';

const PASSWORD = 'learnstar1';

async function token(request: APIRequestContext, account: string, password = PASSWORD): Promise<{ token: string; id: number }> {
  const body = await (await request.post(`/api/user/login?username=${account}&password=${password}`)).json();
  return { token: body.token, id: body.data.id };
}
const auth = (t: string) => ({ authorization: `Bearer ${t}` });

/** Confirms an email through the link the API mailed, as the pupil's parent would. */
async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const code = /\/validateEmail\?code=(\S+)/.exec(latestMail(email)!.text)![1];
  expect((await (await request.get(`/api/user/validateEmail?code=${code}`)).json()).code).toBe(200);
}

/** The operator grants points (the seed gives pupils none). */
async function grantPoints(request: APIRequestContext, userId: number, delta: number): Promise<void> {
  const operator = await token(request, 'operator1');
  const answer = await request.post('/api/points/adjust', { headers: auth(operator.token), data: { userId, delta, reference: `e2e-${Date.now()}` } });
  expect((await answer.json()).code).toBe(200);
}

/** A freshly registered pupil: the parent's email is still unverified. */
async function newPupil(request: APIRequestContext): Promise<{ account: string; email: string; id: number }> {
  const account = `shop${Date.now() % 1_000_000_000}`;
  const email = `${account}@example.sg`;
  const registered = await (await request.post('/api/user/register', { data: { account, password: PASSWORD, email, pupilName: 'Lim Wei', gradeCode: 3 } })).json();
  expect(registered.code).toBe(200);
  return { account, email, id: registered.data.userId };
}

test('pupil1 redeems a physical good: to be delivered → shipped → pending receipt → confirmed → completed', async ({ page, request }) => {
  const pupil = await token(request, 'pupil1');
  const email = `pupil1.${Date.now()}@example.sg`;
  await request.post('/api/user/sendValidateEmail', { headers: auth(pupil.token), data: { email } });
  await confirmEmail(request, email);
  await grantPoints(request, pupil.id, 500);
  await signInByApi(page, 'pupil1');

  await page.goto('/pointshop');
  await expect(page.getByTestId('points-balance')).toContainText('My points:');
  await page.getByRole('button', { name: 'Stationery' }).click();
  await page.getByTestId('good-ps-notebook').getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Hanzi practice notebook' })).toBeVisible();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel("Recipient's name").fill('Tan Xiao Ming');
  await form.getByLabel('Phone (Singapore)').fill('81234567');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Address').fill('Blk 123 Ang Mo Kio Avenue 3, #05-12, Singapore 560123');
  await form.getByLabel('Your login password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Redeem now' }).click();
  await expect(page.getByTestId('redeem-done')).toContainText('We will post Hanzi practice notebook to you soon.');

  await page.getByRole('link', { name: 'See my redemption records' }).click();
  await page.getByRole('button', { name: 'To be delivered' }).click();
  const row = page.getByTestId('redemption-row').filter({ hasText: 'Hanzi practice notebook' }).first();
  await expect(row).toContainText('To be delivered');

  const operator = await token(request, 'operator1');
  const toShip = (await (await request.get('/api/operator/redemptions?status=toDeliver', { headers: auth(operator.token) })).json()).data.rows;
  const mine = toShip.find((r: { userId: number }) => r.userId === pupil.id);
  expect((await (await request.post(`/api/operator/redemptions/${mine.id}/ship`, { headers: auth(operator.token), data: { trackingNote: 'SingPost RR123456SG' } })).json()).code).toBe(200);

  await page.getByRole('button', { name: 'Pending receipt' }).click();
  await expect(row).toContainText('Tracking: SingPost RR123456SG');
  await row.getByRole('button', { name: 'I got it!' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Has Hanzi practice notebook arrived?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('redemption-row')).toHaveCount(0);
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(row).toContainText('Completed');
});

test('an avatar frame shows on the avatar at once (zh)', async ({ page, request }) => {
  const pupil = await newPupil(request);
  await confirmEmail(request, pupil.email);
  await grantPoints(request, pupil.id, 300);
  await signInByApi(page, pupil.account);
  await page.goto('/pointshop');
  await page.getByRole('button', { name: 'zh', exact: true }).click();
  await page.getByRole('button', { name: '头像框' }).click();
  await page.getByTestId('good-ps-frame-rainbow').getByRole('link').click();
  await page.getByRole('button', { name: '兑换', exact: true }).click();
  await expect(page.getByRole('dialog').getByLabel('收件人姓名')).toHaveCount(0);
  await page.getByRole('dialog').getByLabel('你的登录密码').fill(PASSWORD);
  await page.getByRole('button', { name: '立即兑换' }).click();
  await expect(page.getByTestId('redeem-done')).toContainText('兑换成功！彩虹头像框 已经是你的了。');
  await expect(page.getByTestId('site-header').getByTestId('avatar-frame')).toHaveAttribute('title', '头像框：彩虹');
  await page.goto('/accountcenter?type=profile');
  await expect(page.locator('.account-centre').getByTestId('avatar-frame')).toHaveAttribute('data-frame', 'rainbow');
});

test('a pupil whose email is not verified is refused, and the form says why', async ({ page, request }) => {
  const pupil = await newPupil(request);
  await signInByApi(page, pupil.account);
  await page.goto('/pointshop');
  await expect(page.getByText('You have no points yet. Play games and races to earn some!')).toBeVisible();
  await page.getByTestId('good-ps-pencils').getByRole('link').click();
  // With no points the detail page says how many are missing and where to earn them, before any form.
  await expect(page.getByTestId('points-short')).toHaveText('You need 120 more points for this gift. Play games to earn them!');
  await expect(page.getByTestId('verify-email-first').getByRole('link', { name: 'Verify my email' })).toHaveAttribute('href', '/accountcenter?type=binding');
  await expect(page.getByRole('button', { name: 'Redeem', exact: true })).toBeDisabled();
  await grantPoints(request, pupil.id, 200);
  await page.reload();
  await expect(page.getByText('My points: 200')).toBeVisible();
  await expect(page.getByTestId('points-short')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Redeem now' }).click();
  await expect(form.getByText("Please enter the recipient's name.")).toBeVisible();
  // The labels now also hold the fields' error texts, so the fields are found by name.
  await form.locator('[name="recipient"]').fill('Lim Wei');
  await form.locator('[name="phone"]').fill('91234567');
  await form.locator('[name="email"]').fill(pupil.email);
  await form.locator('[name="address"]').fill('10 Bishan Street 13, Singapore 579795');
  await form.locator('[name="password"]').fill(PASSWORD);
  await form.getByRole('button', { name: 'Redeem now' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your email is not verified, so gifts cannot be redeemed yet. Please verify your email in the account centre first.');
});
