import { afterAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { RoomPeers, PEERS_TTL_MS } from '../src/socket/room-peers.js';
import { countSubscribers, roomChannel } from '../src/socket/redis-adapter.js';
import { sleep } from './harness.js';

if (!process.env.REDIS_URL) console.log('room-peers.spec: skipped, it needs REDIS_URL (sharded pub/sub subscribers)');
/**
 * Whether a room has members on other nodes, from the subscribers of its sharded channel on a real
 * Redis: the rooms in use are asked about together, in one PUBSUB SHARDNUMSUB a second.
 */
describe.skipIf(!process.env.REDIS_URL)('rooms alone on their node', () => {
  const clients: Redis[] = [];
  const client = () => {
    const redis = new Redis(process.env.REDIS_URL!);
    clients.push(redis);
    return redis;
  };
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  test('one subscriber (this node) is alone, two are shared; the rooms in use are asked about in one command', async () => {
    const [alone, shared, quiet] = ['a', 'b', 'c'].map((name) => `race:${randomUUID()}:${name}`);
    const thisNode = client();
    const otherNode = client();
    await thisNode.ssubscribe(roomChannel(alone), roomChannel(shared));
    await otherNode.ssubscribe(roomChannel(shared));
    const counter = client();
    const asked: string[][] = [];
    const answers: Promise<unknown>[] = [];
    const peers = new RoomPeers();
    peers.countWith((rooms) => {
      asked.push([...rooms]);
      const answer = countSubscribers(counter, rooms);
      answers.push(answer);
      return answer;
    });
    try {
      // First looks: unknown rooms count as shared, and each is asked about at once.
      expect([alone, shared, quiet].map((room) => peers.alone(room))).toEqual([false, false, false]);
      expect(asked).toEqual([[alone], [shared], [quiet]]);
      // Once Redis has answered (a loaded machine took over 100 ms), not after a fixed wait.
      await Promise.all(answers);
      await sleep(10);
      expect([alone, shared, quiet].map((room) => peers.alone(room))).toEqual([true, false, true]);
      // Looked at again and again: asked about again at the next tick, all three in one command.
      for (let i = 0; i < 5; i++) for (const room of [alone, shared, quiet]) peers.alone(room);
      await sleep(PEERS_TTL_MS + 200);
      expect(asked.slice(3)).toEqual([[alone, shared, quiet]]);
      // A peer's message in the room says at once that it is shared.
      peers.heardFromPeer(alone);
      expect(peers.alone(alone)).toBe(false);
    } finally {
      peers.onModuleDestroy();
    }
  });
});
