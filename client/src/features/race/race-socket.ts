import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, isSuccess, type ClientConfig } from '@learnstar/shared';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';

let config: Promise<string> | undefined;

/** The match server's address comes from the API (same origin by default). */
function gameServerUrl(): Promise<string> {
  config ??= api<ClientConfig>('GET', '/config').then((r) => (isSuccess(r) && r.data?.gameServerUrl) || window.location.origin);
  return config;
}

/** A socket authenticated with the API token; the server verifies it on the handshake. */
export async function connectRaceSocket(): Promise<Socket> {
  const url = await gameServerUrl();
  return io(url, { path: SOCKET_PATH, auth: { token: useSession.getState().token ?? undefined }, transports: ['websocket'] });
}
