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
