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

export const GAME_PLAYERS = { plane: playPlane };
