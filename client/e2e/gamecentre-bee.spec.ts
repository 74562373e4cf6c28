import { expect, test, type Page } from '@playwright/test';
import { CHILD_PACED_TIMEOUT_MS, signInAsNewPupil, signInByApi } from './helpers';
import { expectPointsRecorded, targets, touchPage, type HookTarget } from './game-play';

/**
 * The bee game as a pupil plays it: a full round in English, steering with the arrow keys and
 * then clicking flowers; a wrong flower in Chinese, then quitting; taps on a touch screen. The
 * test hook only reads where the flowers and the bee are; every pick is a key, a click or a tap.
 */
test.describe.configure({ mode: 'serial' });

/** The scene's landing radius, as in client/src/games/bee/steering.ts. */
const LANDING_RADIUS = 40;
const FIELD_WIDTH = 960;

async function startRound(page: Page, startLabel: RegExp) {
  await page.goto('/gamecenter/bee');
  await page.getByRole('button', { name: startLabel }).click();
  await expect(page.locator('.game-canvas canvas')).toBeVisible();
}

/** The flower whose word answers the prompt. */
const isRight = (flower: HookTarget) => flower.word === flower.answer;

/**
 * The meadow of the next prompt: its flowers and the one that answers it, once it has grown (none when
 * the round ended first). Looked at every 50 ms rather than in a loop without a pause, which took the
 * CPU the game itself needed on a slow machine.
 */
async function nextMeadow(page: Page): Promise<{ flowers: HookTarget[]; right?: HookTarget }> {
  let flowers: HookTarget[] = [];
  const ended = () => page.getByTestId('game-results').isVisible();
  await expect.poll(async () => (flowers = await targets(page)).some(isRight) || (await ended()), { timeout: 20_000, intervals: [50] }).toBe(true);
  return { flowers, right: flowers.find(isRight) };
}

/** The word of the last answer, under the field. */
const feedbackWord = (page: Page) => page.getByTestId('answer-feedback').locator('.feedback-word');

const player = (page: Page) => page.evaluate(() => window.__learnstarGame?.player() ?? null);

type Point = { x: number; y: number };

/** The way the bee goes with keys held towards a point: diagonally until one axis lines up, then straight. */
function keyPath(from: Point, to: Point): Point[] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const d = Math.min(Math.abs(dx), Math.abs(dy));
  return [from, { x: from.x + Math.sign(dx) * d, y: from.y + Math.sign(dy) * d }, to];
}

/** True when that way passes no other flower's middle (where the bee would land on it). */
function pathIsClear(from: Point, to: Point, others: Point[], scale: number): boolean {
  // Wide: the bee runs on a frame past each turn on a slow machine.
  const keepOff = (LANDING_RADIUS + 60) * scale;
  const corners = keyPath(from, to);
  return corners.slice(1).every((end, i) => {
    const start = corners[i];
    for (let s = 0; s <= 20; s++) {
      const at = { x: start.x + ((end.x - start.x) * s) / 20, y: start.y + ((end.y - start.y) * s) / 20 };
      if (others.some((o) => Math.hypot(o.x - at.x, o.y - at.y) < keepOff)) return false;
    }
    return true;
  });
}

/** The arrow keys a pupil holds to head for `to` from `from` (none on an axis already lined up). */
function keysTowards(from: Point, to: Point, deadZone: number): string[] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return [dx > deadZone ? 'ArrowRight' : dx < -deadZone ? 'ArrowLeft' : '', dy > deadZone ? 'ArrowDown' : dy < -deadZone ? 'ArrowUp' : ''].filter(Boolean);
}

/**
 * Steers as a pupil does, watching the bee: holds the keys towards the flower and changes them as
 * the bee goes, until it lands (the feedback shows the word) or the round ends. Should it touch
 * another flower on the way, it buzzes back and the steering goes on.
 */
async function steerTo(page: Page, flower: HookTarget, scale: number): Promise<void> {
  let held: string[] = [];
  const landed = async () => (await feedbackWord(page).allTextContents()).includes(flower.word);
  for (let bee = await player(page); bee && !(await landed()); bee = await player(page)) {
    const want = keysTowards(bee, flower, 12 * scale);
    // Already over it (the meadow grew under the bee): a pupil lands with Space, as the page says.
    if (want.length === 0) await page.keyboard.press('Space');
    for (const key of held.filter((k) => !want.includes(k))) await page.keyboard.up(key);
    for (const key of want.filter((k) => !held.includes(k))) await page.keyboard.down(key);
    held = want;
  }
  for (const key of held) await page.keyboard.up(key);
}

