import type { MatchStore } from './match-store.js';
import { MemoryMatchStore } from './memory-match-store.js';
import { RedisMatchStore, type ClusterSeeds } from './redis-match-store.js';

/** A Redis Cluster when its seeds are given, else one Redis, else the embedded in-memory store. */
export function createMatchStore(redisUrl?: string, prefix?: string, clusterSeeds?: ClusterSeeds): MatchStore {
  if (clusterSeeds?.length) return new RedisMatchStore(clusterSeeds, prefix);
  return redisUrl ? new RedisMatchStore(redisUrl, prefix) : new MemoryMatchStore();
}

export const MATCH_STORE = Symbol('MATCH_STORE');
