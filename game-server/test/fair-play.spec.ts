import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Socket } from 'socket.io-client';
import { RACE_EVENTS_IO as EV, type BoardEntry, type HostFlags, type RaceResultRow, type RaceView } from '@learnstar/shared';
import { ask, login, must, next, raceTestEnvironment, sleep } from './harness.js';

/** Sends `text` as IME commits of `size` characters, `gapMs(i)` apart. */
async function commit(socket: Socket, raceId: string, text: string, size: number, gapMs: (i: number) => number): Promise<void> {
  const chars = Array.from(text);
  for (let i = 0, seq = 1; i < chars.length; i += size, seq++) {
    expect(await must(socket, EV.input, { raceId, seq, kind: 'insert', text: chars.slice(i, i + size).join(''), mode: 'ime' })).toMatchObject({ accepted: true });
    await sleep(gapMs(seq));
  }
}

/** A teacher's classroom race (P2, 60 s) with the given pupils joined and started; the passage's characters. */
async function classroomRace(env: ReturnType<typeof raceTestEnvironment>, accounts: string[]) {
  const teacher = await login(env.api.url, 'teacher1');
  const pupils = await Promise.all(accounts.map((a) => login(env.api.url, a, 'racer123')));
  const host = await env.open(teacher.ticket);
  const room = await must<RaceView>(host, EV.createClassroom, { game: 1, gradeCode: 3, level: 'elementary', durationSec: 60, lateJoin: false });
  const sockets = await Promise.all(pupils.map((p) => env.open(p.ticket)));
  for (const s of sockets) await must(s, EV.joinClassroom, { joinCode: room.joinCode });
  const started = next<RaceView>(sockets[0], EV.started, 10_000);
  await must(host, EV.start, { raceId: room.raceId });
  const { text } = await started;
  return { teacher, host, room, pupils, sockets, chars: Array.from(text!) };
}

