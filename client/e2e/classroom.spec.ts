import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { loginAs, raceInClassroom, signedInPage } from './helpers';

async function signedIn(browser: Browser, account: string, password = 'learnstar1'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, account, password);
  return page;
}


test('classroom race: two pupils in two browsers join by code, race, and see each other on the board', async ({ browser, request }) => {
  const second = `racer${Date.now() % 1_000_000}`;
  const registered = await request.post('/api/user/register', { data: { account: second, password: 'racer123', email: `${second}@example.sg`, pupilName: 'Lim Mei Ling', gradeCode: 3 } });
  expect((await registered.json()).code).toBe(200);

  const teacher = await signedIn(browser, 'teacher1');
  await teacher.goto('/typingmain/wating');
  await teacher.getByRole('button', { name: 'Open the room' }).click();
  const code = (await teacher.getByTestId('join-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  const pupils = [await signedIn(browser, 'pupil1'), await signedIn(browser, second, 'racer123')];
  for (const pupil of pupils) {
    await pupil.goto('/typingmain/wating');
    await pupil.locator('input[name="joinCode"]').fill(code.toLowerCase());
    await pupil.getByRole('button', { name: 'Join' }).click();
    await expect(pupil.getByTestId('race-board')).toBeVisible();
  }
  await expect(teacher.getByTestId('lobby')).toContainText('Tan Xiao Ming');
  await expect(teacher.getByTestId('lobby')).toContainText('Lim Mei Ling');

  await teacher.getByRole('button', { name: 'Start (3-2-1)' }).click();
  for (const pupil of pupils) await expect(pupil.getByTestId('race-text')).toBeVisible({ timeout: 10_000 });

  const [first, other] = pupils;
  const chars = await first.getByTestId('race-text').locator('.ch').allTextContents();
  await first.locator('textarea[name="race-input"]').focus();
  for (const ch of chars.slice(0, 4)) {
    await first.keyboard.insertText(ch);
    await first.waitForTimeout(80);
  }
  // The other pupil's board shows the first pupil's progress, as the server broadcast it.
  await expect(other.getByTestId('race-board').locator('li', { hasText: 'Tan Xiao Ming' })).toContainText('100%', { timeout: 5_000 });

  await teacher.getByRole('button', { name: 'End the race' }).click();
  await expect(teacher.getByTestId('classroom-results')).toContainText('Tan Xiao Ming');
  for (const pupil of pupils) await expect(pupil.getByTestId('race-results')).toBeVisible();
  await expect(first.getByTestId('race-results')).toContainText('Place 1 of 2');
  await expect(other.getByTestId('race-results')).toContainText('You did not submit any answers');
});

test('classroom dictionary race: the teacher picks the dictionary game; a pupil joining by code lands on the dictionary page and answers', async ({ browser }) => {
  const teacher = await signedIn(browser, 'teacher1');
  await teacher.goto('/typingmain/wating');
  await teacher.locator('select[name="game"]').selectOption('2');
  await teacher.getByRole('button', { name: 'Open the room' }).click();
  const code = (await teacher.getByTestId('join-code').textContent())!.trim();

  const pupil = await signedIn(browser, 'pupil1');
  await pupil.goto('/typingmain/wating');
  await pupil.locator('input[name="joinCode"]').fill(code);
  await pupil.getByRole('button', { name: 'Join' }).click();
  await expect(pupil).toHaveURL(new RegExp(`/dictionarymain/game\\?code=${code}$`));
  await expect(pupil.getByTestId('race-board')).toBeVisible();
  await expect(teacher.getByTestId('lobby')).toContainText('Tan Xiao Ming');

  await teacher.getByRole('button', { name: 'Start (3-2-1)' }).click();
  const question = pupil.getByTestId('question');
  await expect(question).toBeVisible({ timeout: 15_000 });
  await question.locator('.option').first().click();
  await expect(question).toContainText('Answer taken');
  await teacher.getByRole('button', { name: 'End the race' }).click();
  await expect(teacher.getByTestId('classroom-results')).toContainText('Tan Xiao Ming');
  await expect(pupil.getByTestId('dictionary-results')).toBeVisible({ timeout: 15_000 });
});

/** The pid of the process listening on a local port (the match server under npm start's supervisor). */
function listenerPid(port: number): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}: ${line}`);
  return Number(pid);
}

test('match server killed mid-race: the pupil sees "reconnecting…"; with Redis the classroom and practice races carry on and the teacher gets the results, on the in-memory store they are lost and nothing counts', async ({ browser, request, baseURL }) => {
  const gamePort = Number(new URL(baseURL!).port) + 1;
  const { data: health } = await (await request.get(`http://127.0.0.1:${gamePort}/health`)).json();
  const login = await (await request.post('/api/user/login?username=pupil1&password=learnstar1')).json();
  const gamesPage = async () => (await (await request.get('/api/user/games', { headers: { authorization: `Bearer ${login.token}` } })).json()).data as { total: number; rows: { raceId: string; gameTime: string; miniGame?: string }[] };
  const myGameRows = async () => (await gamesPage()).rows;
  const startedAt = Date.now();

  const teacher = await signedInPage(browser, 'teacher1');
  const pupil = await signedInPage(browser, 'pupil1');
  // Solo practice at the same time, in another window (the teacher's, so the pupil's game count stays the classroom race's).
  const practising = await signedInPage(browser, 'teacher1');
  await practising.goto('/typingmain/practicepage');
  await practising.getByRole('button', { name: 'Start practice' }).click();
  const text = await raceInClassroom(teacher, pupil, 'Tan Xiao Ming');
  const practice = practising.getByTestId('race-text');
  const practiceChars = await practice.locator('.ch').allTextContents();
  await practising.locator('textarea[name="race-input"]').focus();
  await practising.keyboard.insertText(practiceChars.slice(0, 2).join(''));
  await expect(practice.locator('.ch.right')).toHaveCount(2);
  const chars = await text.locator('.ch').allTextContents();
  await pupil.locator('textarea[name="race-input"]').focus();
  // One IME commit of a phrase, then another after the restart (no typing rhythm needed).
  await pupil.keyboard.insertText(chars.slice(0, 4).join(''));
  await expect(text.locator('.ch.right')).toHaveCount(4);

  // kill -9, as a crash: the supervisor starts it again.
  process.kill(listenerPid(gamePort), 'SIGKILL');
  const reconnecting = pupil.getByRole('status').filter({ hasText: 'Reconnecting to the race…' });
  await expect(reconnecting).toBeVisible();
  await expect(reconnecting).toBeHidden({ timeout: 30_000 });
  await expect(practising.getByRole('status').filter({ hasText: 'Reconnecting to the race…' })).toBeHidden();

  if (health.store.kind === 'redis') {
    // Every accepted character was kept: the page is back in the race and goes on from there.
    await expect(text.locator('.ch.right')).toHaveCount(4);
    await pupil.locator('textarea[name="race-input"]').focus();
    await pupil.keyboard.insertText(chars.slice(4, 6).join(''));
    await expect(text.locator('.ch.right')).toHaveCount(6);
    // The practice race is joined again by its id and carries on too.
    await expect(practice.locator('.ch.right')).toHaveCount(2);
    await practising.locator('textarea[name="race-input"]').focus();
    await practising.keyboard.insertText(practiceChars[2]);
    await expect(practice.locator('.ch.right')).toHaveCount(3);
    await teacher.getByRole('button', { name: 'End the race' }).click();
    await expect(pupil.getByTestId('race-results')).toContainText('Place 1 of 1');
    // The teacher's page joined its room again as host: the results reach it too.
    await expect(teacher.getByTestId('classroom-results')).toContainText('Tan Xiao Ming');
    // Counted once, as this race's own line: the total may also move with another test's race ending meanwhile.
    const resultLink = await pupil.getByTestId('race-results').locator('a[href*="gameresult?raceId="]').getAttribute('href');
    const raceId = new URL(resultLink!, baseURL).searchParams.get('raceId');
    await expect.poll(async () => (await myGameRows()).filter((row) => row.raceId === raceId).length).toBe(1);
  } else {
    await expect(pupil.getByRole('alert')).toHaveText(/The race server restarted and this race could not be kept\. Nothing from it was counted/);
    await expect(text).toBeHidden();
    await expect(practising.getByRole('alert')).toHaveText(/The race server restarted and this race could not be kept/);
    await expect(teacher.getByText(/The race server restarted and this race could not be kept/)).toBeVisible();
    // No line of a race that finished after this test began (an earlier test's result may still be
    // written meanwhile: the API stores results in batches, so the total alone cannot tell).
    const since = (await myGameRows()).filter((row) => !row.miniGame && Date.parse(row.gameTime) >= startedAt);
    expect(since).toEqual([]);
  }
});
