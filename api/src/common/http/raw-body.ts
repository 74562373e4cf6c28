import type { Request } from 'express';

/** A request whose exact body bytes were kept (signed webhooks verify those, not re-serialised JSON). */
export interface RawBodyRequest extends Request {
  rawBody?: Buffer;
}

export function keepRawBodyForSignatures(req: RawBodyRequest, body: Buffer): void {
  if (req.url?.includes('/payment/callback')) req.rawBody = body;
}
