import { expect, test } from '@playwright/test';
import { CHILD_PACED_TIMEOUT_MS, loginAs, signInByApi, typeLikeAChild } from './helpers';
import { expectNoSeriousFaults } from './axe';

test('typing practice: the server sends the text at the start, judges each commit, and the result page shows the WPM chart', async ({ page }) => {
  // A whole passage typed at a child's pace, then three pages: 55 s on a calm machine, past 90 s once
  // in `npm test` with no service variables (the vitest lanes on the embedded database beside it).
  test.setTimeout(CHILD_PACED_TIMEOUT_MS);
  await loginAs(page, 'pupil1');

  await page.goto('/typingmain');
  await page.getByRole('link', { name: 'Start practice' }).click();
  await page.locator('select[name="gradeCode"]').selectOption('1');
  await page.getByRole('button', { name: 'Start practice' }).click();
  await expect(page.getByTestId('countdown')).toBeVisible();
  const text = page.getByTestId('race-text');
  await expect(text).toBeVisible({ timeout: 10_000 });
  const chars = await text.locator('.ch').allTextContents();
  expect(chars.length).toBeGreaterThanOrEqual(24);
  // Pinyin as ruby over each Han character; the pupil's choice to hide it is remembered.
  const syllables = text.locator('ruby rt');
  expect(await syllables.count()).toBeGreaterThan(10);
  await page.getByRole('checkbox', { name: 'Show pinyin' }).uncheck();
  await expect(syllables).toHaveCount(0);
  expect(await page.evaluate(() => Object.entries(localStorage).some(([k, v]) => k.startsWith('ls.showPinyin.') && v === '0'))).toBe(true);
  await page.getByRole('checkbox', { name: 'Show pinyin' }).check();

  const box = page.locator('textarea[name="race-input"]');
  await box.focus();
  // one wrong character, corrected with Backspace
  await page.keyboard.insertText(chars[0] === '错' ? '对' : '错');
  await expect(text.locator('.ch.wrong')).toHaveCount(1);
  await page.keyboard.press('Backspace');
  await expect(text.locator('.ch.wrong')).toHaveCount(0);
  await expectNoSeriousFaults(page, 'typing race under way');
  await box.focus();
  await typeLikeAChild(page, chars);
  const results = page.getByTestId('race-results');
  await expect(results).toBeVisible({ timeout: 15_000 });
  await expect(results).toContainText('Place 1 of 1');
  await expectNoSeriousFaults(page, 'typing race results');
  await expect(results.getByTestId('stars')).toHaveAttribute('aria-label', /^[0-3] of 3 stars$/);
  await expect(page.getByTestId('wpm-chart')).toBeVisible();
  await expect(page.getByTestId('wpm-chart').locator('path')).toHaveCount(1);
  await expect(results).toContainText('Characters mistyped most');

  // The separate result and analysis pages read the stored result.
  await results.getByRole('link', { name: 'See the result' }).click();
  await expect(page).toHaveURL(/\/typingmain\/gameresult\?raceId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Result: Typing practice');
  await expect(page.getByTestId('result-place')).toHaveText('1 of 1');
  await expect(page.getByTestId('board-chart').locator('rect')).toHaveCount(1);
  await page.getByRole('link', { name: 'See my analysis' }).click();
  await expect(page).toHaveURL(/\/typingmain\/gameanalysis\?raceId=/);
  await expect(page.getByTestId('wpm-chart').locator('path')).toHaveCount(1);
  await expect(page.getByTestId('analysis-accuracy')).toHaveText(/^\d+(\.\d+)?%$/);
  await expect(page.getByTestId('mistakes-chart').or(page.getByText('No mistakes at all'))).toBeVisible();
});

test('pinyin-mode practice: each key is a commit, judged by the server against the pinyin letters', async ({ page }) => {
  // Every key at a child's pace: 25–31 s here, beside the other browsers.
  test.setTimeout(CHILD_PACED_TIMEOUT_MS);
  await loginAs(page, 'pupil1');
  // The readings the server accepts per syllable come with the race's start (race:started).
  let started: { text: string; accepted: string[][] | null } | undefined;
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const frame = String(payload);
      if (frame.startsWith('42["race:started"')) started = JSON.parse(frame.slice(2))[1];
    }),
  );
  await page.goto('/typingmain/practicepage');
  await page.locator('select[name="gradeCode"]').selectOption('1');
  await page.getByRole('radio', { name: /Pinyin letters/ }).check();
  await page.getByRole('button', { name: 'Start practice' }).click();
  const text = page.getByTestId('race-text');
  await expect(text).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Type the letters you see', { exact: false })).toBeVisible();
  // The instruction can be heard too, by a child who cannot read it yet.
  await expect(page.getByRole('button', { name: /^Listen: Type the letters you see/ })).toBeVisible();
  const shown = (await text.locator('.ch').allTextContents()).join('');
  expect(shown).toMatch(/^[a-z ]+$/);
  expect(started?.text).toBe(shown);
  // Every polyphone in its other reading (还 huan where the passage reads hai): also right, and the
  // text shows the reading typed. A text without a polyphone (about 1 in 70) is typed as shown.
  const keys = started?.accepted ? started.accepted.map((options) => options.at(-1)).join(' ') : shown;
  const box = page.locator('textarea[name="race-input"]');
  await box.focus();
  // Keys at a child's pace (about 150 a minute, uneven): pinyin mode counts keys.
  await typeLikeAChild(page, Array.from(keys.slice(0, 6)), 0.4);
  await expect(text.locator('.ch.right')).toHaveCount(6);
  await expect(page.getByTestId('live-figures')).toContainText('100%');
  await typeLikeAChild(page, Array.from(keys.slice(6, -1)), 0.4);
  await expect(text.locator('.ch.right')).toHaveCount(keys.length - 1);
  await expect(text.locator('.ch.wrong')).toHaveCount(0);
  await typeLikeAChild(page, Array.from(keys.slice(-1)), 0.4);
  await expect(page.getByTestId('race-results')).toContainText('Place 1 of 1', { timeout: 15_000 });
  await expect(page.getByTestId('race-results')).toContainText('100%');
});

