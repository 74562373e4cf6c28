import { MATCH_TICKET_RENEW_BEFORE_MS, isSuccess, type MatchTicket } from '@learnstar/shared';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';

let held: (MatchTicket & { token: string }) | null = null;

/**
 * The signed-in pupil's match ticket for the socket handshake, fetched from the API once and
 * reused for reconnects until it nears its end (the match server checks it without the API).
 * Null when signed out, or when the API could not give one (the socket then opens anonymous
 * and race events answer notLoggedIn, as before).
 */
export async function matchTicket(): Promise<string | null> {
  const { token } = useSession.getState();
  if (!token) return null;
  if (held && held.token === token && held.expiresAt - Date.now() > MATCH_TICKET_RENEW_BEFORE_MS) return held.ticket;
  const reply = await api<MatchTicket>('GET', '/user/match-ticket');
  held = isSuccess(reply) && reply.data ? { ...reply.data, token } : null;
  return held?.ticket ?? null;
}

/** The match server refused the ticket (expired on a skewed clock, or the key changed): the next handshake fetches a new one. */
export function forgetMatchTicket(): void {
  held = null;
}
