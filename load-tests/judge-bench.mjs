// The race judge alone, without sockets or a store: what one pinyin-mode or hanzi-mode commit
// costs the match server (applyInput, then the racer's figures for the ack, as race.service does).
// Each racer types its race's text key by key (pinyin) or two characters a commit (hanzi); in
// "pinyin, other readings" every polyphone is typed in its last accepted reading (还 huan for hai).
// Usage (after `npm run build`): node load-tests/judge-bench.mjs [--races 200] [--rounds 5]
import { parseArgs } from 'node:util';
import { applyInput, loadWordBank, newRacerProgress, racerFigures, typingMaterial } from '@learnstar/shared';

const { values } = parseArgs({ options: { races: { type: 'string', default: '200' }, rounds: { type: 'string', default: '5' } } });
const RACES = Number(values.races);
const bank = await loadWordBank();

/** A race text as the match server draws it (race-text.ts): texts joined until 60 characters. */
function raceText(mode, seed) {
  const picked = [];
  for (const t of typingMaterial(bank, { gradeCode: 3, level: 'elementary', mode, seed, count: 10 })) {
    picked.push(t);
    if (Array.from(picked.map((p) => p.target).join(' ')).length >= 60) break;
  }
  const accepted = picked.flatMap((t) => t.acceptedKeys ?? []);
  const choices = mode === 'pinyin' && accepted.some((keys) => keys.length > 1);
  return { text: picked.map((t) => t.target).join(' '), accepted: choices ? accepted : null, startAt: 0, endAt: Number.MAX_SAFE_INTEGER };
}

function race(mode, window, typed = window.text) {
  const chars = Array.from(typed);
  const step = mode === 'pinyin' ? 1 : 2;
  let progress = newRacerProgress();
  let commits = 0;
  for (let at = 0, seq = 1; at < chars.length; at += step, seq++) {
    const text = chars.slice(at, at + step).join('');
    const result = applyInput(progress, { seq, kind: 'insert', text, mode: mode === 'pinyin' ? 'pinyin' : 'ime' }, seq * 400, window);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    progress = result.progress;
    racerFigures(progress, window, seq * 400);
    commits++;
  }
  if (progress.finishedAt === null) throw new Error('the racer did not finish');
  return commits;
}

const otherReadings = (w) => (w.accepted ? w.accepted.map((options) => options.at(-1)).join(' ') : w.text);
for (const [label, mode, typedOf] of [['hanzi', 'hanzi', (w) => w.text], ['pinyin', 'pinyin', (w) => w.text], ['pinyin, other readings', 'pinyin', otherReadings]]) {
  const windows = Array.from({ length: RACES }, (_, i) => raceText(mode, `bench-${i}`));
  const polyphones = windows.reduce((n, w) => n + (w.accepted?.filter((k) => k.length > 1).length ?? 0), 0);
  for (const w of windows) race(mode, w, typedOf(w)); // warm up
  const perCommit = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    const start = process.hrtime.bigint();
    let commits = 0;
    for (const w of windows) commits += race(mode, w, typedOf(w));
    perCommit.push(Number(process.hrtime.bigint() - start) / 1000 / commits);
  }
  perCommit.sort((a, b) => a - b);
  console.log(`${label}: ${RACES} races, ${polyphones} syllables with more than one accepted key; µs per commit (judge + figures) median ${perCommit[Math.floor(perCommit.length / 2)].toFixed(2)}, best ${perCommit[0].toFixed(2)}`);
}
