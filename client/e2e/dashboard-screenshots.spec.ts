import { expect, test, type Page } from '@playwright/test';
import { childTrendsSchema, consoleDashboardSchema, type ChildTrends, type ConsoleDashboard } from '@learnstar/shared';
import { expectNoSeriousFaults } from './axe';
import { signInByApi } from './helpers';
import { answerWith, expectPartLooksAsItDid } from './screenshots';

/**
 * The operator's home and the parent's view of a child look as they did, in en and zh (the class
 * dashboard's are in class-dashboard.spec.ts). Each page asks the real API, whose answer must be a
 * 200 that fits the contract (the figures themselves are checked against the database in
 * api/test/console-dashboard.spec.ts and family-trends.spec.ts), and is given fixed figures
 * instead, so the screenshots do not move with the calendar or with other tests' orders and races.
 */
const day = (start: string, i: number) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);

const CONSOLE: ConsoleDashboard = {
  days: 7,
  today: '2026-03-11',
  computedAt: '2026-03-11T04:00:00.000Z',
  sales: {
    daily: [12_900, 0, 25_800, 38_700, 12_900, 51_600, 25_800].map((salesCents, i) => ({ day: day('2026-03-05', i), salesCents, gstCents: Math.round((salesCents * 9) / 109), orders: salesCents / 12_900, previousSalesCents: [25_800, 12_900, 12_900, 0, 25_800, 38_700, 12_900][i] })),
    totalCents: 167_700,
    gstCents: 13_847,
    orders: 13,
    previousTotalCents: 129_000,
  },
  orders: { payNowToConfirm: 2, toShip: 4, cancelledToday: 1 },
  lowStock: { total: 2, items: [{ kind: 'product', id: 2, sku: 'LS-A02', nameEn: 'LearnStar headphones', nameZh: 'LearnStar 耳机', stock: 0, line: 5 }, { kind: 'pointsGood', id: 3, sku: 'ps-pencils', nameEn: 'Pencil set', nameZh: '铅笔套装', stock: 3, line: 5 }] },
  parcelsToDeliver: 3,
  heldResults: 1,
  activePupils: { today: 12, week: 48 },
  nextRaces: [{ id: 1, title: 'P2 Sprint', titleZh: 'P2 冲刺赛', startTime: '2026-03-12T06:00:00.000Z', signups: 18, capacity: 40 }],
};

const TRENDS: ChildTrends = {
  gradeCode: 3,
  today: '2026-03-11',
  weeks: Array.from({ length: 8 }, (_, i) => ({
    weekStart: day('2026-01-19', i * 7),
    wpm: i === 2 ? null : 14 + i * 1.5,
    accuracy: i === 2 ? null : 84 + i,
    races: i === 2 ? 0 : 3,
    gradeWpm: 16 + i * 0.5,
    gradeAccuracy: 86,
    known: [3, 5, 0, 6, 4, 8, 7, 9][i],
    gradeKnown: 5,
  })),
  days: Array.from({ length: 14 }, (_, i) => ({ day: day('2026-02-26', i), minutes: [10, 0, 15, 20, 5, 0, 12, 18, 25, 0, 9, 14, 16, 11][i], gradeMinutes: 12 })),
  place: { band: 'top25', wpm: 24.5, gradeWpm: 18, pupils: 40 },
};

/** The child whose view is shot: the chart legends and the place in the grade name the child. */
const CHILD = 'Lim Mei Ling';

/** parent1 has a child named CHILD (made once per site: other tests give parent1 children of other names). */
async function parentHasTheChild(page: Page): Promise<void> {
  const login = await (await page.request.post('/api/user/login?username=parent1&password=learnstar1')).json();
  const auth = { headers: { authorization: `Bearer ${login.token as string}` } };
  const children = (await (await page.request.get('/api/family/children', auth)).json()).data as { name: string }[];
  if (children.some((child) => child.name === CHILD)) return;
  const made = await page.request.post('/api/family/children', { ...auth, data: { account: `shot${Date.now() % 1_000_000_000}`, password: 'learnstar1', pupilName: CHILD, gradeCode: 3 } });
  expect((await made.json()).code).toBe(200);
}

for (const locale of ['en', 'zh'] as const) {
  test(`the operator's home and a parent's view of a child look as they did (${locale})`, async ({ browser }) => {
    const operator = await browser.newPage();
    await operator.addInitScript((lng) => localStorage.setItem('ls.locale', lng), locale);
    await signInByApi(operator, 'operator1');
    await answerWith(operator, '**/api/console/dashboard*', (data) => consoleDashboardSchema.parse(data), CONSOLE);
    await operator.goto('/console');
    const dashboard = operator.getByTestId('console-dashboard');
    await expect(dashboard.getByTestId('sales-chart')).toBeVisible();
    await expectPartLooksAsItDid(dashboard, `console-dashboard-${locale}.png`);
    await operator.close();

    const parent = await browser.newPage();
    await parent.addInitScript((lng) => localStorage.setItem('ls.locale', lng), locale);
    await signInByApi(parent, 'parent1');
    await parentHasTheChild(parent);
    await answerWith(parent, '**/api/family/children/*/trends', (data) => childTrendsSchema.parse(data), TRENDS);
    await parent.goto('/family');
    await parent.locator('.child-tabs').getByRole('button', { name: CHILD }).first().click();
    const trends = parent.getByTestId('child-trends');
    await expect(trends.getByTestId('grade-place')).toContainText(CHILD);
    await expect(trends.getByTestId('trend-minutes').locator('rect.bar-fill')).toHaveCount(14);
    await expectNoSeriousFaults(parent, `the parent's view (${locale})`);
    await expectPartLooksAsItDid(trends, `child-trends-${locale}.png`);
    await parent.close();
  });
}
