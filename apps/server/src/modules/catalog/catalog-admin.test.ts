import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { makeBuyers, makeGoods, readGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let operator: { cookie: string };
let warehouse: { cookie: string };
let buyer: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 50 });
  operator = await staffLogin(t, 'operator');
  warehouse = await staffLogin(t, 'warehouse');
  [buyer] = (await makeBuyers(t.db, 1, 'goodsadm')) as [TestBuyer];
});
afterAll(() => t?.close());

const put = (id: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/admin-api/goods/${id}`, headers, payload });
const detail = async (id: number) =>
  (await t.app.inject({ url: `/api/goods/detail/${id}`, headers: buyer.headers })).json().data;

describe('the goods table', () => {
  it('finds goods by name, manufacturer or pinyin initials, and nothing else', async () => {
    const id = await makeGoods(t.db, {
      name: '阿莫西林胶囊 Amoxi_100%',
      nameInitials: 'amxljn',
      manufacturer: '石药集团',
      manufacturerInitials: 'syjt',
    });
    const found = async (keywords: string) => {
      const r = await t.app.inject({
        url: `/admin-api/goods?keywords=${encodeURIComponent(keywords)}&page_size=100`,
        headers: warehouse,
      });
      const page = r.json().data;
      const ids = page.data.map((g: { id: number }) => g.id);
      expect(page.total, keywords).toBe(ids.length);
      return ids.includes(id);
    };
    for (const words of [
      '阿莫西林',
      '莫西',
      '囊',
      'amxl',
      'SYJT',
      '石药',
      'amoxi',
      'AMOXI_1',
      '100%',
    ])
      expect(await found(words), words).toBe(true);
    // 囊 石 spans the name and the manufacturer; _ and % are letters, not wildcards.
    for (const words of ['囊 石', '囊石', 'amoxi%1', 'amoxi_1_', 'xljn', '集团石'])
      expect(await found(words), words).toBe(false);
  });

  it('combines the words with the other filters, and pages the matches', async () => {
    const ids = [];
    for (const isHidden of [false, false, true, false])
      ids.push(await makeGoods(t.db, { name: '蒲地蓝消炎片', manufacturer: '济川药业', isHidden }));
    const get = async (q: string) =>
      (
        await t.app.inject({
          url: `/admin-api/goods?keywords=${encodeURIComponent('蒲地蓝')}&${q}`,
          headers: warehouse,
        })
      ).json().data;
    const onShelf = await get('on_shelf=1&page_size=2&page=2');
    expect(onShelf.total).toBe(3);
    expect(onShelf.data.map((g: { id: number }) => g.id)).toEqual([ids[3]]);
    expect((await get('on_shelf=0')).data.map((g: { id: number }) => g.id)).toEqual([ids[2]]);
    expect(await get('page=9')).toMatchObject({ total: 4, data: [] });
  });

  it('filters by manufacturer, zone and category', async () => {
    const [plain, clinic] = [
      await makeGoods(t.db, { manufacturer: '扬子江药业集团有限公司', isClinic: false }),
      await makeGoods(t.db, { manufacturer: '扬子江药业集团有限公司', isClinic: true }),
    ];
    const ids = async (q: string) =>
      (await t.app.inject({ url: `/admin-api/goods?page_size=100&${q}`, headers: warehouse }))
        .json()
        .data.data.map((g: { id: number }) => g.id);
    const m = `manufacturer=${encodeURIComponent('扬子江')}`;
    expect(await ids(m)).toEqual(expect.arrayContaining([plain, clinic]));
    expect(await ids(`${m}&zone=clinic`)).toEqual([clinic]);
    const [g] = await rowsOf<{ category_id: number }>(
      await t.db.execute(sql`SELECT category_id FROM goods WHERE id = ${plain}`),
    );
    expect(await ids(`${m}&category_id=${g!.category_id}`)).toContain(plain);
    for (const bad of ['zone=vip', 'zone=', `manufacturer=${'x'.repeat(51)}`])
      expect(
        (await t.app.inject({ url: `/admin-api/goods?${bad}`, headers: warehouse })).statusCode,
        bad,
      ).toBe(422);
  });

  it('filters by shelf and low stock, and pages', async () => {
    const r = await t.app.inject({
      url: '/admin-api/goods?stock_below=1000000&on_shelf=1&page=2&page_size=10',
      headers: warehouse,
    });
    const page = r.json().data;
    expect(page.current_page).toBe(2);
    expect(page.data).toHaveLength(10);
    expect(page.data.every((g: { on_shelf: number }) => g.on_shelf === 1)).toBe(true);
    for (const bad of ['page_size=1000', 'on_shelf=2', 'stock_below=-1', 'sort=x'])
      expect(
        (await t.app.inject({ url: `/admin-api/goods?${bad}`, headers: warehouse })).statusCode,
        bad,
      ).toBe(422);
  });
});

describe('editing goods', () => {
  it('changes a price the buyer sees at once, and records it', async () => {
    const id = await makeGoods(t.db, { priceFen: 1000, midPackQuantity: 1 });
    expect((await detail(id)).price).toBe('10.00');
    const r = await put(id, operator, { price: '12.50' });
    expect(r.json()).toMatchObject({ code: 10000, data: { price: '12.50' } });
    expect((await detail(id)).price).toBe('12.50');
    const log = await t.app.inject({
      url: `/admin-api/audit-log?action=goods.update&target_id=${id}`,
      headers: await staffLogin(t, 'admin'),
    });
    const [entry] = log.json().data.data;
    expect(entry).toMatchObject({
      username: 'operator',
      before: { price: '10.00' },
      after: { price: '12.50' },
    });
  });

  it('takes goods off the shelf: gone from the buyer at once', async () => {
    const id = await makeGoods(t.db, { midPackQuantity: 1 });
    expect((await t.app.inject({ url: `/api/goods/detail/${id}` })).statusCode).toBe(200);
    await put(id, operator, { is_hidden: 1 });
    expect((await t.app.inject({ url: `/api/goods/detail/${id}` })).statusCode).toBe(404);
  });

  it('lets each role change only its fields', async () => {
    const id = await makeGoods(t.db, { priceFen: 1000, stock: 100 });
    expect((await put(id, warehouse, { price: '1.00' })).statusCode).toBe(403);
    expect((await put(id, warehouse, { name: '改名' })).statusCode).toBe(403);
    expect((await put(id, operator, { number: 5, reason: '盘点' })).statusCode).toBe(403);
    expect((await put(id, await staffLogin(t, 'service'), { remarks: 'x' })).statusCode).toBe(403);
    expect((await put(id, buyer.headers, { price: '1.00' })).json().code).toBe(10001);
    const g = await readGoods(t.db, id);
    expect([g.priceFen, g.stock, g.name === '改名']).toEqual([1000, 100, false]);
  });

  it('refuses bad values with the field, changing nothing', async () => {
    const id = await makeGoods(t.db, { priceFen: 1000, stock: 100, purchaseLimit: 10 });
    const cases: [object, string][] = [
      [{ price: '-1.00' }, 'price'],
      [{ price: '1.234' }, 'price'],
      [{ price: 'abc' }, 'price'],
      [{ number: -1, reason: '盘点' }, 'number'],
      [{ number: 5 }, 'reason'],
      [{ reason: '盘点' }, 'reason'],
      [{ qg_number: 20 }, 'qg_number'],
      [{ name: '' }, 'name'],
      [{ colour: 'red' }, ''],
      [{}, ''],
    ];
    const admin = await staffLogin(t, 'admin');
    for (const [body, field] of cases) {
      const r = await put(id, admin, { ...body });
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      if (field) expect(Object.keys(r.json().errors), JSON.stringify(body)).toContain(field);
    }
    const g = await readGoods(t.db, id);
    expect([g.priceFen, g.stock, g.purchaseMinimum]).toEqual([1000, 100, 0]);
  });
});

describe('stock', () => {
  it('is the lots’: a changed number is refused, and the ledger explains every order and cancel', async () => {
    const id = await makeGoods(t.db, { stock: 128, midPackQuantity: 1 });
    const refused = await put(id, warehouse, { number: 130, reason: '采购入库 PO-1' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.number[0]).toContain('批次');
    // An order takes stock and its cancellation gives it back.
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: buyer.headers,
      payload: { goods_id: id, number: 8 },
    });
    const lines = (await t.app.inject({ url: '/api/cart/list', headers: buyer.headers })).json()
      .data.data;
    const ids = lines
      .filter((l: { goods: { id: number } }) => l.goods.id === id)
      .map((l: { id: number }) => l.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: buyer.headers,
      payload: { ids, address_id: buyer.addressId, key: `ledger-${Date.now()}` },
    });
    expect(created.json().code, created.body).toBe(10000);
    const orderId = created.json().data.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/cancel`,
      headers: buyer.headers,
    });

    const ledger = (
      await t.app.inject({ url: `/admin-api/goods/${id}/stock-ledger`, headers: warehouse })
    ).json().data.data;
    expect(ledger.map((e: { kind: string; change: number }) => [e.kind, e.change])).toEqual([
      ['cancel', 8],
      ['order', -8],
    ]);
    expect(ledger[0]).toMatchObject({ lot_no: `T${id}`, stock_after: 128 });
    expect((await readGoods(t.db, id)).stock).toBe(128);
  });

  it('keeps the ledger equal to the stock for the demo goods', async () => {
    const rows = rowsOf<{ bad: number }>(
      await t.db.execute(sql`SELECT count(*)::int AS bad FROM goods g
        WHERE g.id <= 50 AND g.stock <> (SELECT coalesce(sum(change), 0) FROM stock_ledger l WHERE l.goods_id = g.id)`),
    );
    expect(rows[0]!.bad).toBe(0);
  });
});
