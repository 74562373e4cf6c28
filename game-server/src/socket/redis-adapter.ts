import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import { Cluster, Redis } from 'ioredis';
import type { GameConfig } from '../config/game-config.js';
import type { AdapterTraffic } from './adapter-traffic.js';

type AdapterFactory = ReturnType<typeof createShardedAdapter>;

export interface RedisAdapterLink {
  adapter: AdapterFactory;
  close(): void;
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
export function createRedisAdapter(config: GameConfig, traffic: AdapterTraffic): RedisAdapterLink {
  const connect = () => (config.redisClusterNodes ? new Cluster(config.redisClusterNodes, { shardedSubscribers: true }) : new Redis(config.redisUrl!));
  const pub = connect();
  const sub = connect();
  const count = () => traffic.received++;
  for (const event of ['smessageBuffer', 'messageBuffer', 'pmessageBuffer']) sub.on(event, count);
  const adapter =
    config.socketAdapter === 'classic'
      ? createAdapter(pub, sub, { key: 'ls-socket.io' })
      : createShardedAdapter(pub, sub, { channelPrefix: 'ls-socket.io', subscriptionMode: 'dynamic' });
  return {
    adapter: adapter as AdapterFactory,
    close: () => {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
