import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/helper.ts';

// Every staff route declares its answer in packages/contract: the console
// takes its types from there, and in production the serializer writes only
// the fields the contract names. A route that answers something else than
// the JSON envelope says so here, with the reason.

const NOT_JSON: Record<string, string> = {
  'GET /admin-api/credentials/:id/file': 'the credential picture or PDF itself',
  'GET /admin-api/goods/export': 'a spreadsheet download',
  'GET /admin-api/reports/sales/export': 'a spreadsheet download',
  'GET /admin-api/invoices/:id/pdf': 'the invoice PDF',
  'GET /admin-api/chat/ws': 'a WebSocket upgrade',
};

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 0 });
});
afterAll(() => t?.close());

const named = () => t.app.staffRoutes.map((r) => ({ ...r, key: `${r.method} ${r.url}` }));

describe('the staff routes’ answers', () => {
  it('are each declared by a response schema, but for the listed downloads', () => {
    expect(named().length).toBeGreaterThan(100);
    const undeclared = named().filter((r) => !r.response && !(r.key in NOT_JSON));
    expect(undeclared.map((r) => r.key)).toEqual([]);
  });

  it('lists only downloads that exist and declare no JSON answer', () => {
    const byKey = new Map(named().map((r) => [r.key, r]));
    const stale = Object.keys(NOT_JSON).filter((k) => byKey.get(k)?.response !== false);
    expect(stale).toEqual([]);
  });
});
