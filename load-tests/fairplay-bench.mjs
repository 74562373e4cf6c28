// Fair play evidence: runs the shared plausibility model over synthetic typing timelines and
// prints a confusion matrix. Honest timelines come from a model of real typing (lognormal time per
// character, pauses at punctuation and on hard characters, IME commits of 1–4 characters,
// corrections) at 15–90 characters a minute; bots are steady, jittered at 3x the grade ceiling,
// paste-like bursts, and a real timeline replayed 3x faster. Seeded: the same figures every run.
//
//   node load-tests/fairplay-bench.mjs --honest 1000 --bots 250
// Game-centre sessions (plane, bee): load-tests/fairplay-games-bench.mjs.
import { readFileSync } from 'node:fs';
import { options, seeded } from './bench-random.mjs';
import { CPM_CEILING, GRADE_CODES, FLAG_REASONS, addCommit, charactersPerMinute, isPunctuation, judgeLive, judgePlausibility, newTimingStats, timingOf } from '@learnstar/shared';

const args = options();
const HONEST_PER_GRADE = Number(args.honest ?? 1000);
const BOTS_PER_GRADE_AND_KIND = Number(args.bots ?? 250);

const bank = JSON.parse(readFileSync(new URL('../shared/data/wordbank.json', import.meta.url), 'utf8'));

/** Seeded, so every run sees the same timelines. */
const { rand, uniform, lognormal } = seeded(20261125);

/** A race text per grade: the grade's passages joined until it is race-length (80+ characters). */
function raceText(gradeCode) {
  const own = bank.passages.filter((p) => p.gradeCode === gradeCode).map((p) => p.text);
  const pool = own.length ? own : bank.passages.map((p) => p.text);
  let text = '';
  for (let i = 0; text.length < 80; i++) text += pool[i % pool.length];
  return Array.from(text);
}

/** Splits the text into IME commits of 1–4 characters; punctuation is a commit of its own. */
function commitsOf(text, sizes = [0.45, 0.3, 0.15, 0.1]) {
  const commits = [];
  for (let i = 0; i < text.length; ) {
    if (isPunctuation(text[i])) {
      commits.push({ start: i, chars: 1 });
      i += 1;
      continue;
    }
    let r = rand();
    let size = 1;
    while (size < sizes.length && r > sizes[size - 1]) r -= sizes[size++ - 1];
    let n = 0;
    while (n < size && i + n < text.length && !isPunctuation(text[i + n])) n++;
    commits.push({ start: i, chars: n });
    i += n;
  }
  return commits;
}

/** An honest child: lognormal time per character, pauses after punctuation, harder characters, corrections. */
function honestTimeline(text, cpm) {
  const msPerChar = 60_000 / cpm;
  let at = uniform(800, 2500); // reading the first words after "go"
  const timeline = [];
  for (const { start, chars } of commitsOf(text)) {
    const afterPunctuation = isPunctuation(text[start - 1]);
    let spent = 0;
    for (let c = 0; c < chars; c++) spent += lognormal(msPerChar, 0.45) * (rand() < 0.15 ? 1.6 : 1);
    if (afterPunctuation) spent += lognormal(msPerChar * 1.2, 0.6);
    if (rand() < 0.05) {
      // A wrong candidate chosen, then deleted and retyped: one more commit and the time it took.
      at += spent;
      timeline.push({ at, chars, afterPunctuation });
      spent = lognormal(msPerChar * chars, 0.4);
    }
    at += spent;
    timeline.push({ at, chars, afterPunctuation });
  }
  return timeline;
}

const BOTS = {
  /** A timer: 2 characters every fixed interval, at an unremarkable 40 characters a minute. */
  steady: (text) => commitsOf(text, [0, 1]).map((c, i) => ({ at: 1000 + i * 3000, chars: c.chars, afterPunctuation: isPunctuation(text[c.start - 1]) })),
  /** Random jitter of ±30% around 3x the grade's ceiling. */
  jittered3x: (text, gradeCode) => {
    const msPerChar = 60_000 / (3 * CPM_CEILING[gradeCode]);
    let at = 1000;
    return commitsOf(text).map((c) => ({ at: (at += c.chars * msPerChar * uniform(0.7, 1.3)), chars: c.chars, afterPunctuation: isPunctuation(text[c.start - 1]) }));
  },
  /** Types honestly for a while, then pastes the rest in 8-character commits 50 ms apart. */
  pasteBursts: (text) => {
    const honest = honestTimeline(text, uniform(20, 60));
    const keep = Math.floor(honest.length / 3);
    const typed = honest.slice(0, keep).reduce((n, c) => n + c.chars, 0);
    let at = honest[keep - 1]?.at ?? 1000;
    const burst = [];
    for (let i = typed; i < text.length; i += 8) burst.push({ at: (at += 50), chars: Math.min(8, text.length - i), afterPunctuation: false });
    return [...honest.slice(0, keep), ...burst];
  },
  /** A good typist's real race (50–90 characters a minute) replayed three times faster. */
  replay3x: (text) => honestTimeline(text, uniform(50, 90)).map((c) => ({ ...c, at: c.at / 3 })),
};

