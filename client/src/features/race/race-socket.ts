import { io, type Socket } from 'socket.io-client';
import { MATCH_TICKET_ERRORS, SOCKET_PATH, isSuccess, type ClientConfig } from '@learnstar/shared';
import { api } from '../../api/client';
import { forgetMatchTicket, matchTicket } from './match-ticket';

let config: Promise<string> | undefined;

/** The match server's address comes from the API (same origin by default). */
function gameServerUrl(): Promise<string> {
  config ??= api<ClientConfig>('GET', '/config').then((r) => (isSuccess(r) && r.data?.gameServerUrl) || window.location.origin);
  return config;
}

const ticketRefusals: readonly string[] = MATCH_TICKET_ERRORS;

/**
 * A socket that shows the match server a match ticket on every (re)connect; the server checks it
 * without calling the API. A refused ticket is dropped and the socket tries once more with a new one.
 */
export async function connectRaceSocket(): Promise<Socket> {
  const url = await gameServerUrl();
  const socket = io(url, {
    path: SOCKET_PATH,
    auth: (send) => void matchTicket().then((ticket) => send(ticket ? { ticket } : {})),
    transports: ['websocket'],
  });
  watchTicketRefusals(socket);
  return socket;
}

/**
 * On a refused ticket: once, a new ticket and another try (a refusal by the server's middleware is
 * final for Socket.IO, reconnecting is ours to start); refused again, `onFinal` gets the message key.
 * Call again after removing a socket's listeners.
 */
export function watchTicketRefusals(socket: Socket, onFinal: (msg: string) => void = () => undefined): void {
  let retried = false;
  socket.on('connect', () => (retried = false));
  socket.on('connect_error', (error: Error) => {
    if (!ticketRefusals.includes(error.message)) return;
    if (retried) return onFinal(error.message);
    retried = true;
    forgetMatchTicket();
    socket.connect();
  });
}
