import { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH } from './constants.js';

/** An order code from a source of random bytes (crypto on the server). */
export function makeOrderCode(randomBytes: (n: number) => Uint8Array): string {
  return Array.from(randomBytes(ORDER_CODE_LENGTH), (b) => ORDER_CODE_ALPHABET[b % ORDER_CODE_ALPHABET.length]).join('');
}

export function isOrderCode(value: string): boolean {
  return value.length === ORDER_CODE_LENGTH && [...value].every((c) => ORDER_CODE_ALPHABET.includes(c));
}
