import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { makeBuyers, makeGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { multipartFile, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { zipOf } from '../../test/zip.ts';
import { MATCHES_PER_MINUTE } from './service.ts';

let t: TestApp;
let a: TestBuyer;
let b: TestBuyer;
const g = { one: 0, two: 0, twinA: 0, twinB: 0, other: 0 };

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  [a, b] = (await makeBuyers(t.db, 2, 'kjcg')) as [TestBuyer, TestBuyer];
  g.one = await makeGoods(t.db, { name: '快采甲片', approvalNumber: '国药准字KC0001' });
  g.two = await makeGoods(t.db, { name: '乙快采颗粒', approvalNumber: '国药准字KC0002' });
  g.twinA = await makeGoods(t.db, { name: '快采同名胶囊', approvalNumber: '国药准字KC0003' });
  g.twinB = await makeGoods(t.db, { name: '快采同名胶囊', approvalNumber: '国药准字KC0003' });
  g.other = await makeGoods(t.db, { name: '别家的药', approvalNumber: '国药准字KC0009' });
  const life = orderLife(t);
  await life.paidOrder(a, [{ goodsId: g.one, number: 10 }]);
  await life.paidOrder(a, [
    { goodsId: g.one, number: 20 },
    { goodsId: g.two, number: 10 },
  ]);
  await life.paidOrder(b, [{ goodsId: g.other, number: 10 }]);
  // An order a never paid does not count.
  await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: a.headers,
    payload: { params: [{ goods_id: g.twinA, number: 10 }] },
  });
  const cart = (await t.app.inject({ url: '/api/cart/list', headers: a.headers })).json().data;
  await t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: a.headers,
    payload: {
      ids: cart.data.map((l: { id: number }) => l.id),
      address_id: a.addressId,
      coupon_id: 0,
      key: 'kjcg-unpaid',
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const bought = async (who: TestBuyer, order = 'date') =>
  (await t.app.inject({ url: `/api/user/fast-buy?order=${order}`, headers: who.headers })).json()
    .data;

const upload = (who: TestBuyer, file: Buffer, name: string) => {
  const { payload, 'content-type': type } = multipartFile(file, name);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/fast-buy/upload',
    headers: { ...who.headers, 'content-type': type },
    payload,
  });
};

const csv = (lines: string[], bom = true) =>
  Buffer.from(`${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`, 'utf8');

