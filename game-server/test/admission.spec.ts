import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Socket } from 'socket.io-client';
import { hashPassword } from '@learnstar/db';
import { RACE_EVENTS_IO as EV, type RaceAck, type RaceQueuePosition, type RaceView } from '@learnstar/shared';
import type { GameServer } from '../src/bootstrap.js';
import { connect, login, must, next, startApi, startNode, storeFactory } from './harness.js';

/** A node that serves two racers, one join at a time: the rest wait in its queue and hear their place. */
describe('admission to a full node', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let node: GameServer;
  const stores = storeFactory();
  const sockets: Socket[] = [];
  const open = async (account: string, password = 'racer123') => {
    const socket = await connect(node.port, (await login(api.url, account, password)).ticket);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    api = await startApi();
    node = await startNode(api.url, stores.make(), 'node-a', { maxRacersPerNode: 2, joinsAtOnce: 1 });
    const hash = await hashPassword('racer123');
    for (const account of ['qa', 'qb', 'qc', 'qd', 'qe']) await api.db.prisma.user.create({ data: { account, passwordHash: hash, name: `Pupil ${account}`, gradeCode: 3 } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await node?.close();
    await stores.cleanup();
    await api?.stop();
  });

  const admission = async () => (await (await fetch(`http://127.0.0.1:${node.port}/metrics`)).json()).data.admission;

  test('joins past capacity wait in order, each told how many are ahead, and are let in as places free up', { timeout: 60_000 }, async () => {
    const host = await connect(node.port, (await login(api.url, 'teacher1')).ticket);
    sockets.push(host);
    const room = await must<RaceView>(host, EV.createClassroom, { game: 1, gradeCode: 3, level: 'elementary', durationSec: 60, lateJoin: true });
    const join = { joinCode: room.joinCode };
    const [a, b, c, d, e] = await Promise.all(['qa', 'qb', 'qc', 'qd', 'qe'].map((account) => open(account)));
    await must(a, EV.joinClassroom, join);
    await must(b, EV.joinClassroom, join);

    // The node is full: c, then d, then e queue, and each hears its place at once.
    const admitted: string[] = [];
    const waitFor = (socket: Socket, name: string) => {
      const place = next<RaceQueuePosition>(socket, EV.queued);
      const ack = (socket.emitWithAck(EV.joinClassroom, join) as Promise<RaceAck<RaceView>>).then((reply) => (admitted.push(name), reply));
      return { place, ack };
    };
    const cJoin = waitFor(c, 'c');
    expect(await cJoin.place).toEqual({ ahead: 0 });
    const dJoin = waitFor(d, 'd');
    expect(await dJoin.place).toEqual({ ahead: 1 });
    const eJoin = waitFor(e, 'e');
    expect(await eJoin.place).toEqual({ ahead: 2 });
    expect(await admission()).toMatchObject({ admitted: 2, queued: 3, joining: 0 });

    // e gives up while waiting: its place goes, and d moves up without it.
    const eGaveUp = eJoin.ack.then(() => 'answered', () => 'gave up');
    e.close();
    expect(await eGaveUp).toBe('gave up');
    // Listened for before a place frees: d hears it may come first as c is let in, before c's ack.
    const dFirst = next<RaceQueuePosition>(d, EV.queued, 10_000, (p) => p.ahead === 0);
    a.close();
    expect(await cJoin.ack).toMatchObject({ ok: true, data: { raceId: room.raceId } });
    expect(await dFirst).toEqual({ ahead: 0 });
    expect(admitted).toEqual(['c']);
    expect(await admission()).toMatchObject({ admitted: 2, queued: 1 });

    b.close();
    expect(await dJoin.ack).toMatchObject({ ok: true, data: { raceId: room.raceId } });
    expect(admitted).toEqual(['c', 'd']);
    expect(await admission()).toMatchObject({ admitted: 2, queued: 0, queuedTotal: 3, admittedTotal: 4 });
    // The racers let in from the queue are in the race, with those who came first.
    const view = await must<RaceView>(c, EV.joinClassroom, join);
    expect(view.board.map((r) => r.name).sort()).toEqual(['Pupil qa', 'Pupil qb', 'Pupil qc', 'Pupil qd']);
  });
});
