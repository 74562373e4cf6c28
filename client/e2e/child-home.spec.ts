import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousFaults, missingTexts } from './axe';
import { signInByApi } from './helpers';

/** Records what the page asks the browser to say, instead of saying it. */
async function recordSpeech(page: Page, locale: 'en' | 'zh', muted = false): Promise<void> {
  await page.addInitScript(
    ({ lng, mute }) => {
      localStorage.setItem('ls.locale', lng);
      localStorage.setItem('ls.gameMuted', mute ? '1' : '0');
      const spoken: { text: string; lang: string }[] = [];
      (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
      class Utterance {
        lang = '';
        voice: unknown = null;
        rate = 1;
        constructor(public text: string) {}
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: { speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang }), cancel: () => undefined, getVoices: () => [], addEventListener: () => undefined, removeEventListener: () => undefined },
      });
    },
    { lng: locale, mute: muted },
  );
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);

const TEXTS = {
  en: { review: 'Practise my tricky words', steps: 'My steps today', lang: 'en-GB' },
  zh: { review: '练一练我的难字', steps: '今天要做的事', lang: 'zh-CN' },
} as const;

for (const locale of ['en', 'zh'] as const) {
  test(`a pupil's home in ${locale}: today's steps, the fire and the stars as pictures, homework, no shop; a step is read aloud`, async ({ page }) => {
    await recordSpeech(page, locale);
    await signInByApi(page, 'pupil1');
    await page.goto('/index');
    const path = page.getByTestId('today-panel');
    await expect(path.getByRole('heading', { name: TEXTS[locale].steps })).toBeVisible();
    for (const step of ['review', 'game', 'homework', 'race']) await expect(path.getByTestId(`step-${step}`).getByRole('link')).toBeVisible();
    await expect(path.locator('.child-step-icon svg')).toHaveCount(4);
    await expect(page.getByTestId('streak').getByRole('img')).toBeVisible();
    await expect(page.getByTestId('week-stars').getByRole('img')).toBeVisible();
    await expect(page.getByTestId('child-guide').locator('svg.child-guide-star')).toBeVisible();
    await expect(page.getByTestId('child-homework')).toBeVisible();
    await expect(page.locator('.shop-teaser, .product-card, .hero')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/S\$|\$\d/);
    await expectNoSeriousFaults(page, `child home ${locale}`);
    expect(await missingTexts(page)).toEqual([]);

    const review = path.getByTestId('step-review');
    await expect(review).toContainText(TEXTS[locale].review);
    await review.getByRole('button').click();
    await expect.poll(() => spoken(page)).toEqual([{ text: TEXTS[locale].review, lang: TEXTS[locale].lang }]);
  });
}

test("a pupil's home: the games' sound switch also silences the speaker buttons", async ({ page }) => {
  await recordSpeech(page, 'en', true);
  await signInByApi(page, 'pupil1');
  await page.goto('/index');
  const review = page.getByTestId('step-review');
  await review.getByRole('button').click();
  const sound = page.getByRole('button', { name: 'Sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  expect(await spoken(page)).toEqual([]);
  // Turned back on here, it is on for the games too (one remembered switch).
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('ls.gameMuted'))).toBe('0');
  await review.getByRole('button').click();
  await expect.poll(() => spoken(page)).toHaveLength(1);
});

test('a child in no class joins from home with the code in small letters; tricky words start with letters or characters, the choice kept; a space to type wears a mark', async ({ page }) => {
  // Two accounts made, a class, a join and a practice started: more than one page's worth of waiting.
  const token = async (account: string) => (await (await page.request.post(`/api/user/login?username=${account}&password=learnstar1`)).json()).token as string;
  const [parent, teacher] = [await token('parent1'), await token('teacher1')];
  const account = `home${Date.now() % 1_000_000_000}`;
  const created = await page.request.post('/api/family/children', { headers: { authorization: `Bearer ${parent}` }, data: { account, password: 'learnstar1', pupilName: 'Tan Xiao', gradeCode: 1 } });
  expect((await created.json()).code).toBe(200);
  const klass = (await (await page.request.post('/api/classes', { headers: { authorization: `Bearer ${teacher}` }, data: { name: `P1 Stars ${account}`, gradeCode: 1, year: 2026 } })).json()).data;
  // The class already has writing homework: joining brings it to the child's home.
  const dueAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const assigned = await page.request.post(`/api/classes/${klass.id}/homework`, { headers: { authorization: `Bearer ${teacher}` }, data: { game: 6, gradeCode: 1, level: 'elementary', count: 2, dueAt, characters: ['人', '大'] } });
  expect((await assigned.json()).code).toBe(200);
  await signInByApi(page, account);
  await page.goto('/index');

  const join = page.getByTestId('child-join');
  await expect(join.getByRole('heading', { name: 'Join my class' })).toBeVisible();
  const code = join.getByRole('textbox', { name: 'The code from my teacher' });
  await code.fill('abc');
  await join.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(join.getByRole('alert')).toHaveText('This class code is not right. Check it with your teacher.');
  await expectNoSeriousFaults(page, 'child home, join my class');
  await code.fill((klass.code as string).toLowerCase());
  await expect(code).toHaveValue(klass.code);
  await join.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(join.getByRole('heading', { name: 'My class' })).toBeVisible();
  await expect(join.getByTestId('my-classes')).toContainText(klass.name);
  const writing = page.getByTestId('child-homework').getByRole('listitem').filter({ hasText: 'Write these characters' });
  await expect(writing).toContainText('0 of 2 done');
  await expect(writing.getByRole('link', { name: 'Do it' })).toHaveAttribute('href', '/gamecenter/write');

  await page.getByTestId('step-review').getByRole('link').click();
  const letters = page.getByRole('radio', { name: /^Letters/ });
  await expect(page.getByRole('radio', { name: /^Chinese characters/ })).toBeChecked();
  await letters.check();
  await page.getByRole('button', { name: 'Start!' }).click();
  const text = page.getByTestId('race-text');
  await expect(text).toBeVisible({ timeout: 15_000 });
  await expect(text).toHaveAttribute('lang', 'zh-Latn');
  expect((await text.locator('.ch').allTextContents()).join('')).toMatch(/^[a-z]+( [a-z]+)+$/);
  const space = text.locator('.ch.space').first();
  // The ␣ drawn inside the space's box: a mark wider than a hairline.
  expect(await space.evaluate((el) => parseFloat(getComputedStyle(el, '::before').width))).toBeGreaterThan(8);
  await page.goto('/typingmain/practicepage?review=1');
  await expect(letters).toBeChecked();
});
