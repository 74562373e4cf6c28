import argon2 from 'argon2';

/**
 * argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1): strong enough for
 * children's accounts and quick enough that a 2-core server can take a classroom logging in at once.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
