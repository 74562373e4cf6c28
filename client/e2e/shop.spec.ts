import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hasValidEmvCrc } from '@learnstar/shared';
import { loginAs } from './helpers';

const ADDRESS = { block: '123', street: 'Ang Mo Kio Avenue 3', unit: '#05-12', postcode: '560123', firstName: 'Mei Ling', lastName: 'Tan', phone: '91234567' };

/** From the shop window to the cart: open a product by its card and add it. */
async function addFromShop(page: Page, sku: string, addLabel: RegExp = /^(Add to cart|加入购物车)$/) {
  await page.goto('/shoppingcenter');
  await page.getByTestId(`product-${sku}`).click();
  await page.getByRole('button', { name: addLabel }).click();
}

async function fillCheckout(page: Page) {
  for (const [name, value] of Object.entries(ADDRESS)) await page.locator(`input[name="${name}"]`).fill(value);
  await page.locator('input[name="email"]').fill('meiling.tan@example.sg');
}

/** Checkout of whatever the signed-in user's cart holds; answers the order code from /pay. */
async function placeOrder(page: Page): Promise<string> {
  await page.goto('/placeorder');
  await fillCheckout(page);
  await page.getByRole('button', { name: /^(Place order|提交订单)$/ }).click();
  await expect(page).toHaveURL(/\/pay\?code=/);
  return new URL(page.url()).searchParams.get('code')!;
}

/** A fresh buyer per test: other specs change the demo accounts (one resets parent1's password). */
async function newBuyer(request: APIRequestContext): Promise<string> {
  const account = `buyer${Date.now() % 1_000_000_000}`;
  const registered = await request.post('/api/user/register', { data: { account, password: 'buyer123', email: `${account}@example.sg`, pupilName: 'Tan Mei Ling', gradeCode: 3 } });
  expect((await registered.json()).code).toBe(200);
  return account;
}

async function operatorToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/user/login', { data: { username: 'operator1', password: 'learnstar1' } });
  return (await login.json()).token as string;
}

test('visitor cart → login merges it → coupon → checkout → sandbox card payment succeeds → order paid', async ({ page, context, request }) => {
  const buyer = await newBuyer(request);
  await page.goto('/shoppingcenter');
  await expect(page.getByText('Free shipping on orders over SGD 50')).toBeVisible();
  await expect(page.getByText(/under construction/)).toBeVisible();
  await expect(page.getByTestId('product-LS-A02')).toContainText('Sold out');

  await addFromShop(page, 'LS-T100');
  await expect(page.getByText('Pinyin keyboard, 7-inch screen, 10-hour battery')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ls-t100-quick-start.pdf' })).toBeVisible();
  // The intro video is served by the API and really plays in Chromium: its metadata says 7 s.
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', '/api/shop/assets/videos/ls-t100-intro.webm');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(7);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await addFromShop(page, 'LS-A01');
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await loginAs(page, buyer, 'buyer123');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.locator('.cart-icon')).toHaveAttribute('data-shake', 'yes');
  await page.locator('.cart-icon').click();
  await expect(page).toHaveURL(/\/shoppingcar$/);
  await expect(page.getByTestId('cart-row-LS-T100')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$148.00');
  await page.getByRole('button', { name: 'Check out' }).click();

  await expect(page).toHaveURL(/\/placeorder$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please enter the first name.')).toBeVisible();
  await fillCheckout(page);
  await expect(page.getByTestId('pay-amount')).toHaveText('$148.00');
  await expect(page.getByTestId('discount')).toHaveCount(0); // no coupon yet: no "−$0.00" line
  await page.locator('input[name="couponCode"]').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon verified')).toBeVisible();
  await expect(page.getByTestId('discount')).toHaveText('−$14.80');
  await expect(page.getByTestId('pay-amount')).toHaveText('$133.20');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/pay\?code=/);
  await expect(page.getByTestId('order-status')).toHaveText('Payment pending');
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const gateway = await popupPromise;
  await expect(gateway).toHaveURL(/\/payments\?session=/);
  await expect(gateway.getByTestId('gateway-amount')).toHaveText('$133.20');
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(gateway).toHaveURL(/\/callback\?payment=/);
  await expect(gateway.getByTestId('payment-result')).toHaveAttribute('data-status', 'success');
  await expect(gateway.getByText('Payment successful')).toBeVisible();
  await gateway.waitForEvent('close', { timeout: 10_000 });
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await page.goto('/accountcenter?type=orders');
  await expect(page.getByTestId('orders-table')).toContainText('Paid');
});

test('in Chinese: a declined card and a cancelled payment leave the order unpaid', async ({ page, context, request }) => {
  const buyer = await newBuyer(request);
  await page.goto('/index');
  await page.getByRole('button', { name: 'zh' }).click();
  await loginAs(page, buyer, 'buyer123');
  await addFromShop(page, 'LS-R10', /^加入购物车$/);
  const code = await placeOrder(page);
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  for (const [button, text, status] of [
    ['模拟银行卡被拒', '付款失败', 'failed'],
    ['取消付款', '付款已取消', 'cancelled'],
  ] as const) {
    const popupPromise = context.waitForEvent('page');
    await page.getByRole('button', { name: '银行卡付款' }).click();
    const gateway = await popupPromise;
    await gateway.getByRole('button', { name: button }).click();
    await expect(gateway.getByTestId('payment-result')).toHaveAttribute('data-status', status);
    await expect(gateway.getByText(text)).toBeVisible();
    await gateway.waitForEvent('close', { timeout: 10_000 });
  }
  await page.reload();
  await expect(page.getByTestId('order-code')).toHaveText(code);
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
});

test('PayNow shows the transfer instructions and an SGQR code; the operator confirms and ships; the buyer confirms receipt', async ({ page, request }) => {
  await loginAs(page, await newBuyer(request), 'buyer123');
  await addFromShop(page, 'LS-D300');
  const code = await placeOrder(page);
  await page.getByRole('button', { name: 'Pay by PayNow / bank transfer' }).click();
  const panel = page.getByTestId('paynow');
  await expect(panel).toContainText('UEN 202612345K');
  await expect(page.getByTestId('paynow-reference')).toHaveText(code);
  const payload = (await page.getByTestId('paynow-qr').getAttribute('data-payload'))!;
  expect(hasValidEmvCrc(payload)).toBe(true);
  expect(payload).toContain(`0108${code}`);
  expect(payload).toContain('5406159.00');

  const auth = { Authorization: `Bearer ${await operatorToken(request)}` };
  expect((await (await request.post(`/api/shop/admin/order/${code}/confirmPayNow`, { headers: auth })).json()).data.status).toBe('paid');
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  expect((await (await request.post(`/api/shop/admin/order/${code}/ship`, { headers: auth })).json()).data.status).toBe('shipped');
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Have you received all the items in this order?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Received');
});

test('signed out, Order query asks to log in; a network error on the cart widget does not navigate', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('link', { name: 'Order query' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/index');
  await page.route('**/api/shop/api/listCartByRanId**', (route) => route.abort());
  await page.locator('.cart-icon').click();
  await expect(page.getByText('Data fetch failed', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
});
