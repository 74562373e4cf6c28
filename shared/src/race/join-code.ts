import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from './constants.js';

/** A classroom join code from a source of random bytes (crypto on the server). */
export function makeJoinCode(randomBytes: (n: number) => Uint8Array): string {
  const bytes = randomBytes(JOIN_CODE_LENGTH);
  return Array.from(bytes, (b) => JOIN_CODE_ALPHABET[b % JOIN_CODE_ALPHABET.length]).join('');
}

export function isJoinCode(value: string): boolean {
  return value.length === JOIN_CODE_LENGTH && [...value].every((c) => JOIN_CODE_ALPHABET.includes(c));
}
