import type { NextFunction, Request, Response } from 'express';
import { ERROR_CODES, type Envelope } from '@learnstar/shared';

/**
 * C0 control characters other than tab and line breaks, and DEL. PostgreSQL refuses a NUL in
 * text outright (that was a 500), and no field of this site has a use for any of them, so a
 * request carrying one is refused at the door instead of in each service.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A URL has no use even for tab and line breaks. */
// eslint-disable-next-line no-control-regex -- as above
const URL_CONTROL = /[\u0000-\u001F\u007F]/;

function refuse(res: Response, field: string): void {
  const body: Envelope = { code: ERROR_CODES.badRequest, msg: 'validationFailed', errors: [{ field, msg: 'invalidValue' }] };
  res.status(body.code).json(body);
}

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Before routing: the path and the query string, decoded as the router and the query parser will. */
export function refuseControlCharactersInUrl(req: Request, res: Response, next: NextFunction): void {
  const [path, query = ''] = req.originalUrl.split('?', 2);
  const text = decoded(path);
  if (text === undefined || URL_CONTROL.test(text)) return refuse(res, 'path');
  const bad = query.split('&').find((pair) => {
    const value = decoded(pair);
    return value === undefined || URL_CONTROL.test(value);
  });
  if (bad !== undefined) return refuse(res, `query.${bad.split('=')[0].slice(0, 40)}`);
  next();
}

/** After the body parsers: every key and string value of the body, at any depth. */
export function refuseControlCharactersInBody(req: Request, res: Response, next: NextFunction): void {
  const field = findControl(req.body, 'body');
  if (field) return refuse(res, field);
  next();
}

function findControl(value: unknown, at: string): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? at : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const field = CONTROL.test(key) ? at : findControl(inner, `${at}.${key.slice(0, 40)}`);
    if (field) return field;
  }
  return undefined;
}
