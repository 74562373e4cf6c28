// Fair play evidence for the game centre: runs the shared model for plane and bee sessions
// (judgeAnswerLog) over synthetic answer logs and prints a confusion matrix. Honest logs come from
// a model of a child playing: waiting for the next plane or meadow, reading it (lognormal), typing
// pinyin at 60–300 keys a minute or flying the bee, wrong flowers now and then. Bots stay above the
// log rule's refusal floors (they are not refused): a steady beat, jitter just above the floor, and
// an honest log replayed twice as fast. Seeded: the same figures every run.
//
//   node load-tests/fairplay-games-bench.mjs --honest 1000 --bots 250
import { readFileSync } from 'node:fs';
import { options, seeded } from './bench-random.mjs';
import { GRADE_CODES, MINI_GAME_RULES, answeredTooFast, judgeAnswerLog } from '@learnstar/shared';

const args = options();
const HONEST_PER_GRADE = Number(args.honest ?? 1000);
const BOTS_PER_GRADE_AND_KIND = Number(args.bots ?? 250);
const { rand, uniform, lognormal } = seeded(20261126);
const bank = JSON.parse(readFileSync(new URL('../shared/data/wordbank.json', import.meta.url), 'utf8'));

/** A session's items: plane answers are pinyin keys (tone numbers dropped, ü as v), bee answers words. */
function items(game, gradeCode) {
  const words = bank.words.filter((w) => w.grades?.[gradeCode] === 'elementary');
  const count = MINI_GAME_RULES[game].items;
  return Array.from({ length: count }, (_, i) => {
    const word = words[Math.floor(rand() * words.length)];
    const answer = game === 'plane' ? word.pinyinNumbered.replace(/[0-9\s]/g, '').replace(/ü/g, 'v') : word.simplified;
    return { id: `i${i}`, answer };
  });
}

/** An honest child. Plane: the next plane may already be in the sky, or comes 0.5 s after the sky clears and takes a while to come into view. */
function honestPlane(list) {
  const msPerKey = 60_000 / uniform(60, 300);
  let at = 0;
  return list.map(({ id, answer }) => {
    const waitForPlane = rand() < 0.5 ? 500 + uniform(550, 950) : 0;
    const reading = lognormal(900, 0.5);
    let typing = 0;
    for (let k = 0; k < answer.length; k++) typing += lognormal(msPerKey, 0.35);
    return { itemId: id, input: answer, atMs: Math.round((at += waitForPlane + reading + typing)) };
  });
}

/** Bee: the next meadow grows 650 ms after a right flower; the child reads, finds and flies; one try in seven is a wrong flower first. */
function honestBee(list) {
  let at = 0;
  const log = [];
  for (const { id, answer } of list) {
    at += 650 + lognormal(1_400, 0.5) + uniform(300, 2_000);
    if (rand() < 1 / 7) {
      log.push({ itemId: id, input: '错', atMs: Math.round(at) });
      at += 380 + lognormal(800, 0.5) + uniform(300, 1_500);
    }
    log.push({ itemId: id, input: answer, atMs: Math.round(at) });
    if (at > MINI_GAME_RULES.bee.durationMs) break;
  }
  return log;
}

const HONEST = { plane: honestPlane, bee: honestBee };

/** The refusal floor before an answer (shared answer-timing: reaction, keys or a pick), so bots stay above it. */
const floorOf = (game, answer, newPrompt) => (game === 'plane' ? 250 + Math.min(answer.length * 60, 300) : newPrompt ? 550 : 300);

const BOTS = {
  /** Every answer right on a fixed beat just above the floor. */
  steady: (game, list) => list.map(({ id, answer }, i) => ({ itemId: id, input: answer, atMs: (i + 1) * (game === 'plane' ? 650 : 600) })),
  /** Every answer right, up to 60% above the floor at random. */
  jittered: (game, list) => {
    let at = 0;
    return list.map(({ id, answer }) => ({ itemId: id, input: answer, atMs: Math.round((at += floorOf(game, answer, true) * uniform(1.05, 1.6))) }));
  },
  /** A good child's log replayed twice as fast. */
  replay2x: (game, list) => HONEST[game](list).map((a) => ({ ...a, atMs: Math.round(a.atMs / 2) })),
};

const botKinds = Object.keys(BOTS);
console.log(`honest logs per game and grade code: ${HONEST_PER_GRADE}; bots per game, grade code and kind: ${BOTS_PER_GRADE_AND_KIND}`);
console.log(`| game | grade | honest held (false positives) | ${botKinds.map((k) => `${k} held`).join(' | ')} |`);
console.log(`|---|---|---|${botKinds.map(() => '---').join('|')}|`);
const totals = { honest: 0, honestHeld: 0, bots: 0, botsHeld: 0, refused: 0 };
const reasons = {};
for (const game of ['plane', 'bee']) {
  for (const gradeCode of GRADE_CODES) {
    let honestHeld = 0;
    for (let i = 0; i < HONEST_PER_GRADE; i++) {
      const list = items(game, gradeCode);
      const log = HONEST[game](list);
      if (answeredTooFast(game, log)) totals.refused++;
      if (judgeAnswerLog({ game, items: list, answers: log, gradeCode }).length) honestHeld++;
    }
    const held = {};
    for (const [kind, make] of Object.entries(BOTS)) {
      held[kind] = 0;
      for (let i = 0; i < BOTS_PER_GRADE_AND_KIND; i++) {
        const list = items(game, gradeCode);
        const found = judgeAnswerLog({ game, items: list, answers: make(game, list), gradeCode });
        for (const r of found) reasons[r] = (reasons[r] ?? 0) + 1;
        if (found.length) held[kind]++;
      }
    }
    totals.honest += HONEST_PER_GRADE;
    totals.honestHeld += honestHeld;
    totals.bots += botKinds.length * BOTS_PER_GRADE_AND_KIND;
    totals.botsHeld += botKinds.reduce((n, k) => n + held[k], 0);
    console.log(`| ${game} | ${gradeCode} | ${honestHeld} / ${HONEST_PER_GRADE} | ${botKinds.map((k) => `${held[k]} / ${BOTS_PER_GRADE_AND_KIND}`).join(' | ')} |`);
  }
}
console.log('\nconfusion matrix (both games, all grades)');
console.log(`honest   held ${totals.honestHeld}, counted ${totals.honest - totals.honestHeld}   false-positive rate ${((100 * totals.honestHeld) / totals.honest).toFixed(2)}%`);
console.log(`bot      held ${totals.botsHeld}, counted ${totals.bots - totals.botsHeld}   detection rate ${((100 * totals.botsHeld) / totals.bots).toFixed(2)}%`);
console.log(`honest logs the log rule would refuse (should be 0): ${totals.refused}`);
console.log(`reasons given to bots: ${JSON.stringify(reasons)}`);
