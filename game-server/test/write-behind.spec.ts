import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RACE_EVENTS_IO as EV, type RaceView } from '@learnstar/shared';
import { ask, login, must, next, raceTestEnvironment, sleep } from './harness.js';
import { raceKeys } from '../src/race/race-keys.js';
import type { RacerRecord } from '../src/race/race-records.js';
import { AdapterTraffic } from '../src/socket/adapter-traffic.js';

/**
 * A racer's record is held on the node they joined through, so their commits, the first one too,
 * are acknowledged from memory and written to the store once per broadcast window (LiveRacers):
 * these check that the store catches up, and that
 * a takeover or a removal on the node sees every acknowledged commit first.
 */
describe('commits written behind, once per window', () => {
  const env = raceTestEnvironment(['fay', 'gus'], 3, { beforeAll, afterAll });

  const stored = async (raceId: string, userId: number) => JSON.parse((await env.node.store.hget(raceKeys.racers(raceId), String(userId)))!) as RacerRecord;

  test('the store catches up with every acknowledged commit; a newer socket and a removal see them all', async () => {
    const teacher = await login(env.api.url, 'teacher1');
    const [fay, gus] = await Promise.all(['fay', 'gus'].map((a) => login(env.api.url, a, 'racer123')));
    const host = await env.open(teacher.ticket);
    const room = await must<RaceView>(host, EV.createClassroom, { game: 1, gradeCode: 3, level: 'elementary', durationSec: 60, lateJoin: false });
    const faySocket = await env.open(fay.ticket);
    const gusSocket = await env.open(gus.ticket);
    for (const s of [faySocket, gusSocket]) await must(s, EV.joinClassroom, { joinCode: room.joinCode });
    const started = next<RaceView>(faySocket, EV.started, 10_000);
    await must(host, EV.start, { raceId: room.raceId });
    const chars = Array.from((await started).text!);

    // Three commits acknowledged back to back, all held from the join and written behind.
    // The first ack already says the commit is held, not stored (storedSeq 0): no store write was awaited for it.
    expect(await must(faySocket, EV.input, { raceId: room.raceId, seq: 1, kind: 'insert', text: chars[0], mode: 'ime' })).toMatchObject({ accepted: true, lastSeq: 1, storedSeq: 0 });
    for (let seq = 2; seq <= 3; seq++) expect(await must(faySocket, EV.input, { raceId: room.raceId, seq, kind: 'insert', text: chars[seq - 1], mode: 'ime' })).toMatchObject({ accepted: true, lastSeq: seq });
    let record = await stored(room.raceId, fay.id);
    for (let i = 0; i < 40 && record.progress.lastSeq < 3; i++) {
      await sleep(100);
      record = await stored(room.raceId, fay.id);
    }
    expect(record.progress).toMatchObject({ typed: chars.slice(0, 3).join(''), lastSeq: 3 });
    expect(record.progress.inputs!.split(',')).toHaveLength(3);

    // A commit held in memory, then a newer socket of the same racer on this node: it is stored first.
    // Every member of the room is on this node: its board goes out from here, not through Redis and back.
    const adapterMessages = () => env.node.app.get(AdapterTraffic).received;
    const before = adapterMessages();
    const board = next<{ board: { userId: number; position: number }[] }>(gusSocket, EV.progress, 5_000, (p) => p.board.some((b) => b.userId === fay.id && b.position === 4));
    expect(await must(faySocket, EV.input, { raceId: room.raceId, seq: 4, kind: 'insert', text: chars[3], mode: 'ime' })).toMatchObject({ accepted: true });
    await board;
    expect(adapterMessages()).toBe(before);
    const fayBack = await env.open(fay.ticket);
    const back = await must<RaceView>(fayBack, EV.joinClassroom, { joinCode: room.joinCode });
    expect(back).toMatchObject({ typed: chars.slice(0, 4).join(''), lastSeq: 4 });
    expect(await ask(faySocket, EV.input, { raceId: room.raceId, seq: 5, kind: 'insert', text: chars[4], mode: 'ime' })).toEqual({ ok: false, msg: 'replacedByNewConnection' });

    // gus types two held commits and is removed at once: the removal is stored, not written over.
    for (let seq = 1; seq <= 2; seq++) await must(gusSocket, EV.input, { raceId: room.raceId, seq, kind: 'insert', text: chars[seq - 1], mode: 'ime' });
    await must(host, EV.kick, { raceId: room.raceId, userId: gus.id });
    expect(await ask(gusSocket, EV.input, { raceId: room.raceId, seq: 3, kind: 'insert', text: chars[2], mode: 'ime' })).toEqual({ ok: false, msg: 'removedFromRace' });
    const gusStored = await stored(room.raceId, gus.id);
    expect(gusStored.removed).toBe(true);
    expect(gusStored.progress.lastSeq).toBe(2);
  });
});
