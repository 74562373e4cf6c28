import { z } from 'zod';
import { internalSessionSchema, type InternalSession } from '../contracts/accounts.js';
import type { MatchTicketError } from './match-ticket-rules.js';

/**
 * The match ticket: who a pupil is, signed by the API, checked by the match server on the socket
 * handshake without asking the API (a national match's join burst opens thousands of sockets in
 * seconds; one API call each was what failed, BENCHMARKS.md "The join burst").
 *
 * `<claims, base64url JSON>.<HMAC-SHA256 of the claims part, base64url>` with MATCH_TICKET_SECRET,
 * which only the API and the match servers hold. Lifetime and refusals: match-ticket-rules.ts.
 */

const claimsSchema = internalSessionSchema.extend({ expiresAt: z.number().int() });

/** `GET /api/user/match-ticket`'s answer. */
export const matchTicketSchema = z.object({ ticket: z.string(), expiresAt: z.number().int() });
export type MatchTicket = z.infer<typeof matchTicketSchema>;

export type TicketCheck = { ok: true; session: InternalSession } | { ok: false; error: MatchTicketError };

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** The HMAC key of a secret, imported once (Web Crypto: the same code in the API and the match server). */
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])));
  return key;
}

export async function signMatchTicket(session: InternalSession, expiresAt: number, secret: string): Promise<string> {
  const claims = Buffer.from(JSON.stringify({ ...internalSessionSchema.parse(session), expiresAt })).toString('base64url');
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(claims));
  return `${claims}.${Buffer.from(signature).toString('base64url')}`;
}

/** The ticket's session if its signature is this secret's and it has not expired at `now`. */
export async function checkMatchTicket(ticket: string, secret: string, now = Date.now()): Promise<TicketCheck> {
  const [claims, signature, extra] = ticket.split('.');
  if (!claims || !signature || extra !== undefined) return { ok: false, error: 'ticketInvalid' };
  // crypto.subtle.verify compares in constant time: a forger learns nothing from how long a refusal took.
  const signed = await crypto.subtle.verify('HMAC', await hmacKey(secret), Buffer.from(signature, 'base64url'), encoder.encode(claims));
  if (!signed) return { ok: false, error: 'ticketInvalid' };
  const parsed = claimsSchema.safeParse(parseJson(Buffer.from(claims, 'base64url').toString('utf8')));
  if (!parsed.success) return { ok: false, error: 'ticketInvalid' };
  if (parsed.data.expiresAt <= now) return { ok: false, error: 'ticketExpired' };
  const { expiresAt: _expiresAt, ...session } = parsed.data;
  return { ok: true, session };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
