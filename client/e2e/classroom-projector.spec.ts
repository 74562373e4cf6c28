import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInByApi } from './helpers';
import { expectNoSeriousFaults } from './axe';

const SMALL = { width: 1366, height: 768 };
const LARGE = { width: 1920, height: 1080 };
const LANES = 40;

async function open(browser: Browser, account: string, locale: 'en' | 'zh', password?: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: SMALL })).newPage();
  await page.addInitScript((lng) => localStorage.setItem('ls.locale', lng), locale);
  await signInByApi(page, account, password);
  return page;
}

/**
 * Fills the boards a page receives up to forty racers (made-up names, long and short), so the
 * lanes' fit is measured as a full class would load them; the server and pupils are real. With
 * `ahead`, the made-up racers come before the real ones, as if the whole class led.
 */
async function padBoards(page: Page, padding: { on: boolean; ahead?: boolean }): Promise<void> {
  await page.routeWebSocket(/socket/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (padding.on && typeof message === 'string' && message.startsWith('42[')) {
        const [event, payload] = JSON.parse(message.slice(2)) as [string, { board?: { userId: number }[] }];
        if (Array.isArray(payload?.board)) {
          const extra = Array.from({ length: LANES - payload.board.length }, (_, i) => ({
            userId: 900_000 + i, name: i % 3 === 0 ? `Nur Aisyah binte Abdullah ${i}` : i % 3 === 1 ? `欧阳思思${i}` : `Lee ${i}`,
            position: i, progress: (i * 7) % 100, cpm: i * 5, wpm: i, accuracy: 95, finished: false,
          }));
          const board = padding.ahead ? [...extra, ...payload.board] : [...payload.board, ...extra];
          return ws.send(`42${JSON.stringify([event, { ...payload, board }])}`);
        }
      }
      ws.send(message);
    });
  });
}

/** The lanes as measured: every name's font size, and whether all forty fit without scrolling or clipping. */
async function laneFit(page: Page) {
  return page.evaluate(() => {
    const projector = document.querySelector<HTMLElement>('[data-testid="projector"]')!;
    const lanes = [...projector.querySelectorAll<HTMLElement>('[data-testid="lane"]')];
    const names = lanes.map((lane) => parseFloat(getComputedStyle(lane.querySelector('.lane-name')!).fontSize));
    return {
      lanes: lanes.length,
      smallestName: Math.min(...names),
      lowestEdge: Math.max(...lanes.map((lane) => lane.getBoundingClientRect().bottom)),
      screen: window.innerHeight,
      scrolls: projector.scrollHeight > projector.clientHeight || projector.querySelector<HTMLElement>('[data-testid="projector-lanes"]')!.scrollHeight > projector.querySelector<HTMLElement>('[data-testid="projector-lanes"]')!.clientHeight,
      clipped: lanes.filter((lane) => lane.scrollHeight > lane.clientHeight + 1).length,
    };
  });
}

/** Whether the racer's board scrolls inside its box, and whether their own row is inside the box's view. */
async function ownRowInView(page: Page) {
  return page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('[data-testid="race-board"]')!;
    const box = board.getBoundingClientRect();
    const row = board.querySelector('li.me')!.getBoundingClientRect();
    return { scrolls: board.scrollHeight > board.clientHeight, inView: row.top >= box.top - 0.5 && row.bottom <= box.bottom + 0.5 };
  });
}

/** The code's letters and the address against the screen's height. */
async function joinTextSizes(page: Page) {
  return page.evaluate(() => {
    const size = (id: string) => parseFloat(getComputedStyle(document.querySelector(`[data-testid="${id}"]`)!).fontSize);
    return { code: size('projector-code') / window.innerHeight, address: size('join-address') / window.innerHeight };
  });
}

/** The header is inert under the projector: the language is switched as a teacher would, with the projector closed. */
async function switchLanguage(teacher: Page, to: 'en' | 'zh', reopen: string) {
  await teacher.getByTestId('projector').getByRole('button', { name: /^(Leave projector view|退出投影模式)$/ }).click();
  await teacher.getByRole('group', { name: /Language|语言/ }).getByRole('button', { name: to === 'zh' ? 'zh' : 'En' }).click();
  await teacher.getByRole('button', { name: reopen }).click();
}

