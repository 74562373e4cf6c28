import { parseWordBank } from './schema.js';
import type { WordBank } from './types.js';

const BANK_FILE = 'data/wordbank.json';

/**
 * Where the committed bank sits: shared/data/wordbank.json. This module runs from shared/src/content
 * (tests) and from shared/dist/content (built), so walk up to the folder that holds data/.
 * Node only: the client fetches what a game needs from the API and never loads the whole bank.
 */
export async function wordBankPath(): Promise<string> {
  const { existsSync } = await import('node:fs');
  const { fileURLToPath } = await import('node:url');
  const { dirname, join } = await import('node:path');
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    const candidate = join(dir, BANK_FILE);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`${BANK_FILE} not found above ${fileURLToPath(import.meta.url)}`);
}

let cached: Promise<WordBank> | undefined;

/** Reads and validates the bank once per process. */
export function loadWordBank(): Promise<WordBank> {
  cached ??= (async () => {
    const { readFile } = await import('node:fs/promises');
    return parseWordBank(JSON.parse(await readFile(await wordBankPath(), 'utf8')));
  })();
  return cached;
}
