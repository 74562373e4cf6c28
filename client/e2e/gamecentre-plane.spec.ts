import { expect, test, type Page } from '@playwright/test';
import { CHILD_PACED_TIMEOUT_MS, signInAsNewPupil, signInByApi } from './helpers';
import { expectPointsRecorded, lowestTarget, touchPage, typeLikeAPupil, targets, type HookTarget } from './game-play';

/**
 * The plane battle as a pupil plays it: with keys in English to the end, with keys in Chinese until
 * quitting, and with taps on a touch screen; then the points and the game in the account centre.
 * The test hook only reads the targets; every answer is typed or tapped.
 */
test.describe.configure({ mode: 'serial' });

async function startBattle(page: Page, startLabel: RegExp) {
  await page.goto('/gamecenter/plane');
  await page.getByRole('button', { name: startLabel }).click();
  await expect(page.locator('.game-canvas canvas')).toBeVisible();
}

const drawnFrames = (page: Page) => page.evaluate(() => window.__learnstarGame!.drawnFrames());

/** Waits for the browser to draw `count` frames of its own (the page's, not the game's). */
const browserFrames = (page: Page, count: number) =>
  page.evaluate((n) => new Promise<void>((done) => {
    const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
    next(n);
  }), count);

/**
 * Plays a round to its end, `answer` answering the plane nearest the ground each time (false when
 * it could not); answers how many planes were hit.
 */
async function playEveryPlane(page: Page, answer: (plane: HookTarget) => Promise<boolean>): Promise<number> {
  const results = page.getByTestId('game-results');
  let hits = 0;
  while (!(await results.isVisible())) {
    if ((await targets(page)).length === 0 && (await page.getByText('Counting your score').isVisible())) {
      await expect(results).toBeVisible({ timeout: 15_000 });
      break;
    }
    const plane = await lowestTarget(page).catch(() => null);
    if (!plane || !(await answer(plane))) continue;
    // On a slow machine a plane can reach the ground while it is answered; the answer then goes
    // to the next plane. Either way this plane leaves the sky; a hit shows its word.
    await expect.poll(async () => (await targets(page)).some((t) => t.itemId === plane.itemId), { timeout: 20_000 }).toBe(false);
    // The round may be over (the last plane, or the third that reached the ground).
    if (await results.isVisible()) break;
    // No feedback at all when the plane landed unanswered: read it only when it is there (waiting
    // for it hung a run on one core's CPU to its time limit).
    const feedback = page.getByTestId('answer-feedback');
    if ((await feedback.count()) > 0 && (await feedback.textContent())?.includes(plane.word)) hits++;
  }
  return hits;
}

test('plane battle in English: type every pinyin to the end, see the results, points and my games', async ({ page }) => {
  test.setTimeout(CHILD_PACED_TIMEOUT_MS);
  await signInAsNewPupil(page, 'pilot');
  await startBattle(page, /^Start!$/);
  await expect(page.getByText('Type a plane\'s pinyin to lock on and fire.')).toBeVisible();
  let last = 0;
  const results = page.getByTestId('game-results');
  const hits = await playEveryPlane(page, async (plane) => {
    last = await typeLikeAPupil(page, plane.answer, last);
    return true;
  });
  await expect(results).toContainText('Your results');
  // The suite's sessions have 15 planes (GAME_ITEMS_PER_SESSION); on a slow machine a few may land.
  expect(hits).toBeGreaterThanOrEqual(8);
  expect(Number(await page.getByTestId('result-score').textContent())).toBeGreaterThan(0);
  await expect(results).toContainText('Points from the game centre today');
  await expectPointsRecorded(page, 'Plane battle');
});

test('飞机大战（中文）: the word is taught after a hit, quitting asks first and still scores', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ls.locale', 'zh'));
  await signInByApi(page, 'pupil1');
  await startBattle(page, /^开始！$/);
  const plane = await lowestTarget(page);
  const last = await typeLikeAPupil(page, plane.answer, 0);
  await expect(page.getByTestId('answer-feedback')).toContainText(plane.word);
  await expect(page.getByTestId('answer-feedback')).toContainText('意思');
  expect(last).toBeGreaterThan(0);
  // Paused, the field is not drawn at all (the frame loop sleeps: no battery spent on a still
  // picture) and its planes stay where they were; resumed, it is drawn again.
  await page.getByRole('button', { name: '暂停' }).click();
  await expect(page.getByRole('dialog', { name: '暂停了——休息一下吧！' })).toBeVisible();
  const before = { frames: await drawnFrames(page), planes: await targets(page) };
  await browserFrames(page, 30);
  expect(await drawnFrames(page)).toBe(before.frames);
  expect(await targets(page)).toEqual(before.planes);
  await page.getByRole('button', { name: '继续玩' }).click();
  await expect.poll(() => drawnFrames(page)).toBeGreaterThan(before.frames + 10);
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('要结束这局游戏吗');
  await page.getByRole('alertdialog').getByRole('button', { name: '退出' }).click();
  const results = page.getByTestId('game-results');
  await expect(results).toContainText('你的成绩');
  await expect(results).toContainText('1 题中答对 1 题');
});

