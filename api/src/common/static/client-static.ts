import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { isSiteRoute } from '@learnstar/shared';
import { precompressedFiles, pickEncoding } from './precompressed.js';

/** Vite names every file under /assets by its content's hash: a changed file is a new name. */
const HASHED = /^\/assets\//;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client from the API's origin, so the site and /api share one origin.
 * Any GET outside /api that is not a file gets index.html (history-mode routing): with 200 for
 * the site's pages and 404 for any other path, where the app shows its not-found page.
 * Hashed assets are cached for a year; index.html and the unhashed files are revalidated on
 * every use (no-cache), so a new release is seen at once. Text files go out as the brotli or
 * gzip copy the build wrote beside them when the browser accepts it (client precompress plugin).
 * Returns false when the client has not been built.
 */
export function serveClient(app: Express, clientDist: string): boolean {
  const index = join(clientDist, 'index.html');
  if (!existsSync(index)) return false;
  const compressed = precompressedFiles(clientDist);
  const headers = (res: Response, path: string) => res.setHeader('cache-control', HASHED.test(path) ? IMMUTABLE : 'no-cache');

  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    const variants = compressed.get(req.path);
    if (!variants) return next();
    res.vary('Accept-Encoding');
    const encoding = pickEncoding(req, variants);
    if (!encoding) return next();
    // express.static sends the compressed file; the type stays the original's (send keeps a set Content-Type).
    res.type(extname(req.path));
    res.setHeader('content-encoding', encoding.name);
    headers(res, req.path);
    req.url = req.url.replace(req.path, req.path + encoding.suffix);
    next();
  });
  app.use(express.static(clientDist, { index: false, cacheControl: false, setHeaders: (res, path) => res.getHeader('cache-control') || headers(res, `/${path.slice(clientDist.length + 1)}`) }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    res.setHeader('cache-control', 'no-cache');
    res.vary('Accept-Encoding');
    const encoding = pickEncoding(req, compressed.get('/index.html'));
    if (encoding) {
      res.type('html');
      res.setHeader('content-encoding', encoding.name);
    }
    res.status(isSiteRoute(req.path) ? 200 : 404).sendFile(index + (encoding?.suffix ?? ''));
  });
  return true;
}
