import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSOLE_ROUTES } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';
import { consoleRoles } from './console-support.js';

/**
 * Every console endpoint as operator, teacher, pupil, parent and visitor. A route added to
 * CONSOLE_ROUTES is walked without a new row; only the routes teachers may use are named.
 */
const TEACHER_ROUTES = new Set<string>(['consoleRaces']);

describe('console role matrix', () => {
  let api: RunningApi;
  let roles: Awaited<ReturnType<typeof consoleRoles>>;

  beforeAll(async () => {
    api = await startApi({ orderExpirySweepMs: 0 });
    roles = await consoleRoles(api);
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('operators reach every endpoint; teachers only their races; pupils and parents 403; visitors 401', async () => {
    const seen: string[] = [];
    for (const [name, route] of Object.entries(CONSOLE_ROUTES)) {
      // A code no order has and an id no row has: operators get past the guard to a 404 or 400.
      const path = '/api' + route.path.replace('{code}', 'ZZZZZZZZ').replace('{id}', '999999');
      const withBody = route.method === 'post' || route.method === 'put';
      for (const [role, init] of Object.entries(roles)) {
        const response = await fetch(api.baseUrl + path, {
          method: route.method.toUpperCase(),
          headers: { ...(init.headers as Record<string, string>), ...(withBody ? { 'content-type': 'application/json' } : {}) },
          body: withBody ? '{}' : undefined,
        });
        const allowed = role === 'operator' || (role === 'teacher' && TEACHER_ROUTES.has(name));
        const expected = allowed ? 'allowed' : role === 'visitor' ? 401 : 403;
        const got = response.status === 401 || response.status === 403 ? response.status : response.status < 500 ? 'allowed' : response.status;
        seen.push(`${name} ${role} ${got === expected ? 'ok' : `expected ${expected}, got ${response.status}`}`);
        await response.body?.cancel();
      }
    }
    expect(seen.filter((line) => !line.endsWith(' ok'))).toEqual([]);
    expect(seen.length).toBe(Object.keys(CONSOLE_ROUTES).length * 5);
  });
});
