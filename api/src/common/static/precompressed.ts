import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'express';

export interface Encoding {
  /** The Content-Encoding token. */
  name: 'br' | 'gzip';
  /** The suffix of the file the build wrote. */
  suffix: '.br' | '.gz';
}

/** Brotli first: it is the smaller of the two for the same text. */
const ENCODINGS: readonly Encoding[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/**
 * The URL path of every built file that has compressed copies beside it, with those copies'
 * encodings. Read once at start: the build does not change under a running server.
 */
export function precompressedFiles(root: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>();
  const visit = (dir: string, urlPath: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path, `${urlPath}${name}/`);
      for (const encoding of ENCODINGS) {
        if (!name.endsWith(encoding.suffix)) continue;
        const original = `${urlPath}${name.slice(0, -encoding.suffix.length)}`;
        found.set(original, [...(found.get(original) ?? []), encoding].sort((a, b) => ENCODINGS.indexOf(a) - ENCODINGS.indexOf(b)));
      }
    }
  };
  visit(root, '/');
  return found;
}

/**
 * The best encoding the request accepts among those available: brotli, then gzip, skipping any
 * the Accept-Encoding header refuses with q=0 (or leaves out without a `*`).
 */
export function pickEncoding(req: Request, available: Encoding[] | undefined): Encoding | undefined {
  const header = req.headers['accept-encoding'];
  if (!available || typeof header !== 'string') return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (token) weights.set(token, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return available.find((encoding) => accepts(encoding.name));
}
