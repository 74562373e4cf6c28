// @ts-expect-error cluster-key-slot ships no types; it is the slot function ioredis' Cluster client routes by.
import calculateSlot from 'cluster-key-slot';
import type { GuardedSetResult, GuardedWrite, HashGuard } from '../src/store/match-store.js';
import { MemoryMatchStore } from '../src/store/memory-match-store.js';

/** The Redis Cluster slot of a key (CRC16 of the key, or of its `{hash tag}` when it has one). */
export const slotOf = (key: string): number => calculateSlot(key);

/**
 * The in-memory store, but refusing what a Redis Cluster refuses: a multi-key call whose keys lie
 * in different slots. Every match-server test that runs on the memory store runs on this, so a
 * race whose scripts would fail on a cluster fails here first.
 */
export class SlotCheckedMemoryStore extends MemoryMatchStore {
  override async hcompareAndSetGuarded(guard: HashGuard, key: string, field: string, expected: string | null, next: string, ttlMs?: number): Promise<GuardedSetResult> {
    assertOneSlot(guard.key, key);
    return super.hcompareAndSetGuarded(guard, key, field, expected, next, ttlMs);
  }

  override async hcompareAndSetGuardedMany(guardKey: string, key: string, writes: readonly GuardedWrite[], ttlMs?: number): Promise<GuardedSetResult[]> {
    assertOneSlot(guardKey, key);
    return super.hcompareAndSetGuardedMany(guardKey, key, writes, ttlMs);
  }

  override async del(...keys: string[]): Promise<void> {
    assertOneSlot(...keys);
    return super.del(...keys);
  }
}

export function assertOneSlot(...keys: string[]): void {
  const slots = new Set(keys.map(slotOf));
  if (slots.size > 1) throw new Error(`CROSSSLOT Keys in request don't hash to the same slot: ${keys.join(', ')}`);
}
