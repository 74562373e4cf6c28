/**
 * The match ticket's lifetime and refusals (the codec is match-ticket.ts). Apart from it so that
 * the message keys reach the page's first load without the codec's zod schemas.
 *
 * Short-lived: signing out or a password change revokes the session at once, and its tickets open
 * no new socket after at most this long (sockets already open stay, as they always did).
 */
export const MATCH_TICKET_LIFETIME_MS = 5 * 60_000;
/** The client fetches a new ticket when its own has less than this left (clock differences, a slow connect). */
export const MATCH_TICKET_RENEW_BEFORE_MS = 60_000;

/** Why the match server refused a handshake's ticket: the `connect_error` message, translated by the client. */
export const MATCH_TICKET_ERRORS = ['ticketExpired', 'ticketInvalid'] as const;
export type MatchTicketError = (typeof MATCH_TICKET_ERRORS)[number];
