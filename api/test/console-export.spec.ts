import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type RunningApi } from './harness.js';
import { consoleRoles } from './console-support.js';
import { CSV_BATCH } from '../src/console/csv-stream.js';

/** Warranty, free-trial and newsletter lists and CSV exports: UTF-8 with BOM, Chinese intact, streamed across batches. */
describe('console exports', () => {
  let api: RunningApi;
  let roles: Awaited<ReturnType<typeof consoleRoles>>;
  const ROWS = CSV_BATCH * 2 + 7;

  beforeAll(async () => {
    api = await startApi({ orderExpirySweepMs: 0 });
    roles = await consoleRoles(api);
    await api.db.prisma.warranty.createMany({
      data: Array.from({ length: ROWS }, (_, i) => ({
        name: i === 0 ? '陈小明, "Ming"' : `家长 ${i}`,
        email: `w${i}@example.sg`,
        purchaseDate: new Date('2026-01-02T00:00:00Z'),
        product: 'LS-A01',
        purchasePlace: i % 2 ? '狮城书店' : '=HYPERLINK("x")',
        serialCode: `SN${String(i).padStart(6, '0')}`,
      })),
    });
    await api.db.prisma.freeTrialRequest.createMany({ data: [{ parentName: '林太太', email: 'lin@example.sg', phone: '91234567', gradeCode: 3, address: '新加坡 123' }, { parentName: 'Mr Lee', email: 'lee@example.sg', phone: '98765432', gradeCode: 2, address: 'Blk 1' }] });
    await api.db.prisma.newsletterSubscription.createMany({ data: [{ email: 'news@example.sg', locale: 'zh' }] });
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function csv(path: string) {
    const response = await fetch(api.baseUrl + path, roles.operator);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  test('warranty registrations: every row across batches, BOM first, Chinese and quotes intact, formulas defused', async () => {
    const { bytes, text } = await csv('/api/console/warranties.csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('id,name,email,phone,purchaseDate,product,purchasePlace,serialCode,createdAt');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toContain(`"陈小明, ""Ming""",w0@example.sg,,2026-01-02,LS-A01,"'=HYPERLINK(""x"")",SN000000`);
    expect(lines[2]).toContain('家长 1,w1@example.sg,,2026-01-02,LS-A01,狮城书店,SN000001');
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(ROWS);
  });

  test('a search narrows the export and the paged list alike', async () => {
    const { text } = await csv('/api/console/warranties.csv?q=sn00001');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + 10);
    const page = (await api.get('/api/console/warranties?q=sn00001&pageSize=4&page=3', roles.operator)).body.data;
    expect(page.total).toBe(10);
    expect(page.rows.map((w: any) => w.serialCode)).toEqual(['SN000011', 'SN000010']);
  });

  test('free-trial requests and newsletter subscribers', async () => {
    expect((await api.get('/api/console/free-trials?q=林', roles.operator)).body.data).toMatchObject({ total: 1, rows: [{ parentName: '林太太', gradeCode: 3 }] });
    expect((await csv('/api/console/free-trials.csv')).text).toContain('林太太,lin@example.sg,91234567,3,,新加坡 123');
    const news = (await csv('/api/console/newsletter.csv')).text;
    expect(news.startsWith('\uFEFFemail,locale,subscribedAt\r\nnews@example.sg,zh,')).toBe(true);
  });
});