describe('fair play in classroom races', () => {
  const env = raceTestEnvironment(['fpdan', 'fpeve', 'fphid', 'fplook', 'fpburst'], 3, { beforeAll, afterAll });

  test('a script that types a short burst and stops is still marked for the teacher, with nobody typing after it', async () => {
    const { host, room, pupils: [bot], sockets: [botSocket], chars } = await classroomRace(env, ['fpburst']);
    const marked = next<HostFlags>(host, EV.flags, 5_000, (p) => p.flagged.includes(bot.id));
    // 14 characters 40 ms apart: over before the markers may be judged a second time.
    await commit(botSocket, room.raceId, chars.slice(0, 14).join(''), 1, () => 40);
    expect((await marked).flagged).toEqual([bot.id]);
    await must(host, EV.end, { raceId: room.raceId });
  });

  test("a scripted racer's result is held (no points, not ranked) until the teacher clears it", async () => {
    const { teacher, host, room, pupils: [dan, eve], sockets: [danSocket, eveSocket], chars } = await classroomRace(env, ['fpdan', 'fpeve']);

    // The reported script: 2-character commits every 100 ms, inside every per-commit rule.
    // The honest pupil: a few characters at a child's uneven pace.
    const marked = next<HostFlags>(host, EV.flags, 15_000, (p) => p.flagged.includes(dan.id));
    await Promise.all([
      commit(danSocket, room.raceId, chars.slice(0, 24).join(''), 2, () => 100),
      commit(eveSocket, room.raceId, chars.slice(0, 3).join(''), 1, (i) => [900, 1400, 1100][i % 3]),
    ]);
    // The teacher's live board marks the script while the race runs (its commit rate alone breaks the model).
    expect((await marked).flagged).toEqual([dan.id]);
    const finished = next<{ results: RaceResultRow[] }>(host, EV.finished, 15_000);
    await must(host, EV.end, { raceId: room.raceId });
    const { results } = await finished;
    const danRow = results.find((r) => r.userId === dan.id)!;
    const eveRow = results.find((r) => r.userId === eve.id)!;
    expect(danRow).toMatchObject({ flagged: true, points: 0 });
    expect(eveRow.flagged).toBeUndefined();
    expect(eveRow.points).toBeGreaterThan(0);

    const api = (path: string, token: string, method = 'GET') =>
      fetch(`${env.api.url}/api${path}`, { method, headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code: number; msg: string; data: any } }));
    const typingBoard = async () => (await api('/ranking?board=typing&gradeCode=3', eve.token)).body.data.rows.map((r: { userId: number }) => r.userId);
    const pointsBoard = async () => (await api('/ranking?board=pointsWeek&gradeCode=3', eve.token)).body.data.rows.map((r: { userId: number }) => r.userId);
    const danPoints = () => env.api.db.prisma.pointsLedgerEntry.count({ where: { userId: dan.id, reference: room.raceId } });

    expect(await danPoints()).toBe(0);
    expect(await typingBoard()).toContain(eve.id);
    expect(await typingBoard()).not.toContain(dan.id);
    expect(await pointsBoard()).toContain(eve.id);
    expect(await pointsBoard()).not.toContain(dan.id);
    expect((await api('/user/games?page=1&pageSize=5', dan.token)).body.data.rows[0].status).toBe('beingChecked');

    const held = await api('/fairplay/results', teacher.token);
    const row = held.body.data.rows.find((r: { userId: number }) => r.userId === dan.id);
    expect(row.reasons).toEqual(expect.arrayContaining(['aboveCeiling', 'tooManyCommits']));
    expect(row.timing.commits).toBe(12);
    // The stored input timeline: 12 commits of 2 characters, about 100 ms apart.
    expect(row.inputs).toHaveLength(12);
    expect(row.inputs.every(([, n]: [number, number]) => n === 2)).toBe(true);
    expect(row.inputs[11][0] - row.inputs[0][0]).toBeGreaterThanOrEqual(1_000);
    expect(held.body.data.rows.some((r: { userId: number }) => r.userId === eve.id)).toBe(false);

    expect((await api('/fairplay/results', eve.token)).status).toBe(403);
    expect((await api(`/fairplay/results/${row.id}/clear`, eve.token, 'POST')).status).toBe(403);
    expect((await api(`/fairplay/results/abc/clear`, teacher.token, 'POST')).body).toMatchObject({ code: 404, msg: 'resultNotFound' });
    expect((await api(`/fairplay/results/%00/clear`, teacher.token, 'POST')).status).toBe(400);

    const cleared = await api(`/fairplay/results/${row.id}/clear`, teacher.token, 'POST');
    expect(cleared.body).toMatchObject({ code: 200, msg: 'resultCleared', data: { state: 'cleared' } });
    expect(await danPoints()).toBe(1);
    expect(await typingBoard()).toContain(dan.id);
    expect(await pointsBoard()).toContain(dan.id);
    expect((await api('/user/games?page=1&pageSize=5', dan.token)).body.data.rows[0].status).not.toBe('beingChecked');
    expect((await api(`/fairplay/results/${row.id}/disqualify`, teacher.token, 'POST')).body).toMatchObject({ code: 409, msg: 'resultNotFlagged' });
    expect(await danPoints()).toBe(1);
  });

  test('typing while the page says it is hidden is marked on the host\'s live board and held; reporting hidden without typing is not', async () => {
    const { teacher, host, room, pupils: [hider, looker], sockets: [hiderSocket, lookerSocket], chars } = await classroomRace(env, ['fphid', 'fplook']);
    const pupilBoards: BoardEntry[][] = [];
    const pupilFlags: HostFlags[] = [];
    lookerSocket.on(EV.progress, (p: { board: BoardEntry[] }) => pupilBoards.push(p.board));
    for (const s of [hiderSocket, lookerSocket]) s.on(EV.flags, (p: HostFlags) => pupilFlags.push(p));
    const marked = next<HostFlags>(host, EV.flags, 15_000, (p) => p.flagged.includes(hider.id));

    // Both pages go hidden; one pupil types on (a script in a background tab), the other comes back first.
    expect(await must(hiderSocket, EV.visibility, { raceId: room.raceId, hidden: true })).toEqual({ hidden: true });
    expect(await must(lookerSocket, EV.visibility, { raceId: room.raceId, hidden: true })).toEqual({ hidden: true });
    expect(await ask(lookerSocket, EV.visibility, { raceId: room.raceId, hidden: 'yes' })).toEqual({ ok: false, msg: 'validationFailed' });
    const childPace = (i: number) => [900, 1400, 1100][i % 3];
    await Promise.all([
      commit(hiderSocket, room.raceId, chars.slice(0, 5).join(''), 1, childPace),
      (async () => {
        await sleep(1_500);
        expect(await must(lookerSocket, EV.visibility, { raceId: room.raceId, hidden: false })).toEqual({ hidden: false });
        await commit(lookerSocket, room.raceId, chars.slice(0, 5).join(''), 1, childPace);
      })(),
    ]);
    expect((await marked).flagged).toEqual([hider.id]);
    // Pupils get the room's board, and never the markers.
    expect(pupilBoards.length).toBeGreaterThan(0);
    expect(pupilBoards.flat().some((b) => 'flagged' in b)).toBe(false);
    expect(pupilFlags).toEqual([]);

    const finished = next<{ results: RaceResultRow[] }>(host, EV.finished, 15_000);
    await must(host, EV.end, { raceId: room.raceId });
    const { results } = await finished;
    expect(results.find((r) => r.userId === hider.id)).toMatchObject({ flagged: true, points: 0 });
    expect(results.find((r) => r.userId === looker.id)!.flagged).toBeUndefined();
    expect(results.find((r) => r.userId === looker.id)!.points).toBeGreaterThan(0);

    // The classroom page lists this race's held results only (the teacher hosted the first test's race too).
    const heldIn = (raceId: string) => fetch(`${env.api.url}/api/fairplay/results?raceId=${raceId}`, { headers: { authorization: `Bearer ${teacher.token}` } }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const held = (await heldIn(room.raceId)).body;
    expect(held.data.rows.length).toBeGreaterThan(0);
    expect(held.data.rows.every((r: { raceId: string }) => r.raceId === room.raceId)).toBe(true);
    expect((await heldIn('x'.repeat(81))).status).toBe(400);
    const row = held.data.rows.find((r: { userId: number }) => r.userId === hider.id);
    expect(row.reasons).toEqual(['typedWhileHidden']);
    expect(row.timing.hiddenChars).toBe(5);
    // The hidden span for the operator's chart: from before the first commit to the end of the timeline.
    expect(row.hidden).toHaveLength(1);
    expect(row.hidden[0][0]).toBeLessThanOrEqual(row.inputs[0][0]);
    expect(held.data.rows.some((r: { userId: number }) => r.userId === looker.id)).toBe(false);
  });
});
