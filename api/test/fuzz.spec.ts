import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '@learnstar/db';
import { buildOpenApiDocument } from '../src/docs/openapi.js';
import { startApi, type RunningApi } from './harness.js';
import { fuzzCases, type JsonSchema, type Operation } from './fuzz-requests.js';

/**
 * Every operation of the OpenAPI document, fed malformed requests as a visitor, a pupil and an
 * operator: each answer is a 4xx envelope with a message key, and the data does not change.
 * Seeded and bounded (RUNS cases per operation and role), so a failure replays exactly.
 */
const RUNS = 10;
const SEED = 20_240_918;
/** Counting attempts is what a limiter does with a refused request; sessions record their last use. */
const BOOKKEEPING = new Set(['RateLimitEvent', '_prisma_migrations']);

function operations(): Operation[] {
  const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, any>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).map((p: any) => ({ name: p.name, required: p.required, schema: p.schema as JsonSchema })),
      body: op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined,
    })),
  );
}

/** One text per table: its rows in a stable order, hashed. */
async function fingerprint(api: RunningApi): Promise<Record<string, string>> {
  const tables = await api.db.prisma.$queryRawUnsafe<{ name: string }[]>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`);
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const [row] = await api.db.prisma.$queryRawUnsafe<{ digest: string | null; n: bigint }[]>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*) AS n FROM "${name}" t`,
    );
    result[name] = `${row.n}:${row.digest}`;
  }
  return result;
}

describe('malformed requests to every operation', () => {
  let api: RunningApi;
  const roles: Record<string, Record<string, string>> = { visitor: {} };

  beforeAll(async () => {
    api = await startApi({ orderExpirySweepMs: 0 });
    for (const [role, account] of [['pupil', 'pupil1'], ['operator', 'operator1']]) {
      const { body } = await api.post(`/api/user/login?username=${account}&password=${DEMO_PASSWORD}`);
      roles[role] = { authorization: `Bearer ${body.token}` };
    }
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('no 5xx, a 4xx envelope with a message, and no data changed', { timeout: 240_000 }, async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThanOrEqual(64);
    const failures: string[] = [];
    let sent = 0;
    const before = await fingerprint(api);
    for (const op of ops) {
      for (const [role, headers] of Object.entries(roles)) {
        const cases = fc.sample(fuzzCases(op), { seed: SEED + sent, numRuns: RUNS });
        for (const fuzz of cases) {
          sent++;
          const response = await fetch(api.baseUrl + fuzz.url, {
            method: op.method,
            headers: { ...headers, ...(fuzz.body !== undefined && op.method !== 'GET' ? { 'content-type': 'application/json' } : {}) },
            body: op.method === 'GET' ? undefined : fuzz.body,
          });
          const text = await response.text();
          let envelope: { code?: number; msg?: unknown } = {};
          try {
            envelope = JSON.parse(text);
          } catch {
            /* checked below */
          }
          const clear = response.status >= 400 && response.status < 500 && envelope.code === response.status && typeof envelope.msg === 'string';
          if (!clear) failures.push(`${role} ${op.method} ${op.operationId} [${fuzz.kind}] ${JSON.stringify(fuzz.url).slice(0, 120)} → ${response.status} ${text.slice(0, 120)}`);
        }
      }
    }
    const after = await fingerprint(api);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    console.log(`fuzz: ${sent} requests over ${ops.length} operations, ${failures.length} unclear answers, tables changed: ${changed.join(', ') || 'none'}`);
    expect(failures.slice(0, 30)).toEqual([]);
    expect(changed).toEqual([]);
  });
});