function judge(timeline, text, gradeCode) {
  const stats = timingOf(timeline);
  const cpm = charactersPerMinute(text.length, timeline[timeline.length - 1].at);
  return judgePlausibility({ stats, gradeCode, cpm });
}

/**
 * The teacher's live board judges a race while it runs: after every commit, with the speed so far.
 * True when any moment of the timeline would have shown the racer as being checked.
 */
function flaggedLive(timeline, gradeCode) {
  let stats = newTimingStats();
  let typed = 0;
  return timeline.some((commit, i) => {
    stats = addCommit(stats, commit);
    typed += commit.chars;
    const finished = i === timeline.length - 1;
    return judgeLive({ stats, gradeCode, cpm: charactersPerMinute(typed, commit.at), elapsedMs: commit.at, finished }).length > 0;
  });
}

const rows = [];
const reasonsSeen = Object.fromEntries(FLAG_REASONS.map((r) => [r, 0]));
const count = (reasons) => reasons.forEach((r) => reasonsSeen[r]++);
for (const gradeCode of GRADE_CODES) {
  const text = raceText(gradeCode);
  let honestFlagged = 0;
  let honestFlaggedLive = 0;
  for (let i = 0; i < HONEST_PER_GRADE; i++) {
    const timeline = honestTimeline(text, uniform(15, 90));
    if (judge(timeline, text, gradeCode).length) honestFlagged++;
    if (flaggedLive(timeline, gradeCode)) honestFlaggedLive++;
  }
  const bots = {};
  for (const [kind, make] of Object.entries(BOTS)) {
    let flagged = 0;
    for (let i = 0; i < BOTS_PER_GRADE_AND_KIND; i++) {
      const reasons = judge(make(text, gradeCode), text, gradeCode);
      count(reasons);
      if (reasons.length) flagged++;
    }
    bots[kind] = flagged;
  }
  rows.push({ gradeCode, textChars: text.length, honestFlagged, honestFlaggedLive, bots });
}

const botKinds = Object.keys(BOTS);
console.log(`honest timelines per grade code: ${HONEST_PER_GRADE} (15–90 CPM); bots per grade code and kind: ${BOTS_PER_GRADE_AND_KIND}`);
console.log(`| grade | ceiling CPM | text chars | honest flagged (false positives) | honest flagged live | ${botKinds.map((k) => `${k} flagged`).join(' | ')} |`);
console.log(`|---|---|---|---|---|${botKinds.map(() => '---').join('|')}|`);
for (const row of rows) {
  console.log(`| ${row.gradeCode} | ${CPM_CEILING[row.gradeCode]} | ${row.textChars} | ${row.honestFlagged} / ${HONEST_PER_GRADE} | ${row.honestFlaggedLive} / ${HONEST_PER_GRADE} | ${botKinds.map((k) => `${row.bots[k]} / ${BOTS_PER_GRADE_AND_KIND}`).join(' | ')} |`);
}
const honestTotal = rows.length * HONEST_PER_GRADE;
const falsePositives = rows.reduce((n, r) => n + r.honestFlagged, 0);
const botTotal = rows.length * botKinds.length * BOTS_PER_GRADE_AND_KIND;
const caught = rows.reduce((n, r) => n + botKinds.reduce((m, k) => m + r.bots[k], 0), 0);
console.log('\nconfusion matrix (all grades)');
console.log(`                 flagged   counted`);
console.log(`honest       ${String(falsePositives).padStart(10)} ${String(honestTotal - falsePositives).padStart(9)}   false-positive rate ${((100 * falsePositives) / honestTotal).toFixed(2)}%`);
console.log(`bot          ${String(caught).padStart(10)} ${String(botTotal - caught).padStart(9)}   detection rate ${((100 * caught) / botTotal).toFixed(2)}%`);
console.log(`honest flagged at any moment on the live board: ${rows.reduce((n, r) => n + r.honestFlaggedLive, 0)} / ${honestTotal}`);
console.log(`reasons given to bots: ${JSON.stringify(reasonsSeen)}`);
