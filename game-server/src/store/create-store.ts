import type { MatchStore } from './match-store.js';
import { MemoryMatchStore } from './memory-match-store.js';
import { RedisMatchStore } from './redis-match-store.js';

export function createMatchStore(redisUrl?: string, prefix?: string): MatchStore {
  return redisUrl ? new RedisMatchStore(redisUrl, prefix) : new MemoryMatchStore();
}

export const MATCH_STORE = Symbol('MATCH_STORE');
