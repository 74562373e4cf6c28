// How the frame-time bench plays each mini-game as a pupil would, through the test hook
// (window.__learnstarGame.targets()): one answer per call, at a child's pace. Returns the
// number of answers given (0 when there was nothing to answer yet).

const KEY_DELAY_MS = 80;
/** Between two answers, above the server's floor (shared/src/games/answer-timing.ts). */
const ANSWER_GAP_MS = 700;

const pause = (page, ms) => page.waitForTimeout(ms);
const targetsOf = (page) => page.evaluate(() => window.__learnstarGame?.targets() ?? []);

/** Plane battle: type the pinyin of the plane nearest the ground. */
async function playPlane(page) {
  const [plane] = (await targetsOf(page)).sort((a, b) => b.y - a.y);
  if (!plane) return pause(page, 100).then(() => 0);
  await page.keyboard.type(plane.answer, { delay: KEY_DELAY_MS });
  await pause(page, ANSWER_GAP_MS);
  return 1;
}

/** Tortoise and hare: the next two characters of the passage as one IME commit, at a child's pace. */
async function playRace(page) {
  const race = await page.evaluate(() => window.__learnstarGame?.race() ?? null);
  if (!race || race.clockMs < 400 || race.cursor >= [...race.target].length) return pause(page, 100).then(() => 0);
  await page.keyboard.insertText([...race.target].slice(race.cursor, race.cursor + 2).join(''));
  await pause(page, 500);
  return 1;
}

/** Bee: a tap on the flower with the right word; the bee flies there and gathers. */
async function playBee(page) {
  const right = (await targetsOf(page)).find((f) => f.word === f.answer);
  if (!right) return pause(page, 100).then(() => 0);
  await page.mouse.click(right.x, right.y);
  await pause(page, ANSWER_GAP_MS + 300);
  return 1;
}

export const GAME_PLAYERS = { plane: playPlane, race: playRace, bee: playBee };
