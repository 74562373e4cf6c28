// The dashboard bench's database: 100,000 orders, 600,000 races, 400,000 game-centre sessions and 200
// classes of 30 pupils with their parents and teachers, written by the database itself.
export const CLASSES = 200;
export const CLASS_SIZE = 30;
export const PUPILS = CLASSES * CLASS_SIZE;
export const TEACHERS = 20;
export const ORDERS = 100_000;
export const RACES = 600_000;
export const GAMES = 400_000;
/** A year, over which each table's rows are spread in the order they were written (as in life). */
const YEAR_S = 365 * 24 * 3600;
/** Ids far above the demo seed's, so the bulk rows never meet its sequences. */
export const BASE = 1_000_000;

/**
 * Everything in set-based INSERT … SELECT over generate_series: one statement per table, the rows made
 * by the database itself. Times spread evenly over the last 365 days; a few rows in each waiting state.
 */
export const SEED = [
  // Parents (one for two children) and teachers first, then the pupils (a class's 30, of the class's grade).
  `INSERT INTO "User" (id, "ranId", account, "passwordHash", role, name, "updatedAt")
   SELECT ${BASE + PUPILS} + g, gen_random_uuid()::text, 'bench-parent-' || g, 'x', 'parent', 'Parent ' || g, now() FROM generate_series(0, ${PUPILS / 2 - 1}) g`,
  `INSERT INTO "User" (id, "ranId", account, "passwordHash", role, name, "updatedAt")
   SELECT ${BASE + 2 * PUPILS} + g, gen_random_uuid()::text, 'bench-teacher-' || g, 'x', 'teacher', 'Teacher ' || g, now() FROM generate_series(0, ${TEACHERS - 1}) g`,
  `INSERT INTO "User" (id, "ranId", account, "passwordHash", role, name, "gradeCode", "parentId", "updatedAt")
   SELECT ${BASE} + g, gen_random_uuid()::text, 'bench-pupil-' || g, 'x', 'pupil', 'Pupil ' || g, 1 + (g / ${CLASS_SIZE}) % 6, ${BASE + PUPILS} + g / 2, now()
   FROM generate_series(0, ${PUPILS - 1}) g`,
  `INSERT INTO "SchoolClass" (id, "teacherId", name, "gradeCode", year, code)
   SELECT ${BASE} + g, ${BASE + 2 * PUPILS} + g % ${TEACHERS}, 'Class ' || g, 1 + g % 6, 2026, 'BENCH' || g FROM generate_series(0, ${CLASSES - 1}) g`,
  `INSERT INTO "ClassMember" ("classId", "userId") SELECT ${BASE} + g / ${CLASS_SIZE}, ${BASE} + g FROM generate_series(0, ${PUPILS - 1}) g`,
  // Orders: mostly received, the rest shipped, paid (to ship), PayNow waiting, cancelled or expired.
  `INSERT INTO "Order" (code, "userId", status, "originalPriceCents", "payAmountCents", "gstIncludedCents", "totalItems", "paymentProvider",
     country, "shippingMethod", address, postcode, "firstName", "lastName", email, phone, "paidAt", "createdAt", "updatedAt")
   SELECT 'B' || lpad(g::text, 7, '0'), ${BASE + PUPILS} + g % ${PUPILS / 2}, s.status::"OrderStatus", p, p, p * 9 / 109, 1 + g % 3,
     CASE WHEN g % 5 = 0 THEN 'paynow' ELSE 'sandbox' END, 'SG', 'standard', '{}'::jsonb, '560123', 'Mei', 'Tan', 'bench@example.sg', '91234567',
     CASE WHEN s.status IN ('paid', 'shipped', 'received') THEN t END, t, t
   FROM generate_series(0, ${ORDERS - 1}) g,
     LATERAL (SELECT 1000 + (g * 7919) % 30000 AS p, now() - (${ORDERS} - g) * interval '${YEAR_S / ORDERS} seconds' AS t) v,
     LATERAL (SELECT CASE WHEN g % 100 < 80 THEN 'received' WHEN g % 100 < 90 THEN 'shipped' WHEN g % 100 < 93 THEN 'paid'
       WHEN g % 100 < 95 THEN 'pending_payment' WHEN g % 100 < 98 THEN 'cancelled' ELSE 'expired' END AS status) s`,
  // Races: 100 a pupil, one in a thousand held for fair-play review.
  `INSERT INTO "RaceResult" ("raceId", "userId", game, score, "correctChars", "typedChars", cpm, wpm, accuracy, "gradeCode", level, "fairPlay", "finishedAt")
   SELECT 'bench-' || g, ${BASE} + g % ${PUPILS}, 1, 50 + g % 400, 100, 110, 40 + g % 60, 8 + g % 30, 0.8 + (g % 20) / 100.0, 1 + (g % ${PUPILS} / ${CLASS_SIZE}) % 6,
     'elementary', CASE WHEN g % 1000 = 0 THEN 'flagged' ELSE 'ok' END, now() - (${RACES} - g) * interval '${YEAR_S / RACES} seconds'
   FROM generate_series(0, ${RACES - 1}) g`,
  `INSERT INTO "GameSession" (id, "userId", game, level, "gradeCode", seed, items, deadline, status, "finishedAt", score, correct, answered, "issuedAt")
   SELECT 'bench-' || g, ${BASE} + g % ${PUPILS}, (ARRAY['plane', 'bee', 'dictionary', 'write'])[1 + g % 4], 'elementary', 1 + (g % ${PUPILS} / ${CLASS_SIZE}) % 6,
     'seed', '[]'::jsonb, t + interval '10 minutes', 'finished', t + interval '5 minutes', g % 200, g % 20, 20, t
   FROM generate_series(0, ${GAMES - 1}) g, LATERAL (SELECT now() - (${GAMES} - g) * interval '${YEAR_S / GAMES} seconds' AS t) v`,
  // Learning days: each pupil practised on about half of the last 60 days.
  `INSERT INTO "LearningDay" ("userId", day)
   SELECT ${BASE} + p, to_char((now() + interval '8 hours')::date - d, 'YYYY-MM-DD') FROM generate_series(0, ${PUPILS - 1}) p, generate_series(0, 59) d WHERE (p + d) % 2 = 0`,
  `INSERT INTO "Redemption" ("userId", "goodsId", quantity, points, status, "idempotencyKey", "updatedAt")
   SELECT ${BASE} + g, (SELECT id FROM "PointsGood" WHERE kind = 'physical' ORDER BY id LIMIT 1), 1, 100, CASE WHEN g % 10 = 0 THEN 'toBeDelivered' ELSE 'completed' END, 'bench-' || g, now()
   FROM generate_series(0, ${PUPILS - 1}) g`,
  `INSERT INTO "Match" (id, game, title, "startTime", "durationSec", "gradeCodes", level, capacity)
   SELECT ${BASE} + g, 1, 'Bench race ' || g, now() + (g + 1) * interval '1 hour', 120, ARRAY[3], 'elementary', 40 FROM generate_series(0, 9) g`,
  `INSERT INTO "MatchSignup" ("matchId", "userId") SELECT ${BASE} + g % 10, ${BASE} + g FROM generate_series(0, 399) g`,
  // As autovacuum would have left a table this old: statistics, and the visibility map index-only scans need.
  'VACUUM ANALYZE',
];

