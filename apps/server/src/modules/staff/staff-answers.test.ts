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
  'GET /admin-api/lots/template': 'the lot import template (xlsx)',
  'GET /admin-api/lots/:id/report': 'the lot’s 药检报告, a PDF or picture',
  'GET /admin-api/lots/:id/recall/export': 'the recall report (xlsx)',
  'GET /admin-api/credit/receivables.xlsx': 'the 应收账龄 spreadsheet',
  'GET /admin-api/transfers/:id/receipts/:receipt/file': 'a bank receipt, picture or PDF',
  'GET /admin-api/transfers/daily/export': 'the 到账日报 spreadsheet',
  'GET /admin-api/chat/ws': 'a WebSocket upgrade',
  'GET /admin-api/qualification/seal': 'the 出库专用章 picture',
  'GET /admin-api/qualification/licences/:id/file': "the shop's licence file",
  'GET /admin-api/goods/:id/documents/:doc/file': "a goods' approval document file",
  'GET /admin-api/orders/:id/shipments/:sid/outbound-bill': 'a shipment’s 出库单 (CSV)',
  'GET /admin-api/orders/:id/shipments/:sid/delivery-note': 'the parcel’s 随货同行单 PDF',
  'GET /admin-api/reports/sales-record': 'the 销售记录 spreadsheet (streamed)',
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
