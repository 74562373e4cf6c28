import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Socket } from 'socket.io-client';
import { RACE_EVENTS_IO as EV, type RaceResultRow, type RaceView } from '@learnstar/shared';
import { login, must, next, raceTestEnvironment, sleep } from './harness.js';

/** Sends `text` as IME commits of `size` characters, `gapMs(i)` apart. */
async function commit(socket: Socket, raceId: string, text: string, size: number, gapMs: (i: number) => number): Promise<void> {
  const chars = Array.from(text);
  for (let i = 0, seq = 1; i < chars.length; i += size, seq++) {
    expect(await must(socket, EV.input, { raceId, seq, kind: 'insert', text: chars.slice(i, i + size).join(''), mode: 'ime' })).toMatchObject({ accepted: true });
    await sleep(gapMs(seq));
  }
}

describe('fair play in classroom races', () => {
  const env = raceTestEnvironment(['fpdan', 'fpeve'], 3, { beforeAll, afterAll });

  test("a scripted racer's result is held (no points, not ranked) until the teacher clears it", async () => {
    const teacher = await login(env.api.url, 'teacher1');
    const [dan, eve] = await Promise.all(['fpdan', 'fpeve'].map((a) => login(env.api.url, a, 'racer123')));
    const host = await env.open(teacher.token);
    const room = await must<RaceView>(host, EV.createClassroom, { game: 1, gradeCode: 3, level: 'elementary', durationSec: 60, lateJoin: false });
    const [danSocket, eveSocket] = await Promise.all([env.open(dan.token), env.open(eve.token)]);
    for (const s of [danSocket, eveSocket]) await must(s, EV.joinClassroom, { joinCode: room.joinCode });
    const started = next<RaceView>(danSocket, EV.started, 10_000);
    await must(host, EV.start, { raceId: room.raceId });
    const { text } = await started;
    const chars = Array.from(text!);

    // The reported script: 2-character commits every 100 ms, inside every per-commit rule.
    // The honest pupil: a few characters at a child's uneven pace.
    await Promise.all([
      commit(danSocket, room.raceId, chars.slice(0, 24).join(''), 2, () => 100),
      commit(eveSocket, room.raceId, chars.slice(0, 3).join(''), 1, (i) => [900, 1400, 1100][i % 3]),
    ]);
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
    const danPoints = () => env.api.db.prisma.pointsLedgerEntry.count({ where: { userId: dan.id, reference: room.raceId } });

    expect(await danPoints()).toBe(0);
    expect(await typingBoard()).toContain(eve.id);
    expect(await typingBoard()).not.toContain(dan.id);
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
    expect((await api('/user/games?page=1&pageSize=5', dan.token)).body.data.rows[0].status).not.toBe('beingChecked');
    expect((await api(`/fairplay/results/${row.id}/disqualify`, teacher.token, 'POST')).body).toMatchObject({ code: 409, msg: 'resultNotFlagged' });
    expect(await danPoints()).toBe(1);
  });
});
