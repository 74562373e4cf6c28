import { z } from 'zod';
import type { MessageKey } from './messages.js';

/** A code of `length` characters of `alphabet` from a source of random bytes (crypto on the server). */
export function makeCode(randomBytes: (n: number) => Uint8Array, length: number, alphabet: string): string {
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

/** A code a child types from a board or a screen: spaces and lower case are forgiven. `length` may allow several. */
export function typedCodeSchema(length: number | readonly number[], alphabet: string, invalid: MessageKey) {
  const lengths: readonly number[] = typeof length === 'number' ? [length] : length;
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidValue') })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, { error: 'required' }).refine((v) => lengths.includes(v.length) && [...v].every((c) => alphabet.includes(c)), { error: invalid }));
}
