import { createTestDatabase, type TestDatabase } from '@learnstar/db/testing';
import { createApiApp, type ApiApp } from '../src/bootstrap.js';
import { loadApiConfig, type ApiConfig } from '../src/config/api-config.js';
import type { Clock } from '../src/common/clock/clock.js';

/**
 * A running API on a random port over a fresh, migrated database: real PostgreSQL when
 * DATABASE_URL is set (CI), the embedded PGlite otherwise. Requests go over real HTTP.
 */
export interface RunningApi {
  baseUrl: string;
  api: ApiApp;
  db: TestDatabase;
  get(path: string, init?: RequestInit): Promise<{ status: number; body: any }>;
  post(path: string, body?: unknown, init?: RequestInit): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

/** `shared`: run on another API's database (a second process over the same data); it is not dropped on stop. */
export async function startApi(overrides: Partial<ApiConfig> = {}, clock?: Clock, shared?: TestDatabase): Promise<RunningApi> {
  const db = shared ?? (await createTestDatabase());
  const config = { ...loadApiConfig({ ...process.env, DATABASE_URL: db.url ?? '' }), port: 0, host: '127.0.0.1', ...overrides };
  const api = await createApiApp({ config, database: db, clock });
  await api.app.listen(0, '127.0.0.1');
  const address = api.app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(baseUrl + path, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: body as any };
  };
  return {
    baseUrl,
    api,
    db,
    get: (path, init) => call(path, init),
    post: (path, body, init = {}) =>
      call(path, {
        method: 'POST',
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    stop: async () => {
      await api.close();
      if (!shared) await db.drop();
    },
  };
}
