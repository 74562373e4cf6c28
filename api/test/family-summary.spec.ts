import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '@learnstar/db';
import { WeeklySummaryService } from '../src/family/weekly-summary.service.js';
import { startApi, type RunningApi } from './harness.js';
import { readOutbox, tempDir, TestClock } from './support.js';
import { createPerson, PASSWORD, type Person } from './pointshop-support.js';

describe("parents' weekly email summary", () => {
  let api: RunningApi;
  let hash: string;
  // Wednesday 18 November 2026, 10:00 in Singapore.
  const clock = new TestClock(Date.parse('2026-11-18T02:00:00Z'));
  const outbox = tempDir('weekly-summary');
  beforeAll(async () => {
    api = await startApi({ outboxDir: outbox, weeklySummarySweepMs: 0 }, clock);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await api?.stop();
  });

  const familyWithChild = async (verified = true) => {
    const parent = await createPerson(api, hash, { role: 'parent', verified });
    const child = await createPerson(api, hash, { parentId: parent.id });
    return { parent, child };
  };
  const switchOn = (parent: Person, locale: 'en' | 'zh', weeklySummary = true) => api.post('/api/family/settings', JSON.stringify({ weeklySummary }), { ...parent.authIn(locale), method: 'PUT' });
  const emailOf = async (p: Person) => (await api.db.prisma.user.findUniqueOrThrow({ where: { id: p.id } })).email!;

  test('opted-in parents get one email a week about each child, in the language they chose, from the Monday after', async () => {
    const [zh, en, off, unverified] = [await familyWithChild(), await familyWithChild(), await familyWithChild(), await familyWithChild(false)];
    expect((await switchOn(zh.parent, 'zh')).body).toEqual({ code: 200, msg: 'summarySettingSaved', data: { weeklySummary: true } });
    await switchOn(en.parent, 'en');
    await switchOn(off.parent, 'en');
    await switchOn(off.parent, 'en', false);
    await switchOn(unverified.parent, 'en');
    expect((await api.get('/api/family/settings', zh.parent.auth)).body.data).toEqual({ weeklySummary: true });
    expect((await api.get('/api/family/settings', zh.child.auth)).body).toEqual({ code: 403, msg: 'forbidden' });
    const summaries = api.api.app.get(WeeklySummaryService);
    expect(await summaries.sendDue()).toBe(0);

    await api.db.prisma.raceResult.create({ data: { raceId: 'class-week', userId: zh.child.id, game: 1, score: 900, place: 1, wpm: 31.6, cpm: 31.6, accuracy: 92, finishedAt: clock.now() } });
    await api.db.prisma.pointsLedgerEntry.create({ data: { userId: zh.child.id, delta: 15, reason: 'raceResult', reference: 'class-week', createdAt: clock.now() } });
    clock.advance(5 * 24 * 3600_000); // Monday 23 November, 10:00
    expect(await summaries.sendDue()).toBe(2);
    expect(await summaries.sendDue()).toBe(0);

    const mails = readOutbox(outbox).filter((m) => m.template === 'weeklySummary');
    const [zhEmail, enEmail] = [await emailOf(zh.parent), await emailOf(en.parent)];
    expect(mails.map((m) => m.to).sort()).toEqual([enEmail, zhEmail].sort());
    const chinese = mails.find((m) => m.to === zhEmail);
    expect(chinese?.subject).toBe('学习星：孩子本周的学习情况');
    expect(chinese?.text).toContain('2026-11-16');
    expect(chinese?.text).toContain(`Pupil ${(await api.db.prisma.user.findUniqueOrThrow({ where: { id: zh.child.id } })).account}：打字比赛 1 场（最快 32 WPM，准确率 92%），词典游戏 0 场，游戏中心 0 局，获得积分 15。`);
    const english = mails.find((m) => m.to === enEmail);
    expect(english?.text).toContain('0 typing races');
  });
});
