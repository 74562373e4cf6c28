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
  en: { open: 'Open order', sleeve: 'Protective sleeve', slip: 'Packing slip', received: 'PayNow received', paid: 'Paid', ship: 'Ship', shipped: 'Shipped', races: 'Scheduled races', title: 'Title', start: 'Start (Singapore time)', grade: 'P2 Normal Chinese', schedule: 'Schedule race', forms: 'Warranty, free trials, newsletter', export: 'Export CSV', search: 'Search', promotions: 'Promotions', slug: 'Address name', titleEn: 'Title in English', titleZh: 'Title in Chinese', starts: 'Starts', ends: 'Ends', passcode: 'Passcode', create: 'Create promotion', created: 'The promotion is created', edit: 'Edit', editForm: 'Edit promotion', save: 'Save', saved: 'The promotion is saved', del: 'Delete', deleted: 'The promotion is deleted', coupons: 'Coupons', createCoupon: 'Create coupon', editCoupon: 'Edit coupon', code: 'Code', value: 'Value', validFrom: 'Valid from', validUntil: 'Valid until', couponSaved: 'The coupon is saved', couponDeleted: 'The coupon is deleted', audit: 'Audit log' },
  zh: { open: '打开订单', sleeve: '保护套', slip: '装箱单', received: '已收到 PayNow', paid: '已付款', ship: '发货', shipped: '已发货', races: '比赛安排', title: '标题', start: '开始时间（新加坡时间）', grade: '小二 普通华文', schedule: '安排比赛', forms: '保修、试用、电子报', export: '导出 CSV', search: '搜索', promotions: '活动', slug: '网址名称', titleEn: '英文标题', titleZh: '中文标题', starts: '开始（', ends: '结束（', passcode: '口令', create: '创建活动', created: '活动已创建', edit: '编辑', editForm: '编辑活动', save: '保存', saved: '活动已保存', del: '删除', deleted: '活动已删除', coupons: '优惠券', createCoupon: '创建优惠券', editCoupon: '编辑优惠券', code: '代码', value: '面值', validFrom: '生效时间', validUntil: '截止时间', couponSaved: '优惠券已保存', couponDeleted: '优惠券已删除', audit: '操作记录' },
};

