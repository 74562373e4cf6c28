import { expect, test } from '@playwright/test';
import { expectNoSeriousFaults, missingTexts } from './axe';
import { signInByApi } from './helpers';

const TEXT = {
  en: { tab: 'Dashboard', tiles: ['Sales', 'PayNow to confirm', 'Orders to ship', 'Low stock', 'Points-shop parcels to deliver', 'Held results', 'Pupils active', 'Next races'], days30: '30 days', show: 'Show the numbers as a table', toShip: 'Open: Orders to ship', lowStock: 'Open: Low stock', lowOnly: 'Low stock only' },
  zh: { tab: '概览', tiles: ['销售额', '待确认的 PayNow 付款', '待发货订单', '库存不足', '待寄出的积分商城包裹', '暂扣的成绩', '活跃学生', '即将举行的比赛'], days30: '30 天', show: '以表格显示数据', toShip: '打开：待发货订单', lowStock: '打开：库存不足', lowOnly: '只看库存不足' },
};

for (const lang of ['en', 'zh'] as const) {
  test(`operator1 opens /console on the dashboard (${lang}): tiles, a sales chart over 30 days with values on focus and a table, links to filtered lists, axe 0 serious`, async ({ page }) => {
    const text = TEXT[lang];
    await signInByApi(page, 'operator1');
    await page.addInitScript((locale) => localStorage.setItem('ls.locale', locale), lang);
    await page.goto('/console');
    await expect(page.getByRole('heading', { level: 1, name: text.tab })).toBeVisible();
    for (const name of text.tiles) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: text.days30 }).click();
    const chart = page.getByTestId('sales-chart');
    await page.getByRole('button', { name: text.show }).click();
    await expect(chart.locator('tbody tr')).toHaveCount(30);
    await chart.locator('svg').focus();
    await page.keyboard.press('End');
    await expect(chart.locator('.chart-tooltip')).toContainText(/S\$|\$/);
    await expectNoSeriousFaults(page, `dashboard ${lang}`);
    expect(await missingTexts(page)).toEqual([]);

    await page.getByRole('link', { name: text.toShip }).click();
    await expect(page.getByRole('combobox').first()).toHaveValue('paid');
    await page.goBack();
    await page.getByRole('link', { name: text.lowStock }).click();
    await expect(page.locator('select:has(option[value="stock asc"])')).toHaveValue('stock asc');
    // Filtered to the items at or under their own line: the seed's sold-out headphones, not the 300 sleeves.
    await expect(page.getByRole('checkbox', { name: text.lowOnly })).toBeChecked();
    await expect(page.getByRole('cell', { name: 'LS-A02', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'LS-A01', exact: true })).toHaveCount(0);
  });
}

test('the dashboard fits a phone; a teacher still opens /console on their races', async ({ browser }) => {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  await signInByApi(phone, 'operator1');
  await phone.goto('/console');
  const chart = phone.getByTestId('sales-chart');
  await expect(chart.locator('svg')).toBeVisible();
  const box = await chart.locator('svg').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await phone.context().close();

  const teacher = await (await browser.newContext()).newPage();
  await signInByApi(teacher, 'teacher1');
  await teacher.goto('/console');
  await expect(teacher.getByRole('heading', { level: 1, name: 'Classroom races' })).toBeVisible();
  await teacher.context().close();
});