test('classroom race on the projector: lobby with address, code and QR, three pupils join by the QR address, forty lanes fit both screens, podium (en, zh)', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 1_000_000;
  const accounts = [`proj${stamp}a`, `proj${stamp}b`];
  for (const [i, account] of accounts.entries()) {
    const registered = await request.post('/api/user/register', { data: { account, password: 'racer123', email: `${account}@example.sg`, pupilName: ['Lim Mei Ling', '陈小红'][i], gradeCode: 3 } });
    expect((await registered.json()).code).toBe(200);
  }

  const teacher = await open(browser, 'teacher1', 'en');
  const padding = { on: false };
  await padBoards(teacher, padding);
  await teacher.goto('/typingmain/wating');
  await teacher.getByRole('button', { name: 'Open the room' }).click();
  const code = (await teacher.getByTestId('join-code').textContent())!.trim();
  await teacher.getByRole('button', { name: 'Projector view' }).click();
  const projector = teacher.getByTestId('projector');
  await expect(projector.getByTestId('projector-code')).toHaveText(code);
  await expect(projector.getByTestId('joined-count')).toHaveText('Waiting for pupils to join…');
  expect((await joinTextSizes(teacher)).code).toBeGreaterThanOrEqual(0.1);
  expect((await joinTextSizes(teacher)).address).toBeGreaterThanOrEqual(0.1);
  await expect(teacher.locator('.layout')).toHaveAttribute('inert', '');
  await expectNoSeriousFaults(teacher, 'projector lobby en');

  // The QR code opens the short join address with the code filled in.
  const link = (await projector.getByTestId('join-qr').getAttribute('data-link'))!;
  expect(new URL(link).pathname + new URL(link).search).toBe(`/join?code=${code}`);
  await expect(projector.getByTestId('join-address')).toHaveText(`${new URL(link).host}/join`);

  await switchLanguage(teacher, 'zh', '投影模式');
  await teacher.setViewportSize(LARGE);
  await expect(projector.getByTestId('joined-count')).toHaveText('等待同学加入……');
  const large = await joinTextSizes(teacher);
  expect(large.code).toBeGreaterThanOrEqual(0.1);
  expect(large.address).toBeGreaterThanOrEqual(0.1);

  const pupils = await Promise.all([open(browser, 'pupil1', 'en'), open(browser, accounts[0], 'en', 'racer123'), open(browser, accounts[1], 'zh', 'racer123')]);
  // 陈小红 races last of forty: her board scrolls inside its box and keeps her own row in view.
  await padBoards(pupils[2], { on: true, ahead: true });
  await Promise.all(
    pupils.map(async (pupil) => {
      await pupil.goto(link);
      await expect(pupil.locator('input[name="joinCode"]')).toHaveValue(code);
      await pupil.locator('form:has(input[name="joinCode"]) button[type="submit"]').click();
      await expect(pupil.getByTestId('race-board')).toBeVisible();
    }),
  );
  await expect(projector.getByTestId('joined-count')).toHaveText('已加入 3 人');
  for (const name of ['Tan Xiao Ming', 'Lim Mei Ling', '陈小红']) await expect(projector.getByTestId('projector-lobby')).toContainText(name);

  padding.on = true;
  await projector.getByRole('button', { name: '开始（3-2-1）' }).click();
  await expect(projector.getByTestId('countdown')).toBeVisible();
  const lanes = projector.getByTestId('lane');
  await expect(lanes).toHaveCount(LANES);
  const order = await projector.locator('.lane-name').allTextContents();
  await expect(pupils[0].getByTestId('race-text')).toBeVisible({ timeout: 10_000 });
  await expect(projector.getByTestId('countdown')).toBeHidden();

  // Tan Xiao Ming types: his place on the board changes, his lane does not move; his own screen shows his place in the class.
  const chars = await pupils[0].getByTestId('race-text').locator('.ch').allTextContents();
  await pupils[0].locator('textarea[name="race-input"]').focus();
  await pupils[0].keyboard.insertText(chars[0]);
  await expect(pupils[0].getByTestId('class-place')).toHaveText('Your place in the class: 1 of 3');
  await expect(lanes.filter({ hasText: 'Tan Xiao Ming' }).locator('.lane-place')).toContainText('1');
  expect(await projector.locator('.lane-name').allTextContents()).toEqual(order);
  await expect.poll(() => ownRowInView(pupils[2]), { message: 'own row inside the scrolled board' }).toEqual({ scrolls: true, inView: true });

  const fitLarge = await laneFit(teacher);
  expect(fitLarge).toMatchObject({ lanes: LANES, scrolls: false, clipped: 0 });
  expect(fitLarge.smallestName).toBeGreaterThanOrEqual(28);
  expect(fitLarge.lowestEdge).toBeLessThanOrEqual(fitLarge.screen);
  await expectNoSeriousFaults(teacher, 'projector race zh');

  await switchLanguage(teacher, 'en', 'Projector view');
  await teacher.setViewportSize(SMALL);
  const fitSmall = await laneFit(teacher);
  expect(fitSmall).toMatchObject({ lanes: LANES, scrolls: false, clipped: 0 });
  expect(fitSmall.smallestName).toBeGreaterThanOrEqual(28);
  expect(fitSmall.lowestEdge).toBeLessThanOrEqual(fitSmall.screen);
  console.log(`lane fit: 1920x1080 ${JSON.stringify(fitLarge)}; 1366x768 ${JSON.stringify(fitSmall)}; code ${JSON.stringify(large)} of the height at 1920x1080`);

  await projector.getByRole('button', { name: 'End the race' }).click();
  const podium = projector.getByTestId('podium');
  // Results are written through the API (fair-play judge, points) before they are announced.
  await expect(podium).toContainText('Tan Xiao Ming', { timeout: 30_000 });
  await expect(podium.locator('.step')).toHaveCount(3);
  await expect(projector.getByRole('button', { name: 'Download results (CSV)' })).toBeVisible();
  await expectNoSeriousFaults(teacher, 'projector podium en');
  await switchLanguage(teacher, 'zh', '投影模式');
  await projector.getByRole('button', { name: '查看全班成绩' }).click();
  await expect(projector.getByTestId('everyone-row')).toHaveCount(3);
  await expect(projector.getByTestId('everyone-row').first()).toContainText('Tan Xiao Ming');
  await expectNoSeriousFaults(teacher, 'projector results zh');
});
