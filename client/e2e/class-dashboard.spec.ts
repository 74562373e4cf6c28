import { expect, test, type Page } from '@playwright/test';
import { classDashboardSchema, type ClassDashboard } from '@learnstar/shared';
import { expectNoSeriousFaults, missingTexts } from './axe';
import { signInByApi } from './helpers';
import { answerWith, expectPartLooksAsItDid } from './screenshots';

const weeks = ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09'];
const spread = (median: number, width: number) => ({ p25: median - width, median, p75: median + width });
const pupil = (userId: number, name: string, speeds: number[], accuracy: number) => {
  const mine = speeds.map((wpm, i) => ({ weekStart: weeks[weeks.length - speeds.length + i], wpm, accuracy, results: 2 }));
  return { userId, name, weeks: mine, latest: mine.at(-1) ?? null, wpmChange: mine.length > 1 ? mine.at(-1)!.wpm - mine[0].wpm : null };
};

/**
 * A class's figures fixed in time, so the screenshots do not move with the calendar: the page asks
 * the real API (its answer must be a 200 that fits the contract; the figures themselves are checked
 * against the database in api/test/class-dashboard.spec.ts) and is given these instead.
 */
const FIXED: Omit<ClassDashboard, 'classId'> = {
  thisWeek: '2026-03-09',
  weeks: weeks.map((weekStart, i) => ({ weekStart, pupils: i < 2 ? 0 : 4, wpm: i < 2 ? null : spread(14 + i * 1.5, 3), accuracy: i < 2 ? null : spread(82 + i, 4), charactersKnown: [0, 0, 6, 9, 4, 12, 8, 15, 11, 5][i] })),
  pupils: [pupil(1, 'Tan Xiao Ming', [12, 14, 15, 18, 20, 22, 25, 27], 91), pupil(2, 'Nur Aisyah', [18, 19, 21, 20, 24, 26, 27, 31], 94), pupil(3, 'Arjun Kumar', [16, 15, 14, 15, 13, 14, 12, 13], 84), pupil(4, 'Lim Mei Ling', [], 0)],
  tricky: {
    characters: [{ character: '的', pinyin: 'de', wrong: 9, pupils: 3 }, { character: '是', pinyin: 'shì', wrong: 6, pupils: 2 }, { character: '我', pinyin: 'wǒ', wrong: 4, pupils: 2 }, { character: '们', pinyin: 'men', wrong: 2, pupils: 1 }],
    cells: [
      { userId: 1, character: '的', wrong: 4, tricky: true }, { userId: 2, character: '的', wrong: 2, tricky: false }, { userId: 3, character: '的', wrong: 3, tricky: true },
      { userId: 1, character: '是', wrong: 1, tricky: false }, { userId: 3, character: '是', wrong: 5, tricky: true }, { userId: 2, character: '我', wrong: 1, tricky: false },
      { userId: 3, character: '我', wrong: 3, tricky: false }, { userId: 3, character: '们', wrong: 2, tricky: true },
    ],
  },
  homework: [
    { id: 2, game: 1, gradeCode: 5, level: 'elementary', mode: 'hanzi', count: 3, dueAt: '2026-03-13T10:00:00Z', done: 2, started: 1, pupils: 4 },
    { id: 1, game: 2, gradeCode: 5, level: 'intermediate', mode: 'hanzi', count: 10, dueAt: '2026-03-06T10:00:00Z', done: 3, started: 0, pupils: 4 },
  ],
};

/** The class page in `locale`, its fonts loaded. */
async function openClass(page: Page, locale: 'en' | 'zh', classId: number) {
  await page.addInitScript((lng) => localStorage.setItem('ls.locale', lng), locale);
  await page.goto(`/classes/${classId}`);
  await expect(page.getByTestId('class-dashboard')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * teacher1 opens a class of theirs on its pictures in English and Chinese: the charts with their
 * summaries, values on keyboard focus, the numbers as a table, the pupils sorted by speed, the
 * tricky characters read cell by cell; axe finds nothing serious; the dashboard looks as it did;
 * it fits a 390 px phone. The classes list shows the class's size and this week's activity.
 */
test('a teacher opens a class on its dashboard in en and zh: charts, sortable pupils, heat map, axe 0 serious, screenshots', async ({ page }) => {
  await signInByApi(page, 'teacher1');
  await page.goto('/classes');
  const token = await page.evaluate(() => localStorage.getItem('ls.token'));
  const created = await page.request.post('/api/classes', { headers: { authorization: `Bearer ${token}` }, data: { name: `Dashboard ${Date.now() % 100_000}`, gradeCode: 5, year: 2026 } });
  const classId = ((await created.json()) as { data: { id: number } }).data.id;
  await answerWith(page, `**/api/classes/${classId}/dashboard`, (data) => expect(classDashboardSchema.parse(data).classId).toBe(classId), { ...FIXED, classId });

  await page.reload();
  await expect(page.locator('.class-list li').filter({ hasText: 'Dashboard' }).first()).toContainText('0 pupils · 0 active this week');
  await openClass(page, 'en', classId);
  const speed = page.getByTestId('speed-chart');
  await expect(speed).toContainText('In the week of Mar 9 the class\'s median speed was 27.5 WPM');
  await speed.locator('svg').focus();
  await page.keyboard.press('End');
  await expect(speed.locator('.chart-tooltip')).toContainText('Median 27.5 WPM');
  await speed.getByRole('button', { name: 'Show the numbers as a table' }).click();
  await expect(speed.locator('tbody tr')).toHaveCount(10);
  await speed.getByRole('button', { name: 'Hide the table' }).click();

  const pupils = page.getByTestId('pupil-trends');
  await pupils.getByRole('button', { name: /Speed \(latest week\)/ }).click();
  await expect(pupils.getByRole('columnheader', { name: 'Speed (latest week)' })).toHaveAttribute('aria-sort', 'descending');
  await expect(pupils.locator('tbody th')).toHaveText(['Nur Aisyah', 'Tan Xiao Ming', 'Arjun Kumar', 'Lim Mei Ling']);
  await pupils.getByRole('button', { name: /Change in speed/ }).click();
  await expect(pupils.locator('tbody th').first()).toHaveText('Tan Xiao Ming');

  const heat = page.getByTestId('tricky-heatmap');
  await heat.locator('td[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(heat.locator('.heat-reading')).toHaveText('Arjun Kumar, 是 (shì): missed 5 times, last answer a miss (tricky)');
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await expectNoSeriousFaults(page, 'class dashboard (en)');
  await expectPartLooksAsItDid(page.getByTestId('class-dashboard'), 'class-dashboard-en.png');

  await openClass(page, 'zh', classId);
  await expect(page.getByRole('heading', { name: '本班最近 10 周' })).toBeVisible();
  await expect(page.getByTestId('homework-chart')).toContainText('4 名中 2 名全部完成，1 名完成一部分');
  await expectNoSeriousFaults(page, 'class dashboard (zh)');
  expect(await missingTexts(page)).toEqual([]);
  await expectPartLooksAsItDid(page.getByTestId('class-dashboard'), 'class-dashboard-zh.png');

  await page.setViewportSize({ width: 390, height: 844 });
  // The class page fits the phone's width (the homework form too): its charts shrink, its wide
  // tables scroll in their own box.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const part of [page.getByTestId('class-dashboard'), page.getByTestId('speed-chart').locator('svg'), page.getByTestId('tricky-heatmap')]) {
    const box = await part.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
});