describe('quick purchase: what the company bought', () => {
  it("lists only the company's own goods from paid orders, with last price, date and times", async () => {
    const list = await bought(a);
    const ids = list.data.map((r: { goods_id: number }) => r.goods_id);
    expect(new Set(ids)).toEqual(new Set([g.one, g.two]));
    const one = list.data.find((r: { goods_id: number }) => r.goods_id === g.one);
    expect(one).toMatchObject({ times: 2, last_price: '10.00', name: '快采甲片' });
    expect(one.goods.zbz).toBe(10);
    expect((await bought(a, 'times')).data[0].goods_id).toBe(g.one);
    expect((await bought(a, 'name')).data.map((r: { name: string }) => r.name)).toEqual([
      '乙快采颗粒',
      '快采甲片',
    ]);
    expect((await bought(b)).data.map((r: { goods_id: number }) => r.goods_id)).toEqual([g.other]);
    expect((await t.app.inject({ url: '/api/user/fast-buy' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/user/fast-buy?order=price', headers: a.headers }))
        .statusCode,
    ).toBe(422);
  });

  it("shows a sub-account that may not see the company's orders only what it bought itself", async () => {
    const [sub] = (await makeBuyers(t.db, 1, 'kjcgsub', a.companyId)) as [TestBuyer];
    await t.db.update(users).set({ isMain: false }).where(eq(users.id, sub.userId));
    expect((await bought(sub)).data).toEqual([]);
    expect((await bought(a)).data).toHaveLength(2);
  });

  it('adds selected lines rounded to the packing step and capped, reporting refusals per line', async () => {
    await setGoods(t.db, g.two, { stock: 30 });
    const hidden = await makeGoods(t.db, { isHidden: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/fast-buy/cart',
      headers: { ...b.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        items: [
          { goods_id: g.one, number: 25 },
          { goods_id: g.two, number: 500 },
          { goods_id: hidden, number: 10 },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.added).toBe(2);
    expect(r.rows.map((x: { number: number }) => x.number)).toEqual([20, 30, 0]);
    expect(r.rows[0].note).toContain('20');
    expect(r.rows[2]).toMatchObject({ added: 0, note: '商品不存在或已下架' });
    const cart = (await t.app.inject({ url: '/api/cart/list', headers: b.headers })).json().data;
    const inCart = Object.fromEntries(
      cart.data.map((l: { goods: { id: number }; number: number }) => [l.goods.id, l.number]),
    );
    expect(inCart[g.one]).toBe(20);
    expect(inCart[g.two]).toBe(30);
    // A visitor adds nothing.
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/user/fast-buy/cart',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ items: [{ goods_id: g.one, number: 10 }] }),
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('quick purchase: an uploaded or pasted list', () => {
  // Built per test: the goods ids exist once beforeAll has run.
  const lines = () => [
    '商品编码,国药准字/本位码,商品名称,数量',
    `${g.one},,,20`,
    ',国药准字KC0002,,10',
    ',,快采同名胶囊,10',
    ',,世上没有的药,5',
    ',,快采甲片,abc',
    '',
    ',,<script>alert(1)</script>,1',
  ];

  it('matches a UTF-8 CSV with a BOM row by row: by code, national code, name; ambiguous and unknown shown', async () => {
    const res = await upload(a, csv(lines()), 'list.csv');
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.rows.map((x: { status: string }) => x.status)).toEqual([
      'matched',
      'matched',
      'ambiguous',
      'not_found',
      'invalid',
      'not_found',
    ]);
    expect(r.rows[0].goods.id).toBe(g.one);
    expect(r.rows[1].goods.id).toBe(g.two);
    expect(r.rows[2].candidates.map((c: { id: number }) => c.id)).toEqual([g.twinA, g.twinB]);
    expect(r.rows[5]).toMatchObject({ row: 8, name: '<script>alert(1)</script>' });
    expect(r).toMatchObject({ matched: 2, ambiguous: 1, not_found: 2, invalid: 1 });
  });

  it('reads a CSV without a BOM and an .xlsx the same way', async () => {
    const plain = (await upload(a, csv(lines(), false), 'list.csv')).json().data;
    expect(plain.matched).toBe(2);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('清单');
    for (const l of lines()) sheet.addRow(l.split(','));
    sheet.getCell('A2').value = g.one; // a number cell, as Excel keeps codes
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(a, xlsx, '采购清单.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows.map((x: { status: string }) => x.status)).toEqual(
      plain.rows.map((x: { status: string }) => x.status),
    );
  });

  it('matches a list pasted from a spreadsheet (tab-separated)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/fast-buy/paste',
      headers: a.headers,
      payload: { text: `${g.one}\t\t\t20\n\t国药准字KC0002\t\t10` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.matched).toBe(2);
  });

  it('refuses wrong types, empty, oversized and over-long files with a 422', async () => {
    // A refused list counts against the minute's lists too (it was read): start this minute afresh.
    await t.kv.del(`fastbuy:match:${a.companyId}`);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const refused = [
      await upload(a, png, 'list.csv'),
      await upload(a, png, 'list.xlsx'),
      await upload(a, csv(lines()), 'list.xlsx'),
      await upload(a, Buffer.alloc(0), 'list.csv'),
      await upload(a, Buffer.alloc(1024 * 1024 + 10, 'a'), 'list.csv'),
      await upload(a, csv(Array.from({ length: 501 }, (_, i) => `,,药${i},1`)), 'list.csv'),
      await upload(a, csv(['商品编码,国药准字/本位码,商品名称,数量']), 'list.csv'),
      // Under 1 MB, claiming 10 bytes, inflating to 50 MB: refused before the reader unpacks it.
      await upload(
        a,
        zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(50 * 1024 * 1024, '<row/>')),
        'list.xlsx',
      ),
    ];
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().errors.file).toBeDefined();
    }
    expect(refused.at(-1)!.json().errors.file).toEqual(['表格文件过大或已损坏，请检查后重新上传']);
    expect(
      (await upload(a, csv(Array.from({ length: 500 }, (_, i) => `,,药${i},1`)), 'list.csv'))
        .statusCode,
    ).toBe(200);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/user/fast-buy/upload',
      headers: a.headers,
      payload: { text: 'x' },
    });
    expect(noFile.statusCode).toBe(422);
    expect((await upload({ ...a, headers: {} }, csv(lines()), 'list.csv')).statusCode).toBe(401);
  });

  it('offers a template CSV with a BOM and the columns', async () => {
    const res = await t.app.inject({ url: '/api/user/fast-buy/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF商品编码,国药准字/本位码,商品名称,数量')).toBe(true);
  });
});

describe('quick purchase: bounds on a list (hostile review)', () => {
  const paste = (who: TestBuyer, text: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/fast-buy/paste',
      headers: who.headers,
      payload: { text },
    });

  it('asks for two characters of a name, offers at most five slim candidates', async () => {
    const [c] = (await makeBuyers(t.db, 1, 'kjcgbound')) as [TestBuyer];
    for (let i = 0; i < 7; i++) await makeGoods(t.db, { name: `限匹配丸${i}号` });
    const res = await paste(c, ',,片,1\n,,限匹配丸,2\n,国药准字无此号,甲,1');
    expect(res.statusCode).toBe(200);
    const [one, many, shortFallback] = res.json().data.rows;
    expect(one).toMatchObject({ status: 'invalid', candidates: [] });
    expect(one.note).toContain('至少 2 个字');
    expect(many.status).toBe('ambiguous');
    expect(many.note).toContain('5 个以上');
    expect(many.candidates).toHaveLength(5);
    expect(Object.keys(many.candidates[0]).sort()).toEqual(['id', 'name', 'price', 'sccj', 'ypgg']);
    expect(shortFallback.status).toBe('not_found');
  });

  it('matches ten lists a minute per company, then answers 429', async () => {
    const [c] = (await makeBuyers(t.db, 1, 'kjcgrate')) as [TestBuyer];
    for (let i = 0; i < MATCHES_PER_MINUTE; i++)
      expect((await paste(c, `${g.one},,,10`)).statusCode).toBe(200);
    const over = await paste(c, `${g.one},,,10`);
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toContain('清单匹配过于频繁');
    // An upload is refused before its file is read: a broken one gets the 429, not its 422.
    expect((await upload(c, Buffer.from('not a sheet'), 'list.xlsx')).statusCode).toBe(429);
    // Another company is not held back.
    expect((await paste(b, `${g.one},,,10`)).statusCode).toBe(200);
  });
});
