import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAs } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

const TEXT = {
  en: { language: 'English', inProgress: 'On now', notStarted: 'Not started yet', ended: 'Ended', endsIn: /^Ends in \d+ days \d\d:\d\d:\d\d$/, startsIn: /^Starts in \d+ days \d\d:\d\d:\d\d$/, open: 'Open the promotion', wrong: 'That passcode is not right', required: 'Please enter the passcode.', claim: 'Claim', claimed: 'You have claimed this offer!', points: '100 bonus points were added', record: 'Promotion' },
  zh: { language: '中文', inProgress: '进行中', notStarted: '未开始', ended: '已结束', endsIn: /^距结束还有 \d+ 天 \d\d:\d\d:\d\d$/, startsIn: /^距开始还有 \d+ 天 \d\d:\d\d:\d\d$/, open: '进入活动', wrong: '口令不对', required: '请输入口令。', claim: '领取', claimed: '你已经领取了这个优惠！', points: '100 奖励积分已经加到你的积分里', record: '优惠活动' },
} as const;

/** A fresh pupil per test: a promotion is claimed once per user. */
async function newPupil(request: APIRequestContext): Promise<string> {
  const account = `promo${Date.now() % 1_000_000_000}`;
  const registered = await request.post('/api/user/register', { data: { account, password: 'promo123', email: `${account}@example.sg`, pupilName: 'Lim Wei', gradeCode: 3 } });
  expect((await registered.json()).code).toBe(200);
  return account;
}

test('/promotions counts down by the server clock even when the pupil’s clock is 40 days ahead', async ({ page }) => {
  // By the pupil's clock the holiday coupon would be over; by the server's it has not started.
  await page.clock.install({ time: Date.now() + 40 * DAY_MS });
  await page.goto('/promotions');
  for (const lang of ['en', 'zh'] as const) {
    const text = TEXT[lang];
    await page.getByRole('button', { name: text.language }).click();
    const running = page.getByTestId('promotion-national-typing-week');
    await expect(running.getByTestId('promotion-state')).toHaveAttribute('data-state', 'inProgress');
    await expect(running).toContainText(text.inProgress);
    await expect(running.getByTestId('promotion-countdown')).toHaveText(text.endsIn);
    const coming = page.getByTestId('promotion-school-holiday-coupon');
    await expect(coming).toContainText(text.notStarted);
    await expect(coming.getByTestId('promotion-countdown')).toHaveText(text.startsIn);
    const past = page.getByTestId('promotion-new-year-dictionary-challenge');
    await expect(past).toContainText(text.ended);
    await expect(past.getByTestId('promotion-countdown')).toHaveCount(0);
  }
  // The countdown is live: its seconds move.
  const countdown = page.getByTestId('promotion-national-typing-week').getByTestId('promotion-countdown');
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before!);
});

for (const lang of ['en', 'zh'] as const) {
  test(`passcode wrong then right, then claim once (${lang})`, async ({ page, request }) => {
    const text = TEXT[lang];
    await loginAs(page, await newPupil(request), 'promo123');
    await page.goto('/promotion');
    await page.getByRole('button', { name: TEXT[lang].language }).click();
    const passcode = page.getByLabel(lang === 'en' ? 'Passcode' : '口令');
    await page.getByRole('button', { name: text.open }).click();
    await expect(page.getByRole('alert')).toHaveText(text.required);
    await passcode.fill('WRONG-ONE');
    await page.getByRole('button', { name: text.open }).click();
    await expect(page.getByRole('alert')).toContainText(text.wrong);
    await passcode.fill(' typingweek ');
    await page.getByRole('button', { name: text.open }).click();
    await expect(page).toHaveURL(/\/detail\?id=\d+$/);
    await expect(page.getByTestId('promotion-state')).toHaveAttribute('data-state', 'inProgress');
    await page.getByRole('button', { name: text.claim, exact: true }).click();
    await expect(page.getByTestId('promotion-claimed')).toContainText(text.claimed);
    await expect(page.getByTestId('promotion-claimed')).toContainText(text.points);
    // Claimed stays claimed: after a reload there is no Claim button any more.
    await page.reload();
    await expect(page.getByTestId('promotion-claimed')).toBeVisible();
    await expect(page.getByRole('button', { name: text.claim, exact: true })).toHaveCount(0);
    // The account centre's points records name the grant in the pupil's language.
    await page.goto('/accountcenter?type=points');
    await expect(page.getByRole('row').filter({ hasText: text.record })).toContainText('+100');
  });
}

test('after five wrong passcodes the pupil is asked to wait 5 minutes (zh)', async ({ page, request }) => {
  await loginAs(page, await newPupil(request), 'promo123');
  await page.goto('/promotion');
  await page.getByRole('button', { name: TEXT.zh.language }).click();
  const passcode = page.getByLabel('口令');
  for (let i = 1; i <= 5; i++) {
    await passcode.fill(`GUESS${i}`);
    await page.getByRole('button', { name: TEXT.zh.open }).click();
    await expect(page.getByRole('alert')).toContainText(TEXT.zh.wrong);
    await passcode.fill('');
  }
  await passcode.fill('TYPINGWEEK');
  await page.getByRole('button', { name: TEXT.zh.open }).click();
  await expect(page.getByRole('alert')).toHaveText('操作太频繁，请5分钟后再试');
  await expect(page).toHaveURL(/\/promotion$/);
});
