import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { hashPassword } from '@learnstar/db';
import { RACE_EVENTS_IO as EV, type RaceResultRow, type RaceView } from '@learnstar/shared';
import { login, must, next, sleep, startApi } from './harness.js';
import { connectVia, nginxInstalled, nodeOf, spawnNode, startNginx } from './proxy-harness.js';

interface Pupil {
  id: number;
  socket: Socket;
  node: string;
  seq: number;
  typed: string;
}

if (!process.env.REDIS_URL || !nginxInstalled) console.log('failover-proxy.spec: skipped, it needs REDIS_URL and Debian\'s nginx');
/**
 * Production's shape on one machine: two match-server processes sharing Redis behind nginx with
 * the site's own upstream (sticky by the client's address) and /socket.io/ location. Needs
 * REDIS_URL and Debian's nginx (CI has both).
 */
describe.skipIf(!process.env.REDIS_URL || !nginxInstalled)('two match-server nodes behind nginx', () => {
  const prefix = `test:${randomUUID()}:`;
  let api: Awaited<ReturnType<typeof startApi>>;
  let nodes: Awaited<ReturnType<typeof spawnNode>>[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startApi();
    nodes = await Promise.all(['node-1', 'node-2'].map((name) => spawnNode(name, api.url, prefix)));
    proxy = await startNginx(nodes);
    const hash = await hashPassword('racer123');
    for (let i = 1; i <= 4; i++) await api.db.prisma.user.create({ data: { account: `proxy${i}`, passwordHash: hash, name: `Pupil ${i}`, gradeCode: 5 } });
  }, 120_000); // two match-server processes, each given NODE_START_MS to come up on a loaded CI
  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const node of nodes) node.process.kill('SIGKILL');
    proxy?.stop();
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await api?.stop();
  });

  test('pupils on both nodes share one board; a node dies mid-race: its pupils reconnect through nginx to the other node and finish with every accepted character, results written once', async () => {
    const [doomed, survivor] = nodes;
    const open = async (address: string, ticket?: string) => {
      const socket = await connectVia(proxy!.port, address, ticket);
      sockets.push(socket);
      return socket;
    };
    // nginx hashes the client's address: find loopback addresses that land on each node.
    const addresses = new Map<string, string[]>(nodes.map((n) => [n.name, []]));
    for (let i = 2; i < 100 && [...addresses.values()].some((list) => list.length < 3); i++) {
      const probe = await connectVia(proxy!.port, `127.0.0.${i}`);
      addresses.get(await nodeOf(probe))!.push(`127.0.0.${i}`);
      probe.close();
    }
    const [hostAddress, ...survivorAddresses] = addresses.get(survivor.name)!;
    const teacher = await login(api.url, 'teacher1');
    const host = await open(hostAddress, teacher.ticket);
    const room = await must<RaceView>(host, EV.createClassroom, { game: 1, gradeCode: 5, level: 'intermediate', durationSec: 60 });

    const pupils: Pupil[] = [];
    const placed = [...addresses.get(doomed.name)!.slice(0, 2), ...survivorAddresses.slice(0, 2)];
    for (const [i, address] of placed.entries()) {
      const who = await login(api.url, `proxy${i + 1}`, 'racer123');
      const socket = await open(address, who.ticket);
      const node = await nodeOf(socket);
      await must(socket, EV.joinClassroom, { joinCode: room.joinCode });
      pupils.push({ id: who.id, socket, node, seq: 0, typed: '' });
    }
    expect(pupils.map((p) => p.node)).toEqual([doomed.name, doomed.name, survivor.name, survivor.name]);

    const started = next<RaceView>(pupils[0].socket, EV.started, 10_000);
    await must(host, EV.start, { raceId: room.raceId });
    const chars = Array.from((await started).text!);
    const typeOne = async (pupil: Pupil) => {
      const ack = await must<{ accepted: boolean; typed: string; lastSeq: number }>(pupil.socket, EV.input, { raceId: room.raceId, seq: pupil.seq + 1, kind: 'insert', text: chars[Array.from(pupil.typed).length], mode: 'ime' });
      expect(ack.accepted).toBe(true);
      pupil.seq = ack.lastSeq;
      pupil.typed = ack.typed;
    };
    const round = async () => {
      await Promise.all(pupils.map(typeOne));
      await sleep(350);
    };
    // A pupil on the other node sees the doomed node's pupils move on the board (the sharded adapter carries the room).
    const seenAcross = next<{ board: { userId: number; position: number }[] }>(pupils[2].socket, EV.progress, 10_000, (p) => p.board.some((b) => b.userId === pupils[0].id && b.position >= 3));
    for (let r = 0; r < 3; r++) await round();
    await seenAcross;

    // The node dies as a machine would: no goodbye to its sockets.
    const stranded = pupils.filter((p) => p.node === doomed.name);
    const reconnected = stranded.map((p) => new Promise((resolve) => p.socket.io.once('reconnect', resolve)));
    doomed.process.kill('SIGKILL');
    await Promise.all(reconnected);
    for (const pupil of stranded) {
      pupil.node = await nodeOf(pupil.socket);
      expect(pupil.node).toBe(survivor.name);
      // What the race page does on a new connection: join again and take the server's copy.
      const back = await must<RaceView>(pupil.socket, EV.joinClassroom, { joinCode: room.joinCode });
      expect(back.typed).toBe(pupil.typed);
      expect(back.lastSeq).toBe(pupil.seq);
    }
    for (let r = 0; r < 2; r++) await round();

    const finished = next<{ results: RaceResultRow[] }>(pupils[2].socket, EV.finished, 15_000);
    await must(host, EV.end, { raceId: room.raceId });
    const { results } = await finished;
    for (const pupil of pupils) {
      expect(Array.from(pupil.typed)).toHaveLength(5);
      expect(results.find((r) => r.userId === pupil.id)?.correctChars).toBe(5);
    }
    const written = await api.db.prisma.raceResult.groupBy({ by: ['userId'], where: { raceId: room.raceId }, _count: true });
    expect(written.map((w) => [w.userId, w._count]).sort()).toEqual(pupils.map((p) => [p.id, 1]).sort());
  });
});
