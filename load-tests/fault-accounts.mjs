// Accounts for the fault bench's racers: a fresh database (on DATABASE_URL's server) with one
// teacher and a few pupils per room and their session tokens, written straight to the database
// (signing them up is not what is measured), and the count of race results written at the end.
import { randomBytes, createHash } from 'node:crypto';
import { openDatabase, seedIfEmpty } from '@learnstar/db';
import { createTestDatabase } from '@learnstar/db/testing';

const hashToken = (t) => createHash('sha256').update(t).digest('hex');

export async function createPupils(roomCount, perRoom) {
  const db = await createTestDatabase();
  // The demo catalogue first: the API seeds only an empty database, and the shoppers need products.
  await seedIfEmpty(db.prisma);
  const token = () => randomBytes(24).toString('base64url');
  const rooms = [];
  const tokens = [];
  for (let r = 0; r < roomCount; r++) {
    const teacherId = 1_000_000 + r;
    await db.prisma.user.create({ data: { id: teacherId, account: `fault-teacher-${r}`, passwordHash: 'x', role: 'teacher', name: `Teacher ${r}` } });
    const room = { teacherToken: token(), pupils: [] };
    tokens.push({ userId: teacherId, token: room.teacherToken });
    for (let p = 0; p < perRoom; p++) {
      const id = 2_000_000 + r * 100 + p;
      await db.prisma.user.create({ data: { id, account: `fault-pupil-${r}-${p}`, passwordHash: 'x', name: `学生${r}${p}`, gradeCode: 3 } });
      room.pupils.push({ id, token: token() });
      tokens.push({ userId: id, token: room.pupils.at(-1).token });
    }
    rooms.push(room);
  }
  await db.prisma.authToken.createMany({ data: tokens.map((t) => ({ userId: t.userId, tokenHash: hashToken(t.token), purpose: 'session', expiresAt: new Date(Date.now() + 6 * 3_600_000) })) });
  // Closed now: this connection would only see the PostgreSQL restart as an error of its own.
  await db.close();
  return { url: db.url, rooms };
}

/** Results written per race (one row per racer). */
export async function countResults(url, raceIds) {
  const db = openDatabase({ url });
  try {
    const rows = await db.prisma.raceResult.groupBy({ by: ['raceId', 'userId'], where: { raceId: { in: raceIds } } });
    const byRace = new Map();
    for (const row of rows) byRace.set(row.raceId, (byRace.get(row.raceId) ?? 0) + 1);
    return byRace;
  } finally {
    await db.close();
  }
}