test('bee in English: steer with the arrow keys, then click, for a whole round; results, points and my games', async ({ page }) => {
  test.setTimeout(CHILD_PACED_TIMEOUT_MS);
  await signInAsNewPupil(page, 'beekeeper');
  await startRound(page, /^Start!$/);
  await expect(page.getByTestId('hud-time')).toContainText(/\d+ seconds left/);
  const canvas = page.locator('.game-canvas canvas');
  const field = (await canvas.boundingBox())!;
  const scale = field.width / FIELD_WIDTH;
  const results = page.getByTestId('game-results');
  let steered = 0;
  let gathered = 0;
  while (!(await results.isVisible())) {
    const { flowers, right } = await nextMeadow(page);
    if (!right) continue; // the round is being counted
    // The prompt, or the results when that was the session's last word (a quick pupil runs out of words).
    await expect(page.getByTestId('bee-prompt').or(results)).toBeVisible();
    if (await results.isVisible()) break;
    // The meadow stays put whatever the prompt's length: a tap aimed at a flower lands on it.
    const box = await canvas.boundingBox();
    if (!box) break; // the round ended just now: the results replaced the field
    expect(box.y).toBe(field.y);
    const bee = await player(page);
    // The first two words are steered whatever lies on the way (a flower brushed past only buzzes
    // the bee back): on a slow machine the 60 s round offered a clear way fewer than twice.
    if (bee && (steered < 2 || (steered < 4 && pathIsClear(bee, right, flowers.filter((f) => f !== right), scale)))) {
      await steerTo(page, right, scale);
      steered++;
    } else {
      await page.mouse.click(right.x, right.y);
    }
    // Exactly this word: an earlier word that contains it (大人, then 大) must not pass for it.
    await expect(feedbackWord(page).filter({ hasText: new RegExp(`^${right.word}$`) }).or(results)).toBeVisible();
    if (!(await results.isVisible())) gathered++;
  }
  // Two words steered with the keys at least, the rest clicked.
  expect(steered).toBeGreaterThanOrEqual(2);
  expect(gathered).toBeGreaterThan(steered);
  await expect(results).toContainText('Your results');
  // 10 a flower first time, 4 after a wrong one (a steered bee may brush past another flower).
  expect(Number(await results.getByTestId('result-score').textContent())).toBeGreaterThanOrEqual(gathered * 4);
  await expectPointsRecorded(page, 'Bee honey gathering');
});

test('小蜜蜂采蜜（中文）: a wrong flower shows its meaning; quitting asks first and lists the word to practise', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ls.locale', 'zh'));
  await signInByApi(page, 'pupil1');
  await startRound(page, /^开始！$/);
  await expect(page.getByTestId('hud-time')).toContainText(/还剩 \d+ 秒/);
  const { flowers } = await nextMeadow(page);
  const wrong = flowers.find((f) => !isRight(f))!;
  await page.mouse.click(wrong.x, wrong.y);
  const feedback = page.getByTestId('answer-feedback');
  await expect(feedback).toContainText('差一点');
  await expect(feedback).toContainText(wrong.word);
  await expect(feedback).toContainText(wrong.meaning!);
  // The wrong flower is spent; the others are still there to try.
  await expect.poll(async () => (await targets(page)).map((f) => f.word).sort()).toEqual(flowers.map((f) => f.word).filter((w) => w !== wrong.word).sort());
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('要结束这局游戏吗');
  await page.getByRole('alertdialog').getByRole('button', { name: '退出' }).click();
  const results = page.getByTestId('game-results');
  await expect(results).toContainText('你的成绩');
  await expect(results.getByTestId('missed-words')).toContainText(wrong.answer);
});

test('bee on a tablet by touch alone: tap the right flower, to the end of the round', async ({ browser }) => {
  test.setTimeout(CHILD_PACED_TIMEOUT_MS);
  const page = await touchPage(browser);
  await signInByApi(page, 'pupil1');
  await startRound(page, /^Start!$/);
  const results = page.getByTestId('game-results');
  let gathered = 0;
  while (!(await results.isVisible())) {
    const { right } = await nextMeadow(page);
    if (!right) continue; // the round is being counted
    await page.touchscreen.tap(right.x, right.y);
    await expect(feedbackWord(page).filter({ hasText: new RegExp(`^${right.word}$`) }).or(results)).toBeVisible();
    if (!(await results.isVisible())) gathered++;
  }
  await expect(results).toContainText('Your results');
  expect(gathered).toBeGreaterThanOrEqual(5);
  await page.context().close();
});