test('pasting into the race box is refused', async ({ page }) => {
  await loginAs(page, 'pupil1');
  await page.goto('/typingmain/practicepage');
  await page.getByRole('button', { name: 'Start practice' }).click();
  await expect(page.getByTestId('race-text')).toBeVisible({ timeout: 10_000 });
  const prevented = await page.locator('textarea[name="race-input"]').evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', '我们在学校');
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
  await expect(page.getByTestId('race-text').locator('.ch.right, .ch.wrong')).toHaveCount(0);
});

test('ranking: my own place is highlighted on the typing-speed board after my practice race', async ({ page }) => {
  await page.goto('/ranking');
  await expect(page.getByRole('heading', { name: 'Ranking' })).toBeVisible();
  await page.getByRole('button', { name: 'zh', exact: true }).click();
  await expect(page.getByRole('heading', { name: '排行榜' })).toBeVisible();
  await page.getByRole('button', { name: 'En', exact: true }).click();
  await loginAs(page, 'pupil1');
  await page.getByRole('button', { name: 'Typing speed (WPM)' }).click();
  const mine = page.getByTestId('ranking-bars').locator('li[data-me="yes"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Tan Xiao Ming');
  await expect(page.getByText(/My league this week/)).toBeVisible();
});

test('a locked practice level shows its cost; unlocking without enough points is refused', async ({ page }) => {
  // A new pupil with no points (pupil1 has earned points in the suite's games by now).
  const account = `lockpupil${Date.now()}`;
  const registered = await page.request.post('/api/user/register', { data: { account, password: 'learnstar1', email: `${account}@example.com`, pupilName: 'Lee Wei', gradeCode: 3 } });
  expect((await registered.json()).code).toBe(200);
  await signInByApi(page, account);
  await page.goto('/typingmain/practicepage');
  await page.getByRole('radio', { name: 'Advanced' }).check();
  await expect(page.getByTestId('level-locked')).toContainText('costs 100 points');
  await expect(page.getByRole('button', { name: 'Start practice' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Unlock for 100 points' }).click();
  await expect(page.getByText('Insufficient points')).toBeVisible();
  await page.getByRole('radio', { name: 'Elementary' }).check();
  await expect(page.getByRole('button', { name: 'Start practice' })).toBeVisible();
  // The level cards are a radio group: arrow keys move the choice.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
});

test('on a phone the passage\'s pinyin syllables stay apart, each over its own character', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, 'pupil1');
  await page.goto('/typingmain/practicepage');
  await page.locator('select[name="gradeCode"]').selectOption('1');
  await page.getByRole('button', { name: 'Start practice' }).click();
  const syllables = page.getByTestId('race-text').locator('ruby rt');
  await expect(syllables.first()).toBeVisible({ timeout: 10_000 });
  // Neighbours on one line: a syllable wider than its character once ran into the next (huanchī).
  const touching = await syllables.evaluateAll((rts) => {
    // The letters' own extent (a Range), not the rt box, which spans its whole ruby.
    const boxes = rts.map((rt) => {
      const range = document.createRange();
      range.selectNodeContents(rt);
      return { text: rt.textContent, r: range.getBoundingClientRect() };
    });
    return boxes.slice(1).filter((b, i) => Math.abs(b.r.top - boxes[i].r.top) < 2 && b.r.left - boxes[i].r.right < 2).map((b, i) => `${boxes[i].text}|${b.text}`);
  });
  expect(touching).toEqual([]);
});
