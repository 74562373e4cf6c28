import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DICT_TYPE_DEVICE } from '@learnstar/shared';
import { startApi, type RunningApi } from './harness.js';

describe('API foundation over real HTTP', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api?.stop();
  });

  test('health reports the database it uses', async () => {
    const { status, body } = await api.get('/api/health');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.service).toBe('api');
    expect(body.data.database).toEqual({ kind: process.env.DATABASE_URL ? 'postgresql' : 'pglite', ok: true });
  });

  test('getDictData returns the seeded product options in order', async () => {
    const { status, body } = await api.get(`/api/user/getDictData?dictType=${DICT_TYPE_DEVICE}`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data[0]).toEqual({ dictLabel: 'LearnStar Typing Pad T100', dictLabelZh: '学习星打字板 T100', dictValue: 'LS-T100' });
  });

  test('getDictData refuses an unknown dictType with a field error', async () => {
    const { status, body } = await api.get('/api/user/getDictData?dictType=sys_user');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: 'validationFailed', errors: [{ field: 'dictType', msg: 'unknownDictType' }] });
  });

  test('an unknown API route answers 404 in the envelope', async () => {
    const { status, body } = await api.get('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'notFound' });
  });

  test('the match server URL is given to the page', async () => {
    const { body } = await api.get('/api/config');
    expect(body.code).toBe(200);
    expect(body.data.gameServerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test('OpenAPI document lists every route of the shared table', async () => {
    const { status, body } = await api.get('/api/docs/openapi.json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/user/getDictData', '/api/user/addNewsEmail', '/api/health']));
    // A stream is documented as what it sends, not as an envelope.
    expect(body.paths['/api/classes/invites/stream'].get.responses[200].content).toEqual({ 'text/event-stream': { schema: { type: 'string' } } });
    for (const file of ['/api/classes/{id}/roster.csv', '/api/console/warranties.csv', '/api/console/free-trials.csv', '/api/console/newsletter.csv']) {
      expect(body.paths[file].get.responses[200].content, file).toEqual({ 'text/csv': { schema: { type: 'string' } } });
    }
    const page = await fetch(api.baseUrl + '/api/docs');
    expect(await page.text()).toContain('swagger-ui-bundle.js');
    const asset = await fetch(api.baseUrl + '/api/docs/assets/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
  });

  test('security headers are set', async () => {
    const response = await fetch(api.baseUrl + '/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
