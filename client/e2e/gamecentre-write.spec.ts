import { expect, test, type Page } from '@playwright/test';
import type { WriteHookState } from '../src/games/test-hook';
import { expectNoSeriousFaults } from './axe';
import { quitGame } from './game-play';
import { CHILD_PACED_TIMEOUT_MS, signInByApi } from './helpers';

/**
 * Write it as a pupil plays it with a mouse: two characters watched, traced and written from
 * memory, every stroke drawn along its median (read from the test hook) with the pointer; the first
 * stroke drawn backwards three times brings the hint. The server re-judges every stroke.
 */
type Point = { x: number; y: number };

const writeState = (page: Page) => page.evaluate(() => window.__learnstarGame?.write() ?? null);

async function state(page: Page): Promise<WriteHookState> {
  let now: WriteHookState | null = null;
  await expect.poll(async () => (now = await writeState(page)) !== null).toBe(true);
  return now!;
}

/**
 * Draws a line through `points` with the mouse held down, a move every 8 px or so: a hand's pace,
 * since the server refuses strokes drawn faster than a hand moves.
 */
async function draw(page: Page, points: Point[]): Promise<void> {
  await page.mouse.move(points[0].x, points[0].y);
  await page.mouse.down();
  for (let i = 1; i < points.length; i++) {
    const steps = Math.max(3, Math.round(Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) / 8));
    await page.mouse.move(points[i].x, points[i].y, { steps });
  }
  await page.mouse.up();
}

/**
 * Draws a line through `points` with one finger, as a tablet sends it: touch events through
 * Chromium's input pipeline (CDP), which the page receives as pointer events of type touch.
 */
async function drawByTouch(page: Page, points: Point[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // The hook gives page coordinates; touches are in the window's.
  const [sx, sy] = await page.evaluate(() => [window.scrollX, window.scrollY]);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x - sx, y: p.y - sy }] : [] });
  await touch('touchStart', points[0]);
  for (let i = 1; i < points.length; i++) {
    const steps = Math.max(3, Math.round(Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) / 8));
    for (let k = 1; k <= steps; k++) {
      const f = k / steps;
      await touch('touchMove', { x: points[i - 1].x + (points[i].x - points[i - 1].x) * f, y: points[i - 1].y + (points[i].y - points[i - 1].y) * f });
    }
  }
  await touch('touchEnd');
  await cdp.detach();
}

type Drawer = (page: Page, points: Point[]) => Promise<void>;

/** Draws the expected stroke right and waits until the page has judged it. */
async function drawNextStroke(page: Page, drawWith: Drawer = draw): Promise<void> {
  const before = await state(page);
  await drawWith(page, before.medians[before.stroke]);
  await expect.poll(async () => {
    const after = await writeState(page);
    return after !== null && (after.step !== before.step || after.stroke > before.stroke);
  }).toBe(true);
}

/** Every stroke of the step now shown, until the step changes. */
async function drawStep(page: Page, step: 'trace' | 'write', drawWith: Drawer = draw): Promise<void> {
  while ((await state(page)).step === step) await drawNextStroke(page, drawWith);
}

/**
 * A new P1 pupil (parent1's child) in a new class of teacher1's whose writing homework is
 * `characters`, signed in on `page`.
 */
async function pupilWithWritingHomework(page: Page, characters: string[]): Promise<void> {
  const token = async (account: string) => (await (await page.request.post(`/api/user/login?username=${account}&password=learnstar1`)).json()).token as string;
  const as = (bearer: string) => ({ headers: { authorization: `Bearer ${bearer}` } });
  const [parent, teacher] = [await token('parent1'), await token('teacher1')];
  const account = `write${Date.now() % 1_000_000_000}`;
  expect((await (await page.request.post('/api/family/children', { ...as(parent), data: { account, password: 'learnstar1', pupilName: 'Lim Wei', gradeCode: 1 } })).json()).code).toBe(200);
  const klass = (await (await page.request.post('/api/classes', { ...as(teacher), data: { name: `P1 Writers ${account}`, gradeCode: 1, year: 2026 } })).json()).data;
  const dueAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  expect((await (await page.request.post(`/api/classes/${klass.id}/homework`, { ...as(teacher), data: { game: 6, gradeCode: 1, level: 'elementary', count: characters.length, dueAt, characters } })).json()).code).toBe(200);
  expect((await (await page.request.post('/api/classes/join', { ...as(await token(account)), data: { code: klass.code } })).json()).code).toBe(200);
  await signInByApi(page, account);
}

