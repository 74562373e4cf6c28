import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { redactUrl } from './logger.js';

/** One line per request; URLs pass through redactUrl so credentials in queries never appear. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/assets/') },
    serializers: {
      req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
