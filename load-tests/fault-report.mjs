// The fault bench's table (load-tests/faults.mjs): per fault, the answers sent in its window by
// status, the longest, the seconds until served again, race commits refused, the races it touched,
// and what was lost (acknowledged, then missing) or done twice (done without being acknowledged,
// or behind a 503); then the totals and the emails against the outbox.
import { openDatabase } from '@learnstar/db';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function raceFigures(list, written) {
  const finished = list.filter((r) => r.endsAt < Date.now());
  return {
    races: finished.length,
    interrupted: finished.filter((r) => r.interrupted.size).length,
    resumed: finished.filter((r) => r.interrupted.size && r.resumed.size === r.interrupted.size).length,
    resultsLost: finished.reduce((n, r) => n + r.racers.length - (written.get(r.raceId) ?? 0), 0),
  };
}

const within = (row) => (t) => t >= row.at && t <= row.end;
const count = (times, row) => times.filter(within(row)).length;

export async function printReport({ rows, http, shoppers, redeemers, signUps, racers, smtp, url, countResults, uptime }) {
  const orders = await shoppers.ordersInDatabase(url);
  const redemptions = await redeemers.inDatabase(url);
  const written = await countResults(url, racers.races.map((r) => r.raceId));
  console.log(`\n${uptime()}`);
  console.log('\n| fault | served again after | answers in its window | longest answer | race commits refused | races: interrupted / all back in | lost | done twice |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const answers = http.log.filter((a) => within(row)(a.sentAt));
    const byStatus = new Map();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const statuses = [...byStatus].map(([status, n]) => `${status}×${n}`).join(' ');
    const longest = Math.max(0, ...answers.map((a) => a.ms));
    const races = raceFigures(racers.races.filter((r) => r.startedAt < row.end && r.endsAt > row.at), written);
    const lost = count(orders.lost, row) + count(redemptions.lost, row) + races.resultsLost;
    const twice = count(orders.twice, row) + count(redemptions.twice, row) + count(signUps.doneBehind503, row);
    console.log(`| ${row.key}: ${row.fault} | ${row.seconds.toFixed(1)} s | ${statuses || '-'} | ${(longest / 1000).toFixed(1)} s | ${row.commitsFailed} | ${races.races} races: ${races.interrupted} / ${races.resumed} | ${lost} | ${twice} |`);
  }
  const all = raceFigures(racers.races, written);
  console.log(`\norders: acknowledged ${orders.acknowledged}, in the database ${orders.inDb}, lost ${orders.lost.length}, done twice ${orders.twice.length}, never answered ${orders.unanswered}`);
  console.log(`redemptions: acknowledged ${redemptions.acknowledged}, in the database ${redemptions.inDb}, lost ${redemptions.lost.length}, done twice ${redemptions.twice.length}, never answered ${redemptions.unanswered}`);
  console.log(`sign-ups in bursts: ${signUps.done} done, ${signUps.logins} logins, done behind a 503: ${signUps.doneBehind503.length}; shoppers signed up: ${shoppers.signUps}`);
  console.log(`races ${all.races}, interrupted ${all.interrupted}, all racers back in ${all.resumed}, results lost ${all.resultsLost}; race commits ok ${racers.commits.ok}, refused ${racers.commits.failed}`);
  // Every email is in the outbox in the transaction of its change; one claimed by a killed API waits
  // for its claim to run out (MAIL_CLAIM_SECONDS, 120 s): wait that long for them. Each row sent once
  // means as many emails received as rows (two emails may have the same body, so bodies are not counted).
  const db = openDatabase({ url });
  try {
    const deadline = Date.now() + 180_000;
    while ((await db.prisma.mailOutbox.count({ where: { sentAt: null } })) > 0 && Date.now() < deadline) await sleep(1_000);
    const rows = await db.prisma.mailOutbox.count();
    const unsent = await db.prisma.mailOutbox.count({ where: { sentAt: null } });
    console.log(`emails in the outbox ${rows}, received ${smtp.received.length}: lost ${unsent}, sent twice ${Math.max(0, smtp.received.length - (rows - unsent))}`);
  } finally {
    await db.close();
  }
}
