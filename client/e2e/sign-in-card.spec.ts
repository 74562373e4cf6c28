import { expect, test } from '@playwright/test';
import { signInByApi } from './helpers';
import { expectNoSeriousFaults } from './axe';

const ROOM = '/join?code=ABCDEF';

/**
 * Children sign in with a card (issue 50): parent1 prints a card for a child of their own on
 * /family; a signed-out tablet that opened the projector's room and then the card's QR link lands
 * back in the room as the child, and so does one opening the link with next= the room.
 */
test('a parent prints a sign-in card; a signed-out tablet opening it ends in the room as the child', async ({ browser, page }) => {
  // Two browser contexts, a child made, axe twice: 31 s on a calm machine, past 45 s once beside the vitest lanes.
  const login = await (await page.request.post('/api/user/login', { data: { username: 'parent1', password: 'learnstar1' } })).json();
  const kid = `card${Date.now().toString(36)}`;
  const created = await page.request.post('/api/family/children', { headers: { authorization: `Bearer ${login.token}` }, data: { account: kid, password: 'secret12', pupilName: `Kid ${kid}`, gradeCode: 1 } });
  expect((await created.json()).code).toBe(200);

  // Printing opens the browser's print dialog: not in a test.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signInByApi(page, 'parent1');
  await page.goto('/family');
  await page.getByRole('button', { name: `Kid ${kid}` }).click();
  await page.getByRole('button', { name: 'Print a sign-in card' }).click();
  const card = page.locator('.sign-in-cards').getByTestId('sign-in-card');
  await expect(card).toContainText(`Kid ${kid}`);
  await expect(card.getByTestId('sign-in-card-qr')).toBeVisible();
  const link = (await card.getByTestId('sign-in-card-qr').getAttribute('data-link'))!;
  expect(new URL(link).pathname).toBe('/signin-card');
  await expectNoSeriousFaults(page, 'family page with a sign-in card');

  // A tablet opens the projector's room signed out: the sign-in says a card works; the card's QR brings the child back.
  const tablet = await (await browser.newContext()).newPage();
  await tablet.goto(ROOM);
  await expect(tablet.getByTestId('card-hint')).toBeVisible();
  await tablet.goto(link);
  await expect(tablet).toHaveURL(ROOM);
  await expect(tablet.locator('input[name="joinCode"]')).toHaveValue('ABCDEF');
  await expect(tablet.locator('header')).toContainText(`Kid ${kid}`);

  // A second device opens the card's link with next= the room.
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(`${link}&next=${encodeURIComponent(ROOM)}`);
  await expect(phone).toHaveURL(ROOM);
  await expect(phone.locator('header')).toContainText(`Kid ${kid}`);

  // A mistyped code: a translated answer on the card page, nobody signed in.
  const wrong = await (await browser.newContext()).newPage();
  await wrong.goto('/signin-card');
  await wrong.locator('input[name="cardCode"]').fill('abcde fghjk');
  await wrong.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(wrong.getByRole('alert')).toHaveText('This card does not work. Ask your parent or teacher for a new card.');
  await expectNoSeriousFaults(wrong, 'card sign-in page');

  await page.reload();
  await page.getByRole('button', { name: `Kid ${kid}` }).click();
  await expect(page.getByTestId('device-sign-ins')).toHaveText('2 devices are signed in with a card.');
});
