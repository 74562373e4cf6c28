import { expect, test, type Page } from '@playwright/test';
import { MIN_MS_PER_CHAR, MIN_REACTION_MS } from '@learnstar/shared';
import { CHILD_PACED_TIMEOUT_MS, signInAsNewPupil, signInByApi, typeLikeAChild } from './helpers';
import { newestRowWith, targets, touchPage } from './game-play';
import { partsOutOfView } from './screen-fit';

/**
 * The tortoise and hare race as a pupil plays it: typing the passage to the finish in English (a
 * slip, Backspace, retype), then racing that run again as a ghost; starting and quitting in
 * Chinese; a pinyin race tapped to the finish on a tablet's on-screen pinyin keys. The test hook
 * only reads the passage and the racers; every character is typed into the box or tapped.
 */
test.describe.configure({ mode: 'serial' });

/** Characters per IME commit; the pause after the slip stays over the server's floor per character. */
const COMMIT = 2;
const PAUSE_MS = COMMIT * MIN_MS_PER_CHAR * 3;

function race(page: Page) {
  return page.evaluate(() => window.__learnstarGame!.race()!);
}

/** Starts the race from the chooser on the page (after a level, mode or ghost was picked). */
async function startRace(page: Page, startLabel: RegExp) {
  await page.getByRole('button', { name: startLabel }).click();
  await expect(page.locator('.game-canvas canvas')).toBeVisible();
  await raceUnderWay(page);
}

/** After the 3-2-1, and a reader's first glance (the server's reaction floor) before typing. */
async function raceUnderWay(page: Page) {
  await expect.poll(() => page.evaluate(() => window.__learnstarGame?.race()?.clockMs ?? -1), { timeout: 10_000 }).toBeGreaterThan(MIN_REACTION_MS + 100);
}

/**
 * Types `text` into the focused box as IME commits of two characters at a quick child's pace (about 90
 * a minute, uneven): fair play holds a race typed faster or on a timer's beat.
 */
async function typeCommits(page: Page, text: string) {
  const chars = [...text];
  const commits = Array.from({ length: Math.ceil(chars.length / COMMIT) }, (_, i) => chars.slice(i * COMMIT, (i + 1) * COMMIT).join(''));
  await typeLikeAChild(page, commits, 2.2);
}

test('race in English: a slip is struck through, the passage typed to the finish, results and my games; then race it as a ghost', async ({ page }) => {
  // A passage typed at a child's pace, then a ghost race: 38–45 s here, beside the other browsers.
  test.setTimeout(CHILD_PACED_TIMEOUT_MS);
  // A new pupil: the hare runs at the median of the pupil's own typing results, and pupil1 has
  // raced in other specs by now; a pupil with none meets the grade's default hare.
  await signInAsNewPupil(page, 'hare', 'Lim Wei Jie');
  await page.goto('/gamecenter/race');
  await startRace(page, /^Start!$/);
  const box = page.getByRole('textbox', { name: 'Type the characters here' });
  await expect(box).toBeFocused();
  const { target } = await race(page);
  const first = [...target][0];

  await page.keyboard.insertText(first === '错' ? '对' : '错');
  await expect(page.locator('.race-ch.wrong')).toHaveCount(1);
  await page.waitForTimeout(PAUSE_MS);
  await page.keyboard.press('Backspace');
  await expect(page.locator('.race-ch.wrong')).toHaveCount(0);
  await expect(page.locator('.race-ch.current')).toHaveText(first);

  const half = Math.floor([...target].length / 2);
  await typeCommits(page, [...target].slice(0, half).join(''));
  expect((await race(page)).tortoise).toBe(half);
  const [tortoise, hare] = ['tortoise', 'hare'].map(async (id) => (await targets(page)).find((t) => t.itemId === id)!);
  expect((await tortoise).x).toBeGreaterThan((await hare).x);
  await expect(page.getByTestId('race-gap')).toContainText('ahead of the hare');
  await expect(page.getByTestId('race-cpm')).toContainText('per minute');
  await typeCommits(page, [...target].slice(half).join(''));

  const results = page.getByTestId('game-results');
  await expect(results).toContainText('Your results', { timeout: 15_000 });
  await expect(page.getByTestId('race-result')).toContainText('You beat the hare!');
  const length = [...target].length;
  await expect(page.getByTestId('result-accuracy')).toHaveText(`${Math.round((length / (length + 1)) * 1000) / 10}%`);
  expect(Number(await page.getByTestId('result-cpm').textContent())).toBeGreaterThan(30);

  await page.getByRole('button', { name: 'Play again' }).click();
  await page.getByLabel('Race a ghost').selectOption({ index: 1 });
  await expect(page.getByText("You race on the ghost's passage")).toBeVisible();
  await startRace(page, /^Start!$/);
  expect((await race(page)).target).toBe(target);
  await expect(page.getByTestId('race-ghost-gap')).toContainText("Lim Wei Jie's ghost");
  expect((await targets(page)).map((t) => t.itemId).sort()).toEqual(['ghost', 'hare', 'tortoise']);

  await page.goto('/accountcenter?type=games');
  await expect(newestRowWith(page, 'Tortoise and hare race')).toBeVisible();
});

