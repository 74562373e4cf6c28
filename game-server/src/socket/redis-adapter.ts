import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import { Cluster, Redis, type RedisOptions } from 'ioredis';
import type { GameConfig } from '../config/game-config.js';
import type { AdapterTraffic } from './adapter-traffic.js';
import type { RoomPeers } from './room-peers.js';
import { REDIS_COMMAND_TIMEOUT_MS, reportRedisOutages } from '@learnstar/shared';

type AdapterFactory = ReturnType<typeof createShardedAdapter>;

export interface RedisAdapterLink {
  adapter: AdapterFactory;
  /** Called with the namespace's adapter once created: its own messages are told from its peers' by its uid. */
  attach(nsp: { uid: string; on(event: 'delete-room', listener: (room: string) => void): unknown }): void;
  close(): Promise<void>;
}

const CHANNEL_PREFIX = 'ls-socket.io';
const QUIT_WAIT_MS = 1_000;

/** Ends a connection after the commands already sent; drops it if Redis does not answer in time. */
async function endWithin(client: Redis | Cluster, ms: number): Promise<void> {
  const timer = setTimeout(() => client.disconnect(), ms);
  await client.quit().catch(() => client.disconnect());
  clearTimeout(timer);
}
/** The sharded adapter's channel of a room of the main namespace ("dynamic" subscription). */
export const roomChannel = (room: string) => `${CHANNEL_PREFIX}#/#${room}#`;
const roomOfChannel = (channel: string) => channel.slice(`${CHANNEL_PREFIX}#/#`.length, -1);

/** Subscribers of each room's channel, in the rooms' order: PUBSUB SHARDNUMSUB answers [channel, count, channel, count, …]. */
export async function countSubscribers(client: Redis, rooms: readonly string[]): Promise<number[]> {
  const reply = (await client.call('PUBSUB', 'SHARDNUMSUB', ...rooms.map(roomChannel))) as (string | number)[];
  return rooms.map((_, i) => Number(reply[2 * i + 1]));
}

/**
 * The Redis adapter that carries room broadcasts between match-server nodes.
 *
 * `sharded` (the default): Redis 7 sharded pub/sub, one channel per race room ("dynamic"
 * subscription), so a node subscribes only to the rooms it has members in and receives nothing
 * of the other races; on a Redis Cluster each room's channel lives on the shard that owns its
 * slot. `classic` (kept for the adapter benchmark's comparison): one pattern subscription per
 * namespace, so every node receives every room's broadcasts.
 *
 * With `REDIS_CLUSTER_NODES` (host:port,…) the adapter talks to a Redis Cluster through ioredis'
 * Cluster client with one sharded subscriber per master (`shardedSubscribers`).
 */
export function createRedisAdapter(config: GameConfig, traffic: AdapterTraffic, peers: RoomPeers, warn: (message: string) => void): RedisAdapterLink {
  const connect = (options: RedisOptions = {}) => (config.redisClusterNodes ? new Cluster(config.redisClusterNodes, { shardedSubscribers: true, redisOptions: options }) : new Redis(config.redisUrl!, options));
  // The publisher's commands (a broadcast, counting a room's subscribers) give up on a Redis that stopped answering.
  const pub = connect({ commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  const sub = connect();
  // ioredis reconnects and subscribes again by itself; say so once instead of an error per attempt.
  reportRedisOutages(pub, 'socket adapter (publish)', warn);
  reportRedisOutages(sub, 'socket adapter (subscribe)', warn);
  const count = () => traffic.received++;
  for (const event of ['smessageBuffer', 'messageBuffer', 'pmessageBuffer']) sub.on(event, count);
  const sharded = config.socketAdapter !== 'classic';
  const adapter = sharded
    ? createShardedAdapter(pub, sub, { channelPrefix: CHANNEL_PREFIX, subscriptionMode: 'dynamic' })
    : createAdapter(pub, sub, { key: CHANNEL_PREFIX });
  // A room's members on other nodes: only the sharded adapter on one Redis subscribes per room
  // (on a cluster the count would have to be summed over the shards; rooms count as shared there).
  const countable = sharded && !config.redisClusterNodes;
  peers.countWith(countable ? (rooms) => countSubscribers(pub as Redis, rooms) : null);
  let ownUid: Buffer | null = null;
  if (countable) {
    sub.on('smessageBuffer', (channel: Buffer, message: Buffer) => {
      if (ownUid && !message.includes(ownUid)) peers.heardFromPeer(roomOfChannel(channel.toString()));
    });
  }
  return {
    adapter: adapter as AdapterFactory,
    attach: (nsp) => {
      ownUid = Buffer.from(nsp.uid);
      nsp.on('delete-room', (room) => peers.forget(room));
    },
    // QUIT after what is queued, not a disconnect that rejects it: closing the server makes the
    // adapter send commands whose promises it never handles (a room's SUNSUBSCRIBE as its last socket
    // leaves, its ADAPTER_CLOSE message), and rejected they were unhandled rejections. A Redis that
    // does not answer the QUIT is dropped after a second.
    close: async () => {
      await Promise.all([pub, sub].map((client) => endWithin(client, QUIT_WAIT_MS)));
    },
  };
}
