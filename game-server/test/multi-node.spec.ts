import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Socket } from 'socket.io-client';
import { hashPassword } from '@learnstar/db';
import { RACE_EVENTS_IO as EV, type RaceResultRow, type RaceView } from '@learnstar/shared';
import type { GameServer } from '../src/bootstrap.js';
import { connect, login, must, next, sleep, startApi, startNode, storeFactory } from './harness.js';

/** Two match-server nodes over one Redis: only meaningful with REDIS_URL (CI always sets it). */
describe.skipIf(!process.env.REDIS_URL)('two match-server nodes with the Redis adapter', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let nodeA: GameServer;
  let nodeB: GameServer;
  const stores = storeFactory();
  const sockets: Socket[] = [];
  const open = async (node: GameServer, token: string) => {
    const s = await connect(node.port, token);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    api = await startApi();
    nodeA = await startNode(api.url, stores.make(), 'node-a');
    nodeB = await startNode(api.url, stores.make(), 'node-b');
    const hash = await hashPassword('racer123');
    for (const account of ['dan', 'eve']) await api.db.prisma.user.create({ data: { account, passwordHash: hash, name: `Pupil ${account}`, gradeCode: 5 } });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await nodeA?.close().catch(() => undefined);
    await nodeB?.close();
    await stores.cleanup();
    await api?.stop();
  });

  test('racers on different nodes see one board; when a node dies its racers finish on the other with nothing lost', async () => {
    const teacher = await login(api.url, 'teacher1');
    const dan = await login(api.url, 'dan', 'racer123');
    const eve = await login(api.url, 'eve', 'racer123');
    const host = await open(nodeA, teacher.token);
    const room = await must<RaceView>(host, EV.createClassroom, { game: 1, gradeCode: 5, level: 'intermediate', durationSec: 60 });
    const danA = await open(nodeA, dan.token);
    const eveB = await open(nodeB, eve.token);
    await must(danA, EV.joinClassroom, { joinCode: room.joinCode });
    const lobbyOnB = await must<RaceView>(eveB, EV.joinClassroom, { joinCode: room.joinCode });
    expect(lobbyOnB.board.map((b) => b.userId).sort()).toEqual([dan.id, eve.id].sort());

    const startedOnB = next<RaceView>(eveB, EV.started, 10_000);
    await must(host, EV.start, { raceId: room.raceId });
    const { text } = await startedOnB;
    const chars = Array.from(text!);

    // dan types on node A; eve, on node B, sees his progress in the broadcast board
    const seenOnB = next<{ board: { userId: number; position: number }[] }>(eveB, EV.progress, 5_000, (p) => p.board.some((b) => b.userId === dan.id && b.position >= 4));
    let seq = 1;
    for (let i = 0; i < 4; i += 2) {
      expect(await must(danA, EV.input, { raceId: room.raceId, seq: seq++, kind: 'insert', text: chars.slice(i, i + 2).join(''), mode: 'ime' })).toMatchObject({ accepted: true });
      await sleep(150);
    }
    await seenOnB;
    expect(await must(eveB, EV.input, { raceId: room.raceId, seq: 1, kind: 'insert', text: chars[0], mode: 'ime' })).toMatchObject({ accepted: true });

    // node A dies mid-race; dan and the teacher come back through node B
    await nodeA.close();
    const danB = await open(nodeB, dan.token);
    const back = await must<RaceView>(danB, EV.joinClassroom, { joinCode: room.joinCode });
    expect(back.typed).toBe(chars.slice(0, 4).join(''));
    expect(back.lastSeq).toBe(2);
    expect(await must(danB, EV.input, { raceId: room.raceId, seq: 3, kind: 'insert', text: chars.slice(4, 6).join(''), mode: 'ime' })).toMatchObject({ accepted: true });

    const hostB = await open(nodeB, teacher.token);
    await must(hostB, EV.joinClassroom, { joinCode: room.joinCode });
    const finished = next<{ results: RaceResultRow[] }>(eveB, EV.finished, 15_000);
    await must(hostB, EV.end, { raceId: room.raceId });
    const { results } = await finished;
    expect(results.map((r) => [r.userId, r.correctChars])).toEqual([[dan.id, 6], [eve.id, 1]]);
    expect(await api.db.prisma.raceResult.count({ where: { raceId: room.raceId } })).toBe(2);
  });
});
