import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { makeBuyers, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let operator: { cookie: string };
let warehouse: { cookie: string };
let finance: { cookie: string };
let buyer: TestBuyer;
let mainCategory: { id: number; name: string };
let zoneCategory: number;
beforeAll(async () => {
  t = await testApp({ goodsCount: 30 });
  [operator, warehouse, finance] = await Promise.all([
    staffLogin(t, 'operator'),
    staffLogin(t, 'warehouse'),
    staffLogin(t, 'finance'),
  ]);
  [buyer] = (await makeBuyers(t.db, 1, 'goodsnew')) as [TestBuyer];
  const cats = rowsOf<{ id: number; name: string; tree: string }>(
    await t.db.execute(
      sql`SELECT id, name, tree FROM categories WHERE parent_id IS NOT NULL ORDER BY id`,
    ),
  );
  mainCategory = cats.find((c) => c.tree === 'main')!;
  zoneCategory = cats.find((c) => c.tree === 'zs')!.id;
});
afterAll(() => t?.close());

const count = async (query: string) =>
  rowsOf<{ n: number }>(await t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${query}`)))[0]!
    .n;
const auditCount = (action: string, id: number) =>
  count(`audit_log WHERE action = '${action}' AND target_id = '${id}'`);

const full = () => ({
  name: '布洛芬缓释胶囊(测试新品)',
  remarks: '用于缓解轻至中度疼痛',
  sccj: '华北制药股份有限公司',
  ypgg: '0.3g*20粒',
  jx: '胶囊剂',
  bzdw: '盒',
  pzwh: '国药准字H20013062',
  gjbzm: '86900012345678',
  jzl: 400,
  zbz: 10,
  yxq: '2028-06-30',
  is_xq: 1,
  price: '12.50',
  market_price: '19.80',
  ladder_price: [
    { number: 50, price: '12.00' },
    { number: 100, price: '11.50' },
  ],
  xg_number: 200,
  qg_number: 10,
  category_id: mainCategory.id,
  zone_category_id: zoneCategory,
  ck_id: 3,
  type: 0,
  activity_type: 0,
  is_youx: 1,
  is_clinic: 1,
  is_device: 0,
  is_health: 0,
  is_kxpz: 1,
  drug_class: 'otc_a',
  is_special_compound: 1,
  is_cold_chain: 0,
  need_trace_code: 1,
  trace_prefix: '8612345',
  is_hidden: 0,
  is_free_shipping: 1,
  free_shipping_number: 20,
  tags: [{ name: '新品', describe: '本月新上架', is_show: 1, is_jump: 0 }],
});

const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/admin-api/goods',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const detail = async (id: number) =>
  (await t.app.inject({ url: `/api/goods/detail/${id}`, headers: buyer.headers })).json();

describe('creating goods', () => {
  it('stores every field; the buyer sees the goods at once, by pinyin too', async () => {
    // The shop's list is read (and cached) before the goods exists.
    const before = await t.app.inject({
      url: '/api/goods/list?keywords=blfhsjn&page_size=100',
      headers: buyer.headers,
    });
    expect(before.json().data.total).toBe(0);

    // Stock arrives as lots: an opening number is refused, not dropped.
    const opening = await create(operator, { ...full(), number: 500 });
    expect(opening.statusCode).toBe(422);
    expect(opening.json().errors.number[0]).toContain('批次');
    const r = await create(operator, full());
    expect(r.statusCode, r.body).toBe(200);
    const g = r.json().data;
    expect(g).toMatchObject({
      ...full(),
      number: 0,
      on_shelf: 1,
      category_name: mainCategory.name,
    });

    const d = (await detail(g.id)).data;
    expect(d).toMatchObject({
      name: '布洛芬缓释胶囊(测试新品)',
      sccj: '华北制药股份有限公司',
      ypgg: '0.3g*20粒',
      jx: '胶囊剂',
      jzl: 400,
      zbz: 10,
      yxq: '2028-06-30',
      is_xq: 1,
      number: 0,
      price: '12.50',
      market_price: '19.80',
      ori_price: '12.50',
      ladder_price: [
        { number: 50, price: '12.00' },
        { number: 100, price: '11.50' },
      ],
      ladder_price_type: 1,
      ck_id: 3,
      is_jxq: 1,
      is_youx: 1,
      is_kxpz: 1,
      xg_number: 200,
      qg_number: 10,
      is_free_shipping: 1,
      free_shipping_number: 20,
      tags: [{ name: '新品', describe: '本月新上架', is_show: 1, is_jump: 0 }],
      category_id: mainCategory.id,
      logo: `/img/goods/${g.id}/1.svg`,
    });
    for (const q of [
      'keywords=blfhsjn',
      'keywords=布洛芬缓释',
      'zs=2',
      'yx=1',
      'jxq=1',
      'kxpz=1',
    ]) {
      const list = await t.app.inject({
        url: `/api/goods/list?${q}&page_size=100&sort=new`,
        headers: buyer.headers,
      });
      expect(
        list.json().data.data.map((x: { id: number }) => x.id),
        q,
      ).toContain(g.id);
    }
    const suggest = await t.app.inject({ url: '/api/goods/search?keywords=blf' });
    expect(suggest.json().data.join()).toContain('布洛芬缓释胶囊');

    // No stock yet, so nothing in the ledger: the first lot's 入库 starts it.
    const ledger = await t.app.inject({
      url: `/admin-api/goods/${g.id}/stock-ledger`,
      headers: operator,
    });
    expect(ledger.json().data.total).toBe(0);
    expect(await auditCount('goods.create', g.id)).toBe(1);
  });

  it('needs only the essentials; the rest has defaults', async () => {
    const r = await create(operator, {
      name: '维生素C片',
      sccj: '东北制药',
      ypgg: '0.1g*100片',
      bzdw: '瓶',
      yxq: '2027-01-31',
      price: '3.00',
      category_id: mainCategory.id,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      number: 0,
      market_price: '3.00',
      zbz: 1,
      jzl: 1,
      ladder_price: [],
      tags: [],
      ck_id: 1,
      zone_category_id: 0,
      drug_class: 'none',
      is_special_compound: 0,
      is_cold_chain: 0,
      need_trace_code: 0,
    });
    const ledger = await t.app.inject({
      url: `/admin-api/goods/${r.json().data.id}/stock-ledger`,
      headers: operator,
    });
    expect(ledger.json().data.total).toBe(0);
  });

  it('refuses bad input field by field with 422 and writes nothing', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['name', { name: '' }],
      ['trace_prefix', { trace_prefix: '' }],
      ['trace_prefix', { trace_prefix: '861234' }],
      ['trace_prefix', { trace_prefix: '86123456' }],
      ['trace_prefix', { trace_prefix: '861234a' }],
      ['name', { name: 'x'.repeat(101) }],
      ['sccj', { sccj: undefined }],
      ['price', { price: '-1.00' }],
      ['price', { price: '1.234' }],
      ['market_price', { market_price: 'abc' }],
      ['number', { number: -5 }],
      ['number', { number: 1.5 }],
      ['jzl', { jzl: 0 }],
      ['zbz', { zbz: -1 }],
      ['yxq', { yxq: '2027-02-30' }],
      ['yxq', { yxq: '30/06/2028' }],
      ['is_xq', { is_xq: 2 }],
      ['xg_number', { xg_number: -1 }],
      ['qg_number', { qg_number: 300 }],
      ['category_id', { category_id: 999_999 }],
      ['category_id', { category_id: zoneCategory }],
      ['zone_category_id', { zone_category_id: mainCategory.id }],
      ['zone_category_id', { zone_category_id: 999_999 }],
      ['ck_id', { ck_id: 4 }],
      ['type', { type: 5 }],
      ['is_youx', { is_youx: 'yes' }],
      ['free_shipping_number', { free_shipping_number: -1 }],
      ['tags', { tags: [{ name: '' }] }],
      ['tags', { tags: [{ name: 'a', colour: 'red' }] }],
      [
        'ladder_price',
        {
          ladder_price: [
            { number: 100, price: '11.00' },
            { number: 50, price: '10.00' },
          ],
        },
      ],
      [
        'ladder_price',
        {
          ladder_price: [
            { number: 50, price: '11.00' },
            { number: 100, price: '11.50' },
          ],
        },
      ],
      ['ladder_price', { ladder_price: [{ number: 50, price: '13.00' }] }],
      ['ladder_price', { ladder_price: [{ number: 1, price: '10.00' }] }],
      ['ladder_price', { ladder_price: 'cheap' }],
      ['images', { images: ['/uploads/x.jpg'] }],
      ['colour', { colour: 'red' }],
    ];
    const goodsBefore = await count('goods');
    const auditBefore = await count('audit_log');
    for (const [field, patch] of cases) {
      const r = await create(operator, { ...full(), ...patch });
      expect(r.statusCode, `${field} ${JSON.stringify(patch)}`).toBe(422);
      expect(JSON.stringify(r.json()), field).toContain(field);
    }
    expect(await count('goods')).toBe(goodsBefore);
    expect(await count('audit_log')).toBe(auditBefore);
  });

  it('is refused to roles without goods and prices, changing nothing', async () => {
    const goodsBefore = await count('goods');
    for (const who of [warehouse, finance, {} as Record<string, string>]) {
      const r = await create(who, full());
      expect(r.statusCode).toBe(who.cookie ? 403 : 401);
    }
    expect(await count('goods')).toBe(goodsBefore);
  });
});

describe('editing the new fields', () => {
  it('changes tiers, zones, tags and category; buyers see it at once', async () => {
    const id = (await create(operator, full())).json().data.id;
    await detail(id);
    const r = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/goods/${id}`,
      headers: { ...operator, 'content-type': 'application/json' },
      payload: JSON.stringify({
        ladder_price: [{ number: 20, price: '12.40' }],
        tags: [],
        is_youx: 0,
        ck_id: 1,
        zone_category_id: 0,
        // The form sends the expiry it showed: unchanged, it is no edit.
        yxq: '2028-06-30',
      }),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await detail(id)).data).toMatchObject({
      ladder_price: [{ number: 20, price: '12.40' }],
      tags: [],
      is_youx: 0,
      is_jxq: 0,
      yxq: '2028-06-30',
    });
    expect(await auditCount('goods.update', id)).toBe(1);
    // A different expiry is the lots' to say.
    const expiry = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/goods/${id}`,
      headers: { ...operator, 'content-type': 'application/json' },
      payload: JSON.stringify({ yxq: '2029-01-01' }),
    });
    expect(expiry.statusCode).toBe(422);
    expect(expiry.json().errors.yxq[0]).toContain('批次');

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/goods/${id}`,
      headers: { ...operator, 'content-type': 'application/json' },
      payload: JSON.stringify({ ladder_price: [{ number: 20, price: '99.00' }] }),
    });
    expect(bad.statusCode).toBe(422);
    // Tier prices are prices: the warehouse may not set them.
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/goods/${id}`,
      headers: { ...warehouse, 'content-type': 'application/json' },
      payload: JSON.stringify({ ladder_price: [] }),
    });
    expect(refused.statusCode).toBe(403);
    expect((await detail(id)).data.ladder_price).toHaveLength(1);
  });
});
