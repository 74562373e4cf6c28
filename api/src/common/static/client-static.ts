import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { isSiteRoute } from '@learnstar/shared';

/**
 * Serves the built client from the API's origin, so the site and /api share one origin.
 * Any GET outside /api that is not a file gets index.html (history-mode routing): with 200 for
 * the site's pages and 404 for any other path, where the app shows its not-found page.
 * Returns false when the client has not been built.
 */
export function serveClient(app: Express, clientDist: string): boolean {
  const index = join(clientDist, 'index.html');
  if (!existsSync(index)) return false;
  app.use(express.static(clientDist, { index: false, maxAge: '1h', immutable: false }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    res.setHeader('cache-control', 'no-cache');
    res.status(isSiteRoute(req.path) ? 200 : 404).sendFile(index);
  });
  return true;
}
