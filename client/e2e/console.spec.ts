import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInByApi } from './helpers';

/** A parent's PayNow order placed over the API, waiting for the operator: answers its code. */
async function payNowOrder(request: APIRequestContext): Promise<string> {
  const account = `cons${Date.now() % 1_000_000_000}`;
  expect((await (await request.post('/api/user/register', { data: { account, password: 'buyer123', email: `${account}@example.sg`, pupilName: '陈小明', gradeCode: 3 } })).json()).code).toBe(200);
  const login = await (await request.post('/api/user/login', { data: { username: account, password: 'buyer123' } })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const { products } = (await (await request.get('/api/shop/api/products')).json()).data;
  const product = products.find((p: { sku: string }) => p.sku === 'LS-A01');
  await request.post('/api/shop/api/cart/add', { headers, data: { ranId: login.data.ranId, productId: product.id, quantity: 1 } });
  const form = { country: 'SG', shippingMethod: 'standard', block: '1', street: 'Ang Mo Kio Avenue 3', unit: '', building: '', postcode: '560123', firstName: 'Mei Ling', lastName: 'Tan', email: `${account}@example.sg`, phone: '91234567' };
  const order = (await (await request.post('/api/shop/api/order/place', { headers, data: form })).json()).data;
  await request.post('/api/shop/api/payment/start', { headers, data: { orderCode: order.code, provider: 'paynow' } });
  return order.code;
}

const TEXT = {
  en: { received: 'PayNow received', paid: 'Paid', ship: 'Ship', shipped: 'Shipped', races: 'Scheduled races', title: 'Title', start: 'Start (Singapore time)', grade: 'P2 Normal Chinese', schedule: 'Schedule race', forms: 'Warranty, free trials, newsletter', export: 'Export CSV', search: 'Search', promotions: 'Promotions', slug: 'Address name', titleEn: 'Title in English', titleZh: 'Title in Chinese', starts: 'Starts', ends: 'Ends', passcode: 'Passcode', create: 'Create promotion', created: 'The promotion is created' },
  zh: { received: '已收到 PayNow', paid: '已付款', ship: '发货', shipped: '已发货', races: '比赛安排', title: '标题', start: '开始时间（新加坡时间）', grade: '小二 普通华文', schedule: '安排比赛', forms: '保修、试用、电子报', export: '导出 CSV', search: '搜索', promotions: '活动', slug: '网址名称', titleEn: '英文标题', titleZh: '中文标题', starts: '开始（', ends: '结束（', passcode: '口令', create: '创建活动', created: '活动已创建' },
};

for (const lang of ['en', 'zh'] as const) {
  test(`operator1 console (${lang}): confirm a PayNow order and ship it, schedule a race, create a promotion with a passcode, export warranty registrations`, async ({ page, request, browser }) => {
    const text = TEXT[lang];
    const code = await payNowOrder(request);
    await signInByApi(page, 'operator1');
    await page.addInitScript((locale) => localStorage.setItem('ls.locale', locale), lang);
    await page.goto('/console?tab=orders');
    await page.getByRole('searchbox').fill(code);
    const row = page.locator(`tr[data-order="${code}"]`);
    await row.getByRole('button', { name: text.received }).click();
    await expect(row).toContainText(text.paid);
    await row.getByRole('textbox').fill('SingPost RR123456789SG');
    await row.getByRole('button', { name: text.ship }).click();
    await expect(row).toContainText(`${text.shipped} · SingPost RR123456789SG`);

    await page.getByRole('button', { name: text.races }).click();
    const title = `E2E ${lang} ${Date.now()}`;
    await page.getByLabel(text.title, { exact: true }).fill(title);
    const start = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 16);
    await page.getByLabel(text.start).fill(start);
    await page.getByLabel(text.grade).check();
    await page.getByRole('button', { name: text.schedule }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    if (lang === 'en') {
      // The pupils' race page lists it (one page load, in its own signed-in context).
      const pupil = await (await browser.newContext()).newPage();
      await signInByApi(pupil, 'pupil1');
      await pupil.goto('/typingmain');
      await expect(pupil.getByText(title)).toBeVisible();
      await pupil.context().close();
    }

    await page.getByRole('button', { name: text.promotions, exact: true }).click();
    const slug = `e2e-${lang}-${Date.now()}`;
    await page.getByLabel(text.slug).fill(slug);
    await page.getByLabel(text.titleEn).fill(`Spring week ${lang}`);
    await page.getByLabel(text.titleZh).fill('春季打字周');
    await page.getByLabel(text.starts).fill(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16));
    await page.getByLabel(text.ends).fill(start);
    await page.getByLabel(text.passcode).fill(`SPRING${lang}`);
    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: slug })).toBeVisible();

    await page.getByRole('button', { name: text.forms }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.export }).click();
    const csv = readFileSync((await (await download).path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('id,name,email,phone,purchaseDate,product,purchasePlace,serialCode,createdAt');
  });
}

test('pupil1 is sent home from /console', async ({ page }) => {
  await signInByApi(page, 'pupil1');
  await page.goto('/console');
  await expect(page).toHaveURL(/\/index$/);
});
