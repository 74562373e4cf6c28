import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, TOKEN_EXPIRY_WINDOW_MS, type Envelope } from '@learnstar/shared';
import i18n, { currentLocale } from '../i18n';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Names one attempt of a purchase: sent again with its retries, the server does the work once. */
  idempotencyKey?: string;
}

/**
 * Every call to the API: relative /api paths, bearer token, the interface language.
 * A 401 opens the login dialog; a POST when the token expires within the hour opens it first;
 * a network error answers code 501 so callers treat it like any failure; an answer whose email
 * waits in the outbox says so in a toast.
 */
export async function api<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<Envelope<T> & Record<string, unknown>> {
  const { token, expireTime } = useSession.getState();
  if (method === 'POST' && token && expireTime && expireTime - Date.now() < TOKEN_EXPIRY_WINDOW_MS) {
    useSession.getState().clear();
    useUi.getState().openLogin('errors.notLoggedIn');
    return { code: ERROR_CODES.unauthorized, msg: 'notLoggedIn' };
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) query.set(key, String(value));
  const url = `/api${path}${query.size ? `?${query}` : ''}`;
  try {
    const response = await fetch(url, {
      method,
      headers: {
        'accept-language': currentLocale(),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const envelope = (await response.json().catch(() => ({ code: response.status }))) as Envelope<T> & Record<string, unknown>;
    // The change is done; only its email waits for the mail server (the outbox sends it later).
    if (envelope.mailMayBeLate) useUi.getState().toast(i18n.t('errors.emailMayBeLate'), 'info');
    if (envelope.code === ERROR_CODES.unauthorized) {
      useSession.getState().clear();
      useUi.getState().openLogin('errors.notLoggedIn');
    }
    return envelope;
  } catch {
    return { code: ERROR_CODES.network, msg: 'dataFetchFailed' };
  }
}