test('write it: 人 and 大 from a writing homework, traced and written with the mouse; three misses bring the hint; points on the results', async ({ page }) => {
  // Some thirty strokes drawn a move at a time, each judged before the next.
  test.setTimeout(CHILD_PACED_TIMEOUT_MS);
  await pupilWithWritingHomework(page, ['人', '大']);
  await page.goto('/gamecenter/write');
  await page.getByTestId('write-homework').getByRole('button', { name: 'Do this homework' }).click();
  await expect(page.getByTestId('write-grid')).toBeVisible();
  await expect(page.locator('.write-steps [aria-current="step"]')).toHaveText('Watch the strokes');
  await expectNoSeriousFaults(page, 'watching');

  // The stroke order by keyboard: which stroke comes next, among drawn choices; the answer is said.
  await page.getByRole('button', { name: 'Quiz me on the stroke order' }).focus();
  await page.keyboard.press('Enter');
  const said = page.getByTestId('stroke-quiz-status');
  await expect(said).toContainText('Which stroke comes next? (0 of');
  const choices = page.getByTestId('stroke-quiz').getByRole('button');
  for (let n = 0; n < (await choices.count()) && !/Right|Well done/.test((await said.textContent()) ?? ''); n++) {
    await choices.nth(n).focus();
    await page.keyboard.press('Enter');
  }
  await expect(said).toContainText(/Right! Stroke 1 of|Well done/);
  await expectNoSeriousFaults(page, 'the stroke order quiz');

  for (const [character, expected] of ['人', '大'].entries()) {
    const { character: written } = await state(page);
    expect(written).toBe(expected);
    await page.getByRole('button', { name: 'Now trace it' }).click();
    await expect.poll(async () => (await state(page)).step).toBe('trace');
    if (character === 0) {
      const first = (await state(page)).medians[0];
      for (let miss = 1; miss <= 3; miss++) {
        await draw(page, [...first].reverse());
        await expect.poll(async () => (await state(page)).misses).toBe(miss);
      }
      await expect(page.getByTestId('write-hint')).toBeVisible();
      await expect(page.getByTestId('write-message')).toContainText('the next stroke is flashing');
      expect((await state(page)).stroke).toBe(0);
    }
    await drawStep(page, 'trace');
    await expect(page.getByTestId('write-message')).toHaveText('Now write it from memory: the outline is hidden.');
    await drawStep(page, 'write');
    const learned = page.getByTestId('write-learned');
    await expect(learned).toContainText(written);
    if (character === 0) await expectNoSeriousFaults(page, 'a character written');
    if (character === 1) break;
    await learned.getByRole('button', { name: 'Next character' }).click();
    await expect.poll(async () => (await state(page)).character).not.toBe(written);
  }

  // The homework's last character: the round ends with its results.
  await page.getByTestId('write-learned').getByRole('button', { name: 'See my results' }).click();
  const results = page.getByTestId('game-results');
  await expect(results).toBeVisible();
  expect(Number(await page.getByTestId('result-score').textContent())).toBeGreaterThan(0);
  await expect(results).toContainText('2 of 2');
  await expectNoSeriousFaults(page, 'results');
});

test('听写（中文）: a dictation round says the character and shows its pinyin; it is written from memory, no outline, and scores', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('ls.locale', 'zh');
    // What the page asks the browser to say (headless Chromium has no voices to hear).
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    speechSynthesis.speak = (utterance) => void said.push(`${utterance.lang}:${utterance.text}`);
  });
  await signInByApi(page, 'pupil1');
  await page.goto('/gamecenter/write');
  await page.getByRole('radio', { name: /^听写/ }).check();
  await page.getByRole('button', { name: /^开始！$/ }).click();
  const { character, step } = await state(page);
  expect(step).toBe('write');
  // One step, writing from memory: no outline to trace, the character said in Mandarin with a word it is in.
  await expect(page.locator('.write-steps li')).toHaveText(['自己写']);
  await expect(page.locator('.write-outline')).toHaveCount(0);
  await expect(page.getByTestId('write-message')).toHaveText('仔细听，然后把听到的字默写出来。');
  const prompt = page.getByTestId('write-dictation');
  // Nothing shows the character: the clue has its pinyin and meaning, the button only its label
  // (再听一遍 has 一 in it, which a round on 一 once took for the character shown).
  await expect(prompt.locator('.write-dictation-clue')).not.toContainText(character);
  await expect(prompt.locator('.write-dictation-clue')).toContainText('意思');
  await expect(prompt.getByRole('button')).toHaveText('再听一遍');
  await expect.poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([expect.stringMatching(new RegExp(`^zh-(CN|SG):${character}`))]);
  await prompt.getByRole('button', { name: '再听一遍' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said.length)).toBe(2);
  await expectNoSeriousFaults(page, 'a dictation round');

  await drawStep(page, 'write');
  await expect(page.getByTestId('write-learned')).toContainText(character);
  const results = await quitGame(page, '退出');
  await expect(results).toContainText('1 题中答对 1 题');
  expect(Number(await page.getByTestId('result-score').textContent())).toBeGreaterThan(0);
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test('write it by touch: a finger traces and writes a character, a stroke drawn backwards three times brings the hint; the page never scrolls', async ({ page }) => {
    await signInByApi(page, 'pupil1');
    await page.goto('/gamecenter/write');
    await page.getByRole('button', { name: 'Start!' }).tap();
    const grid = page.getByTestId('write-grid');
    await expect(grid).toBeVisible();
    // The grid and the steps fit the tablet's window: nothing sideways, the grid whole on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    const box = (await grid.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(820);
    expect(box.y + box.height).toBeLessThanOrEqual(1180);

    const { character: written } = await state(page);
    await page.getByRole('button', { name: 'Now trace it' }).tap();
    await expect.poll(async () => (await state(page)).step).toBe('trace');
    const scrolled = await page.evaluate(() => window.scrollY);
    const first = (await state(page)).medians[0];
    for (let miss = 1; miss <= 3; miss++) {
      await drawByTouch(page, [...first].reverse());
      await expect.poll(async () => (await state(page)).misses).toBe(miss);
    }
    await expect(page.getByTestId('write-hint')).toBeVisible();
    await expect(page.getByTestId('write-message')).toContainText('the next stroke is flashing');
    await drawStep(page, 'trace', drawByTouch);
    await drawStep(page, 'write', drawByTouch);
    await expect(page.getByTestId('write-learned')).toContainText(written);
    // Writing with a finger moved the strokes, not the page (touch-action: none on the grid).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expectNoSeriousFaults(page, 'a character written by touch');
  });
});
