import argon2 from 'argon2';
import { HASH_COST_DIVISOR_VARIABLE } from '@learnstar/shared';

/**
 * argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1): strong enough for
 * children's accounts and quick enough that a 2-core server can take a classroom logging in at once.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** argon2's floor here: 1 MiB still exercises every step of the hash. */
const LEAST_MEMORY_KIB = 1_024;

/**
 * The profile for this process. The test suites hash about 1,500 passwords a run (40 ms of a core
 * each), so they divide the memory cost with LEARNSTAR_HASH_COST_DIVISOR; a production start of
 * the API refuses the variable. Read per call: a test runner sets it after this module loads.
 */
function hashOptions() {
  const divisor = Math.max(1, Number(process.env[HASH_COST_DIVISOR_VARIABLE]) || 1);
  return { ...OPTIONS, memoryCost: Math.max(LEAST_MEMORY_KIB, Math.round(OPTIONS.memoryCost / divisor)) };
}

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, hashOptions());
}

/** The hash names its own profile, so a hash made under either profile verifies under both. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