test('plane battle on a tablet by touch alone: tap each plane, pick its pinyin, to the end', async ({ browser }) => {
  test.setTimeout(CHILD_PACED_TIMEOUT_MS);
  const page = await touchPage(browser);
  await signInByApi(page, 'pupil1');
  await page.goto('/gamecenter/plane');
  await page.getByRole('button', { name: /^Start!$/ }).tap();
  await expect(page.locator('.game-canvas canvas')).toBeVisible();
  // The field fits the upright tablet: no plane is out of reach.
  const canvas = page.locator('.game-canvas canvas');
  const field = (await canvas.boundingBox())!;
  expect(field.x + field.width).toBeLessThanOrEqual(820);
  // Turned sideways and back, Phaser's Scale Manager fits the field to the screen each time.
  await page.setViewportSize({ width: 1180, height: 820 });
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(field.width);
  expect((await canvas.boundingBox())!.y + (await canvas.boundingBox())!.height).toBeLessThanOrEqual(820);
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBe(field.width);
  const results = page.getByTestId('game-results');
  const choices = page.getByRole('group', { name: 'Pick the right pinyin' });
  const hits = await playEveryPlane(page, async (plane) => {
    expect(plane.x).toBeLessThan(field.x + field.width);
    await page.touchscreen.tap(plane.x, plane.y);
    // A plane can land between the look and the tap: the choices then do not come.
    if (!(await choices.waitFor({ timeout: 2_000 }).then(() => true, () => false))) return false;
    await page.waitForTimeout(400); // a child reads the choices before picking
    await choices.getByRole('button').nth(plane.options.indexOf(plane.answer)).tap();
    return true;
  });
  await expect(results).toContainText('Your results');
  expect(hits).toBeGreaterThanOrEqual(8);
  await page.context().close();
});

test('going in and out of the plane battle ten times leaves nothing behind', async ({ page }) => {
  test.setTimeout(150_000);
  await signInByApi(page, 'pupil1');
  const cdp = await page.context().newCDPSession(page);
  // Listeners on the window and the document: what a game adds there outlives its canvas. (The
  // page-wide listener count also counts Playwright's own listeners on the links it clicked.)
  const globalListeners = async () => {
    let count = 0;
    for (const expression of ['window', 'document']) {
      const { result } = await cdp.send('Runtime.evaluate', { expression });
      count += (await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! })).listeners.length;
    }
    return count;
  };
  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const page_ = await page.evaluate(() => ({
      canvases: document.querySelectorAll('canvas').length,
      games: window.__learnstarGame?.liveGames ?? 0,
      audio: window.__learnstarGame?.liveAudioContexts() ?? 0,
    }));
    return { listeners: await globalListeners(), heapMB: usedSize / 2 ** 20, ...page_ };
  };
  await page.goto('/gamecenter');
  const rounds: (Awaited<ReturnType<typeof measure>> | null)[] = [];
  for (let round = 0; round < 10; round++) {
    // Right after Back a click on Play was once taken while the game centre was still settling
    // (the link focused, no navigation); a child clicks again, and so does the test.
    await expect(async () => {
      await page.getByRole('link', { name: 'Play Plane battle' }).click();
      await expect(page).toHaveURL(/\/gamecenter\/plane$/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Start!$/ }).click();
    await expect(page.locator('.game-canvas canvas')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => window.__learnstarGame?.liveGames)).toBe(1);
    await page.keyboard.press('z'); // a key: sound starts (an AudioContext opens) as it would for a pupil
    // Out mid-round with the browser's Back (the menu steps aside while a round runs).
    await page.goBack();
    await expect(page).toHaveURL(/\/gamecenter$/);
    await expect(page.locator('canvas')).toHaveCount(0);
    rounds.push(round === 1 || round === 9 ? await measure() : null);
  }
  const [second, last] = [rounds[1]!, rounds[9]!];
  expect(last.canvases).toBe(0);
  expect(last.games).toBe(0);
  expect(last.audio).toBe(0);
  expect(last.listeners, JSON.stringify(rounds)).toBe(second.listeners);
  // One game kept alive holds its textures, scene and renderer: several MB. Eight visits may
  // leave a little of React's and the router's bookkeeping, well under one game.
  expect(last.heapMB - second.heapMB, JSON.stringify(rounds)).toBeLessThan(2);
});
