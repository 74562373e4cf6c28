// race-bench.mjs's accounts: teachers and pupils with session tokens, written straight to the
// database, since setting up thousands of logins is not what the bench measures.
import { randomBytes, createHash } from 'node:crypto';

export const TEACHER_BASE = 1_000_000;
export const PUPIL_BASE = 2_000_000;

const hashToken = (token) => createHash('sha256').update(token).digest('hex');

/**
 * `teachers` teachers (ids from TEACHER_BASE) and `pupils` pupils (ids from PUPIL_BASE), each with a
 * session token valid for an hour. Returns each id's token.
 */
export async function seedBenchAccounts(prisma, { teachers, pupils }) {
  const teacherIds = Array.from({ length: teachers }, (_, i) => TEACHER_BASE + i);
  const pupilIds = Array.from({ length: pupils }, (_, i) => PUPIL_BASE + i);
  await prisma.user.createMany({ data: teacherIds.map((id, i) => ({ id, account: `bench-teacher-${i}`, passwordHash: 'x', role: 'teacher', name: `Teacher ${i}` })) });
  await prisma.user.createMany({ data: pupilIds.map((id, i) => ({ id, account: `bench-pupil-${i}`, passwordHash: 'x', name: `学生${i}`, gradeCode: 3 })) });
  const tokenOf = new Map();
  const rows = [];
  for (const id of [...teacherIds, ...pupilIds]) {
    const token = randomBytes(24).toString('base64url');
    tokenOf.set(id, token);
    rows.push({ userId: id, tokenHash: hashToken(token), purpose: 'session', expiresAt: new Date(Date.now() + 3_600_000) });
  }
  await prisma.authToken.createMany({ data: rows });
  return tokenOf;
}
