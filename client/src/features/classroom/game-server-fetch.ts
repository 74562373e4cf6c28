import { isSuccess, type ClientConfig } from '@learnstar/shared';
import { api } from '../../api/client';

/** The match server's HTTP side (CSV, roster), with the teacher's bearer token. */
export async function gameServerFetch(path: string, token: string | null): Promise<Response> {
  const config = await api<ClientConfig>('GET', '/config');
  const base = (isSuccess(config) && config.data?.gameServerUrl) || window.location.origin;
  return fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
}