for (const lang of ['en', 'zh'] as const) {
  test(`operator1 console (${lang}): confirm a PayNow order and ship it, schedule a race, create, edit and delete a promotion with a passcode and a coupon, export warranty registrations`, async ({ page, request, browser }) => {
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
    // The order opens with its items, address and note; printing shows the packing slip alone.
    await row.getByRole('button', { name: `${text.open} ${code}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text.sleeve);
    await expect(dialog).toContainText('Ang Mo Kio Avenue 3');
    await expect(dialog).toContainText('SingPost RR123456789SG');
    await page.emulateMedia({ media: 'print' });
    const slip = page.getByTestId('packing-slip');
    await expect(slip).toBeVisible();
    await expect(slip.getByRole('heading', { level: 1 })).toHaveText(text.slip);
    await expect(slip).toContainText('560123');
    await expect(dialog).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('packing-slip')).toHaveCount(0);

    await page.getByRole('button', { name: text.races }).click();
    const title = `E2E ${lang} ${Date.now()}`;
    await page.getByLabel(text.title, { exact: true }).fill(title);
    const start = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 16);
    await page.getByLabel(text.start).fill(start);
    await page.getByLabel(text.grade).check();
    await page.getByRole('button', { name: text.schedule }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    // The pupils' race page lists it, in the pupil's language too (one page load, in its own signed-in context).
    const pupil = await (await browser.newContext()).newPage();
    await signInByApi(pupil, 'pupil1');
    await pupil.addInitScript((locale) => localStorage.setItem('ls.locale', locale), lang);
    await pupil.goto('/typingmain');
    await expect(pupil.getByText(title)).toBeVisible();
    await pupil.context().close();

    await page.getByRole('button', { name: text.promotions, exact: true }).click();
    const slug = `e2e-${lang}-${Date.now()}`;
    const create = page.getByRole('form', { name: text.create });
    await create.getByLabel(text.slug).fill(slug);
    await create.getByLabel(text.titleEn).fill(`Spring week ${lang}`);
    await create.getByLabel(text.titleZh).fill('春季打字周');
    await create.getByLabel(text.starts).fill(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16));
    await create.getByLabel(text.ends).fill(start);
    await create.getByLabel(text.passcode).fill(`SPRING${lang}`);
    await create.getByRole('button', { name: text.create }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    const promotion = page.locator(`tr[data-promotion="${slug}"]`);
    await expect(promotion).toBeVisible();
    // Edited in the form above the list (the title the page shows in this language), then deleted: nobody claimed it.
    await promotion.getByRole('button', { name: text.edit }).click();
    const edit = page.getByRole('form', { name: text.editForm });
    await edit.getByLabel(lang === 'en' ? text.titleEn : text.titleZh).fill(`Edited ${lang}`);
    // The offer becomes a coupon: 10 % off, the other terms as the form suggests them.
    await edit.locator('select[name="offer-type"]').selectOption('coupon');
    await edit.locator('select[name="offer-kind"]').selectOption('percent');
    await edit.getByLabel(text.value).fill('10');
    await edit.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(promotion).toContainText(`Edited ${lang}`);
    await promotion.getByRole('button', { name: text.del }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(promotion).toHaveCount(0);

    // A coupon: created, its value edited, deleted (no order used it).
    await page.getByRole('button', { name: text.coupons, exact: true }).click();
    const couponCode = `E2E-${lang}-${Date.now() % 1_000_000}`.toUpperCase();
    const newCoupon = page.getByRole('form', { name: text.createCoupon });
    await newCoupon.getByLabel(text.code, { exact: true }).fill(couponCode);
    await newCoupon.getByLabel(text.value).fill('5');
    await newCoupon.getByLabel(text.validFrom).fill(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16));
    await newCoupon.getByLabel(text.validUntil).fill(start);
    await newCoupon.getByRole('button', { name: text.createCoupon }).click();
    const coupon = page.locator(`tr[data-coupon="${couponCode}"]`);
    await expect(coupon).toContainText('5.00');
    await coupon.getByRole('button', { name: text.edit }).click();
    const editCoupon = page.getByRole('form', { name: text.editCoupon });
    await editCoupon.getByLabel(text.value).fill('7');
    await editCoupon.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.couponSaved)).toBeVisible();
    await expect(coupon).toContainText('7.00');
    await coupon.getByRole('button', { name: text.del }).click();
    await expect(page.getByText(text.couponDeleted)).toBeVisible();
    await expect(coupon).toHaveCount(0);

    // The audit log keeps the coupon's story; a click on its row's target shows only that coupon.
    await page.getByRole('button', { name: text.audit, exact: true }).click();
    await page.getByRole('row').filter({ hasText: 'coupon.delete' }).first().getByRole('button', { name: /^coupon \d+$/ }).click();
    const story = page.getByRole('row').filter({ hasText: /coupon\.(create|update|delete) coupon/ });
    await expect(story).toHaveCount(3);
    await expect(page.getByRole('row').filter({ hasText: 'promotion.' })).toHaveCount(0);

    await page.getByRole('button', { name: text.forms }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.export }).click();
    const csv = readFileSync((await (await download).path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('id,name,email,phone,purchaseDate,product,purchasePlace,serialCode,createdAt');
  });
}

test('teacher1 sees a classroom race\'s results in /console, in en and zh', async ({ browser }) => {
  // The race as the classroom spec runs it: teacher1 opens a dictionary room, pupil1 joins by code and answers once.
  const teacher = await (await browser.newContext()).newPage();
  await signInByApi(teacher, 'teacher1');
  await teacher.goto('/typingmain/wating');
  await teacher.locator('select[name="game"]').selectOption('2');
  await teacher.getByRole('button', { name: 'Open the room' }).click();
  const code = (await teacher.getByTestId('join-code').textContent())!.trim();
  const pupil = await (await browser.newContext()).newPage();
  await signInByApi(pupil, 'pupil1');
  await pupil.goto('/typingmain/wating');
  await pupil.locator('input[name="joinCode"]').fill(code);
  await pupil.getByRole('button', { name: 'Join' }).click();
  await expect(teacher.getByTestId('lobby')).toContainText('Tan Xiao Ming');
  await teacher.getByRole('button', { name: 'Start (3-2-1)' }).click();
  const question = pupil.getByTestId('question');
  await expect(question).toBeVisible({ timeout: 15_000 });
  await question.locator('.option').first().click();
  await teacher.getByRole('button', { name: 'End the race' }).click();
  await expect(teacher.getByTestId('classroom-results')).toContainText('Tan Xiao Ming');
  await pupil.context().close();

  for (const [lang, heading, game] of [['en', 'Classroom races', 'Dictionary race'], ['zh', '课堂比赛', '词典比赛']] as const) {
    await teacher.evaluate((locale) => localStorage.setItem('ls.locale', locale), lang);
    await teacher.goto('/console');
    await expect(teacher.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Teachers see their races only: no shop tabs.
    await expect(teacher.locator('.tabs button')).toHaveCount(1);
    const newest = teacher.locator('.console-race').first();
    await expect(newest.getByRole('heading', { level: 2 })).toContainText(game);
    await expect(newest.getByRole('row').filter({ hasText: 'Tan Xiao Ming' }).getByRole('cell').first()).toHaveText('1');
  }
  await teacher.context().close();
});

test('pupil1 is sent home from /console', async ({ page }) => {
  await signInByApi(page, 'pupil1');
  await page.goto('/console');
  await expect(page).toHaveURL(/\/index$/);
});
