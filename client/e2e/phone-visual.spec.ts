import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './helpers';
import { expectLooksAsItDid } from './screenshots';

/**
 * The pages parents and pupils use most on a phone (the phone project: 390 x 844, touch) against
 * committed screenshots, in English, so a layout break below the desktop width shows in CI. Parts
 * that change with the data or the date are masked, as in visual.spec.ts.
 */
async function shoot(page: Page, name: string, path: string, ready: string, mask: string[] = [], steady: Record<string, number> = {}) {
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
  await expectLooksAsItDid(page, `phone-${name}.png`, mask, steady);
}

test('a visitor\'s home, shop, product and game centre on a phone look as they did', async ({ page }) => {
  // The races listed on home grow with the races other specs schedule (11 px taller in one CI run).
  await shoot(page, 'home', '/index', '.shop-teaser .product-card', ['.match-list', '.shop-teaser'], { '.match-list': 1500 });
  await shoot(page, 'shop', '/shoppingcenter', '.product-card img', ['.badges']);
  await shoot(page, 'product', '/productdetail?id=1', '.gallery .main-image', ['.badges', 'video']);
  await shoot(page, 'gamecentre', '/gamecenter', '[data-testid="game-card-plane"]');
});

test('a buyer\'s cart and checkout on a phone look as they did', async ({ page, request }) => {
  const account = `phone${Date.now() % 1_000_000_000}`;
  const registered = await request.post('/api/user/register', { data: { account, password: 'buyer123', email: `${account}@example.sg`, pupilName: 'Tan Mei Ling', gradeCode: 3 } });
  expect((await registered.json()).code).toBe(200);
  await signInByApi(page, account, 'buyer123');
  await page.goto('/productdetail?id=1');
  await page.getByRole('button', { name: 'Add to cart' }).tap();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await shoot(page, 'cart', '/shoppingcar', '[data-testid="cart-table"]');
  // The buyer's address is new each run.
  await shoot(page, 'checkout', '/placeorder', '.checkout-summary', ['.site-header .avatar', 'input[name="email"]']);
});
