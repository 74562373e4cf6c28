import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';
import { expectNoSeriousFaults } from './axe';

for (const lang of ['en', 'zh'] as const) {
  test(`dictionary practice round in ${lang}: questions, the right answer with the stroke-order animation, then the review`, async ({ page }) => {
    await page.goto('/index');
    if (lang === 'zh') await page.getByRole('button', { name: 'zh', exact: true }).click();
    await loginAs(page, 'pupil1');
    await page.goto('/dictionarymain/game');
    await page.getByRole('button', { name: lang === 'en' ? 'Start practice' : '开始练习' }).click();
    const question = page.getByTestId('question');
    await expect(question).toBeVisible({ timeout: 15_000 });
    await expect(question).toContainText(lang === 'en' ? 'Question 1 of 5' : '第 1 题，共 5 题');
    await expect(page.getByTestId('question-timer')).toContainText(lang === 'en' ? 's to answer' : '秒作答');
    // A question lasts 2 s here: on a busy machine it can close between appearing and the click,
    // which then finds its options disabled; the pupil answers the next one instead.
    await expect(async () => {
      await question.locator('.option:enabled').first().click({ timeout: 1_000 });
      await expect(question.locator('.option.chosen')).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(question).toContainText(lang === 'en' ? /Answer taken|right answer/ : /已收到答案|正确答案/);
    // Marked in words: "your answer" until the reveal, then right or not (the reveal may come first).
    await expect(question.locator('.option.chosen')).toContainText(lang === 'en' ? /your answer|right answer|not this one/ : /你的答案|正确答案|不是这个/);
    // The right answer is marked in words, not only in green.
    await expect(question.locator('.option.right')).toHaveCount(1, { timeout: 10_000 });
    await expect(question.locator('.option.right')).toContainText(lang === 'en' ? '✓ right answer' : '✓ 正确答案');
    await page.screenshot({ path: test.info().outputPath(`dictionary-question-${lang}.png`) });
    await expectNoSeriousFaults(page, 'dictionary question answered');
    const strokes = page.getByTestId('stroke-order').first();
    await expect(strokes.locator('svg path').first()).toBeAttached({ timeout: 10_000 });
    const results = page.getByTestId('dictionary-results');
    // five questions (DICTIONARY_QUESTIONS in the suite's site) of 2 s plus 1.5 s reveal each
    await expect(results).toBeVisible({ timeout: 60_000 });
    await expect(results).toContainText(lang === 'en' ? 'Place 1 of 1' : '第 1 名');
    await expect(results.getByTestId('stars')).toHaveAttribute('aria-label', /★|star|星/);
    await expect(results.getByTestId('celebration')).toContainText(lang === 'en' ? 'right answers' : '答对');
    await expectNoSeriousFaults(page, 'dictionary results');
    await expect(results.getByTestId('word-card').first()).toBeVisible();
    await expect(results.getByTestId('stroke-order').first().locator('svg')).toBeAttached();
    await page.screenshot({ path: test.info().outputPath(`dictionary-${lang}.png`) });

    // My games names the round by what it was, in the page's language, and opens its result page.
    const title = lang === 'en' ? 'Dictionary practice' : '词典练习';
    await page.goto('/accountcenter?type=games');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? `Result: ${title}` : `比赛结果：${title}`);
  });
}
