import { expect, test } from '@playwright/test';
import { hasValidEmvCrc } from '@learnstar/shared';
import { signInByApi } from './helpers';
import { seriousFaults } from './axe';
import { MIN_TARGET_PX } from './screen-fit';

// A parent shopping on a phone (issue 49): "Buy now" buys that one item, and PayNow works on the phone that pays.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, Buy now orders only that item while the cart keeps another; PayNow offers copy and save', async ({ page, context, request }) => {
  const account = `phone${Date.now() % 1_000_000_000}`;
  const registered = (await (await request.post('/api/user/register', { data: { accountType: 'parent', account, password: 'buyer123', email: `${account}@example.sg`, name: 'Tan Wei Ming' } })).json()).data;
  expect(registered.token).toBeTruthy();
  const auth = { Authorization: `Bearer ${registered.token}` };
  const { products } = (await (await request.get('/api/shop/api/products')).json()).data as { products: { id: number; sku: string }[] };
  const idOf = (sku: string) => products.find((p) => p.sku === sku)!.id;
  const sleeve = { ranId: registered.user.ranId, productId: idOf('LS-A01'), quantity: 1 };
  expect((await (await request.post('/api/shop/api/cart/add', { data: sleeve, headers: auth })).json()).code).toBe(200);
  await signInByApi(page, account, 'buyer123');

  await page.goto(`/productdetail?id=${idOf('LS-T100')}`);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Buy now' }).tap();
  await expect(page).toHaveURL(`/placeorder?buyNow=${idOf('LS-T100')}&qty=1`);
  await expect(page.getByTestId('buy-now-line')).toContainText('LearnStar Typing Pad T100 × 1');
  await expect(page.getByTestId('pay-amount')).toHaveText('$129.00'); // the pad alone, not the sleeve in the cart
  // The phone's keyboard and autofill know each field.
  await expect(page.locator('input[name="postcode"]')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.locator('input[name="postcode"]')).toHaveAttribute('autocomplete', 'postal-code');
  await expect(page.locator('input[name="phone"]')).toHaveAttribute('type', 'tel');
  const form = { block: '123', street: 'Ang Mo Kio Avenue 3', postcode: '560123', firstName: 'Wei Ming', lastName: 'Tan', email: `${account}@example.sg`, phone: '91234567' };
  for (const [name, value] of Object.entries(form)) await page.locator(`input[name="${name}"]`).fill(value);
  await page.getByRole('button', { name: 'Place order' }).tap();
  await expect(page).toHaveURL(/\/pay\?code=/);
  const code = new URL(page.url()).searchParams.get('code')!;

  const order = (await (await request.get(`/api/shop/api/order/${code}`, { headers: auth })).json()).data;
  expect(order.items.map((i: { productId: number; quantity: number }) => [i.productId, i.quantity])).toEqual([[idOf('LS-T100'), 1]]);
  const cart = (await (await request.get(`/api/shop/api/listCartByRanId?ranId=${sleeve.ranId}`, { headers: auth })).json()).rows;
  expect(cart.map((r: { productId: number; quantity: number }) => [r.productId, r.quantity])).toEqual([[sleeve.productId, 1]]);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('button', { name: 'Pay by PayNow / bank transfer' }).tap();
  const payload = (await page.getByTestId('paynow-qr').getAttribute('data-payload'))!;
  expect(payload).toContain('5406129.00');
  expect(payload).toContain(`0108${code}`);
  expect(hasValidEmvCrc(payload)).toBe(true);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy reference' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Reference copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  const save = page.getByRole('link', { name: 'Save the QR code' });
  await expect(save).toHaveAttribute('download', `PayNow-${code}.png`);
  const [download] = await Promise.all([page.waitForEvent('download'), save.tap()]);
  expect(download.suggestedFilename()).toBe(`PayNow-${code}.png`);

  // The cart on a phone is a card a product: its name on a line of its own beside the picture (a
  // six-column table squeezed it to a few characters a line), the prices named, Remove in reach.
  await page.goto('/shoppingcar');
  const row = page.getByTestId('cart-row-LS-A01');
  expect((await row.getByRole('link', { name: 'Protective sleeve' }).boundingBox())!.width).toBeGreaterThan(100);
  expect((await row.locator('img.thumb').boundingBox())!.width).toBe(64);
  // The header row is hidden from sight on a card, so each price says what it is.
  expect(await row.locator('td').nth(2).evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Unit price: "');
  expect(await seriousFaults(page)).toEqual([]);
  const remove = row.getByRole('button', { name: 'Remove' });
  const box = (await remove.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  await remove.tap();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