test('龟兔赛跑（中文）: type a few characters, quitting asks first and still scores', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ls.locale', 'zh'));
  await signInByApi(page, 'pupil1');
  await page.goto('/gamecenter/race');
  await startRace(page, /^开始！$/);
  await expect(page.getByRole('textbox', { name: '在这里输入汉字' })).toBeFocused();
  const { target } = await race(page);
  await typeCommits(page, [...target].slice(0, 4).join(''));
  await expect(page.getByTestId('race-cpm')).toContainText('每分钟');
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('要结束这局游戏吗');
  await page.getByRole('alertdialog').getByRole('button', { name: '退出' }).click();
  await expect(page.getByTestId('game-results')).toContainText('你的成绩');
  await expect(page.getByTestId('race-result')).toContainText('没有跑到终点');
});

test('pinyin race on a tablet by touch alone: big start, pause and quit, the passage tapped on the pinyin keys to the finish, upright then on its side', async ({ browser }) => {
  // Every letter tapped at a child's pace: 49–53 s here, beside the other browsers.
  test.setTimeout(CHILD_PACED_TIMEOUT_MS);
  const page = await touchPage(browser);
  await signInByApi(page, 'pupil1');
  await page.goto('/gamecenter/race');
  await page.getByRole('radio', { name: 'Pinyin letters' }).tap();
  const start = page.getByRole('button', { name: /^Start!$/ });
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await start.tap();
  await expect(page.locator('.game-canvas canvas')).toBeVisible();
  await raceUnderWay(page);
  for (const name of ['Pause', 'Quit']) expect((await page.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const keys = page.getByRole('group', { name: 'Pinyin keys' });
  const key = (letter: string) => keys.getByRole('button', { name: letter === ' ' ? 'Space' : letter, exact: true });
  for (const letter of ['q', 'm', ' ']) {
    const box = (await key(letter).boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(820);
  }
  // A slip taken back with the on-screen Backspace, then every letter and space tapped.
  const { target } = await race(page);
  await key(target[0] === 'z' ? 'x' : 'z').tap();
  await expect(page.locator('.race-ch.wrong')).toHaveCount(1);
  await page.waitForTimeout(PAUSE_MS);
  await keys.getByRole('button', { name: 'Delete the last letter' }).tap();
  await expect(page.locator('.race-ch.wrong')).toHaveCount(0);
  // Turned on its side: the track, the passage, the box and every key stay in the window.
  await page.setViewportSize({ width: 1024, height: 768 });
  const parts = { field: '.game-canvas canvas', passage: '[data-testid="race-passage"]', input: 'input[name="race-input"]', keys: '[data-testid="pinyin-keys"]' };
  await expect.poll(() => partsOutOfView(page, parts)).toEqual([]);
  const tap = (letter: string) => key(letter).tap();
  const half = Math.floor(target.length / 2);
  await typeLikeAChild(page, [...target].slice(0, half), 0.4, tap);
  // There the passage scrolls in a box of its own, keeping the letter to type in view.
  expect(await page.getByTestId('race-passage').evaluate((passage) => {
    const current = passage.querySelector('[aria-current]')!.getBoundingClientRect();
    const box = passage.getBoundingClientRect();
    return current.top >= box.top - 1 && current.bottom <= box.bottom + 1;
  })).toBe(true);
  await typeLikeAChild(page, [...target].slice(half), 0.4, tap);
  await expect(page.getByTestId('game-results')).toContainText('Your results', { timeout: 15_000 });
  await expect(page.getByTestId('race-result')).toContainText(/You beat the hare|The hare won/);
  await page.context().close();
});
