import { expect, test } from '@playwright/test';
import { expectNoSeriousFaults, missingTexts } from './axe';
import { signInByApi } from './helpers';

const TEXT = {
  en: { tab: 'Products, items and stock', newProduct: 'New product', category: 'Category', nameEn: 'Name in English', nameZh: 'Name in Chinese', price: 'Price (SGD)', stock: 'Stock', create: 'Create product', created: 'The product is created', shop: 'Shop', search: 'Search', points: 'Points', save: 'Save', saved: 'The points-shop item is saved', edit: 'Edit', gst: 'Shoppers see', onSale: 'On sale', productSaved: 'The product is saved', newGood: 'New points-shop item', kind: 'Kind', grants: 'Grants', back: 'Back to the list' },
  zh: { tab: '商品与库存', newProduct: '新建商品', category: '分类', nameEn: '英文名称', nameZh: '中文名称', price: '价格（新元）', stock: '库存', create: '创建商品', created: '商品已创建', shop: '商店', search: '搜索', points: '积分', save: '保存', saved: '积分商城商品已保存', edit: '编辑', gst: '顾客看到', onSale: '上架', productSaved: '商品已保存', newGood: '新建积分商城商品', kind: '类型', grants: '获得', back: '返回列表' },
};

for (const lang of ['en', 'zh'] as const) {
  test(`operator1 (${lang}) creates a product seen on /shoppingcenter and edits a points good's points seen on /pointshop`, async ({ page }) => {
    const text = TEXT[lang];
    const stamp = `${lang}${Date.now() % 1_000_000}`;
    await signInByApi(page, 'operator1');
    await page.addInitScript((locale) => localStorage.setItem('ls.locale', locale), lang);
    await page.goto('/console');
    await page.getByRole('button', { name: text.tab }).click();
    await page.getByRole('button', { name: text.newProduct }).click();

    // Nothing typed yet: the shared schema's errors show by their fields, and nothing is sent.
    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByLabel(text.nameEn)).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousFaults(page, 'product form with errors');

    await page.getByLabel('SKU').fill(`E2E-${stamp}`);
    await page.getByLabel(text.category).selectOption({ index: 1 });
    await page.getByLabel(text.nameEn).fill(`Console pencil case ${stamp}`);
    await page.getByLabel(text.nameZh).fill(`控制台笔袋 ${stamp}`);
    await page.getByLabel(text.price).fill('12.90');
    await expect(page.getByText(text.gst)).toBeVisible();
    await page.getByLabel(text.stock, { exact: true }).fill('5');
    // Keyboard: the picture is chosen with Space like any checkbox.
    await page.getByRole('checkbox', { name: 'ls-a01-1.svg' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    expect(await missingTexts(page)).toEqual([]);

    const name = lang === 'en' ? `Console pencil case ${stamp}` : `控制台笔袋 ${stamp}`;
    await page.goto('/shoppingcenter');
    await expect(page.getByText(name)).toBeVisible();

    // Taken off sale again, so the shop window stays as the visual baselines show it.
    await page.goto('/console?tab=catalogue');
    await page.getByLabel(text.search).fill(`E2E-${stamp}`);
    await page.getByRole('button', { name: `${text.edit} E2E-${stamp}` }).click();
    await page.getByLabel(text.onSale).uncheck();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.productSaved)).toBeVisible();
    await page.goto('/shoppingcenter');
    await expect(page.locator('.product-card').first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

    const points = 80 + (Date.now() % 40);
    await page.goto('/console?tab=catalogue');
    await page.getByLabel(text.shop).selectOption('points-goods');
    // A virtual good's effect is picked from what the points shop grants (shown, not saved here).
    await page.getByRole('button', { name: text.newGood }).click();
    await page.getByLabel(text.kind).selectOption('virtual');
    await page.getByLabel(text.grants).selectOption('levelUnlock');
    await expect(page.locator('select[name="effectLevel"]')).toBeVisible();
    await page.getByRole('button', { name: text.back }).click();
    await page.getByLabel(text.search).fill('ps-erasers');
    await page.getByRole('button', { name: `${text.edit} ps-erasers` }).click();
    await page.getByLabel(text.points, { exact: true }).fill(String(points));
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    expect(await missingTexts(page)).toEqual([]);

    await page.goto('/pointshop');
    await expect(page.getByTestId('good-ps-erasers')).toContainText(String(points));
  });
}
