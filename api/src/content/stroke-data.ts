import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CharacterStrokes } from '@learnstar/shared';

/** Stroke data ships in the hanzi-writer-data package; served from our own origin, never a CDN. */
export const strokeDataDir = dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'));

const cache = new Map<string, CharacterStrokes | null>();

/** A character's stroke data (outlines and medians), or null when the package has none. Read once a process. */
export function characterStrokes(character: string): CharacterStrokes | null {
  if (!cache.has(character)) {
    const file = join(strokeDataDir, `${character}.json`);
    const data = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CharacterStrokes) : null;
    cache.set(character, data && { strokes: data.strokes, medians: data.medians });
  }
  return cache.get(character) ?? null;
}
