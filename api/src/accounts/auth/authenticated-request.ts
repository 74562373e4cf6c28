import type { Request } from 'express';
import type { User } from '@learnstar/db';

/** A request that passed the AuthGuard: the user row and the bearer token it carried. */
export interface AuthenticatedRequest extends Request {
  user: User;
  token: string;
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}
