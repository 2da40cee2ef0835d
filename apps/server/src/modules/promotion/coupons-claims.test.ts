import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, couponClaims, coupons, couponTemplates } from '../../db/schema/index.ts';
import { makeBuyers, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { get, post } from '../../test/scene.ts';

// Attacks on 领券中心 claims: concurrency against both limits and against an
// operator's stop or edit, bad ids, the window's edges, who may claim at all.

let t: TestApp;
let operator: { cookie: string };
let made = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  operator = await staffLogin(t, 'operator');
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const newBuyers = (n: number) => makeBuyers(t.db, n, `atkclaim${++made}-`);
const receive = (b: TestBuyer, payload: unknown) => post(t, '/api/coupon/receive', b, payload);
const receiveJson = (b: TestBuyer, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coupon/receive',
    headers: { ...b.headers, 'content-type': 'application/json' },
    payload: body,
  });

async function template(over: Partial<typeof couponTemplates.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(couponTemplates)
    .values({
      name: `攻击券${++made}`,
      amountFen: 1_000,
      minSpendFen: 10_000,
      total: 100,
      perBuyer: 1,
      validDays: 7,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      ...over,
    })
    .returning();
  return row!;
}
const tplRow = async (id: number) =>
  (await t.db.select().from(couponTemplates).where(eq(couponTemplates.id, id)))[0]!;
const couponsOf = (templateId: number) =>
  t.db.select().from(coupons).where(eq(coupons.templateId, templateId));
const claimsOf = (templateId: number) =>
  t.db.select().from(couponClaims).where(eq(couponClaims.templateId, templateId));
const staffJson = (method: 'PUT' | 'POST', url: string, body?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...operator, 'content-type': 'application/json' },
    payload: JSON.stringify(body ?? {}),
  });

describe('claims under concurrency', () => {
  it('one buyer firing 50 claims at a per_buyer=2 template gets exactly 2', async () => {
    const [b] = await newBuyers(1);
    const tpl = await template({ perBuyer: 2, total: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => receive(b!, { id: tpl.id })),
    );
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.filter((a) => a.json().code === 10000)).toHaveLength(2);
    for (const a of answers.filter((x) => x.json().code !== 10000))
      expect(a.json().data?.reason).toBe('buyer_limit');
    expect(await couponsOf(tpl.id)).toHaveLength(2);
    expect((await tplRow(tpl.id)).issued).toBe(2);
    expect((await claimsOf(tpl.id))[0]!.claimed).toBe(2);
  });

  it('300 buyers at total=100 get exactly 100, one each', async () => {
    const buyers = await newBuyers(300);
    const tpl = await template({ total: 100, perBuyer: 1 });
    const answers = await Promise.all(buyers.map((b) => receive(b, { id: tpl.id })));
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.filter((a) => a.json().code === 10000)).toHaveLength(100);
    const issued = await couponsOf(tpl.id);
    expect(issued).toHaveLength(100);
    expect(new Set(issued.map((c) => c.companyId)).size).toBe(100);
    expect((await tplRow(tpl.id)).issued).toBe(100);
    // A refused claim is rolled back: exactly the 100 winners have a count.
    expect(await claimsOf(tpl.id)).toHaveLength(100);
  });

  it('claims racing an operator stop: nothing is issued after the stop committed', async () => {
    const buyers = await newBuyers(80);
    const tpl = await template({ total: 1000, perBuyer: 1 });
    const claims = buyers.map((b) => receive(b, { id: tpl.id }));
    const stop = staffJson('POST', `/admin-api/coupon-templates/${tpl.id}/stop`);
    const [stopped, ...answers] = await Promise.all([stop, ...claims]);
    expect(stopped.json().code, stopped.body).toBe(10000);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    const won = answers.filter((a) => a.json().code === 10000).length;
    expect((await tplRow(tpl.id)).issued).toBe(won);
    expect(await couponsOf(tpl.id)).toHaveLength(won);
    // After the stop, every claim is refused as ended.
    const [late] = await newBuyers(1);
    const res = await receive(late!, { id: tpl.id });
    expect([res.statusCode, res.json().data?.reason]).toEqual([409, 'ended']);
  });

  it('claims racing an edit lowering total: never more issued than the total left', async () => {
    const buyers = await newBuyers(60);
    const tpl = await template({ total: 1000, perBuyer: 1 });
    const claims = buyers.map((b) => receive(b, { id: tpl.id }));
    const edit = staffJson('PUT', `/admin-api/coupon-templates/${tpl.id}`, { total: 20 });
    const [edited, ...answers] = await Promise.all([edit, ...claims]);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(edited.statusCode).toBeLessThan(500);
    const row = await tplRow(tpl.id);
    expect(row.issued).toBeLessThanOrEqual(row.total);
    expect(await couponsOf(tpl.id)).toHaveLength(row.issued);
    if (edited.json().code === 10000) expect(row.total).toBe(20);
    else expect(edited.json().errors?.total).toBeDefined();
  });
});

describe('claim input', () => {
  it('answers 4xx, never 500, to ids of every wrong shape', async () => {
    const [b] = await newBuyers(1);
    const tpl = await template({ total: 1000, perBuyer: 100 });
    const form = [
      { id: 'abc' },
      { id: '-1' },
      { id: '0' },
      { id: '' },
      { id: '1.5' },
      { id: '2147483648' },
      { id: '99999999999999999999' },
      { id: ['1', '2'] },
      { id: { a: 1 } },
      {},
      { id: tpl.id, extra: 1 },
      { id: ' 1' },
      { id: '1e3' },
      { id: '0x10' },
    ];
    for (const body of form) {
      const res = await receive(b!, body);
      expect(res.statusCode, JSON.stringify(body) + res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body) + res.body).toBeLessThan(500);
    }
    const json = [
      '{"id":-1}',
      '{"id":2147483648}',
      '{"id":1.5}',
      '{"id":[1]}',
      '{"id":null}',
      '{"id":true}',
      '[1]',
      '"1"',
      '{"id":1e400}',
      '{"id":',
      '',
    ];
    for (const body of json) {
      const res = await receiveJson(b!, body);
      expect(res.statusCode, body + res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, body + res.body).toBeLessThan(500);
    }
    // 2^31 - 1 is a valid id that exists nowhere: 404.
    expect((await receive(b!, { id: 2_147_483_647 })).statusCode).toBe(404);
    // Nothing was claimed by any of it.
    expect(await couponsOf(tpl.id)).toHaveLength(0);
    // A JSON number id works as a form one does.
    expect((await receiveJson(b!, JSON.stringify({ id: tpl.id }))).json().code).toBe(10000);
    expect((await receiveJson(b!, JSON.stringify({ id: String(tpl.id) }))).json().code).toBe(10000);
  });

  it('answers 4xx, never 500, to bad queries of the listing and the wallet', async () => {
    const [b] = await newBuyers(1);
    const urls = [
      '/api/user/available-coupon?type=-1',
      '/api/user/available-coupon?type=4',
      '/api/user/available-coupon?type=1.5',
      '/api/user/available-coupon?type=abc',
      '/api/user/available-coupon?page=0',
      '/api/user/available-coupon?page=-1',
      '/api/user/available-coupon?page=100001',
      '/api/user/available-coupon?page=99999999999999999999',
      '/api/user/available-coupon?page=1&page=2',
      '/api/user/available-coupon?extra=1',
      '/api/user/coupon?status=3',
      '/api/user/coupon?status=-1',
      '/api/user/coupon?type=0',
      '/api/user/coupon?type=3',
      '/api/user/coupon?type[]=1',
      '/api/user/coupon?page=abc',
    ];
    for (const url of urls) {
      const res = await get(t, url, b!);
      expect(res.statusCode, url + res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url + res.body).toBeLessThan(500);
    }
    // A far page is an empty page, not an error.
    const far = await get(t, '/api/user/available-coupon?page=100000', b!);
    expect(far.json()).toMatchObject({ code: 10000, data: { data: [] } });
  });
});

describe('the claim window', () => {
  it('refuses a claim once ends_at has passed and before starts_at, and accepts one inside', async () => {
    const [b] = await newBuyers(1);
    const justEnded = await template({
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() - 1),
    });
    const r1 = await receive(b!, { id: justEnded.id });
    expect([r1.statusCode, r1.json().data?.reason]).toEqual([409, 'ended']);
    const aboutToStart = await template({
      startsAt: new Date(Date.now() + 2_000),
      endsAt: new Date(Date.now() + DAY),
    });
    const r2 = await receive(b!, { id: aboutToStart.id });
    expect([r2.statusCode, r2.json().data?.reason]).toEqual([409, 'not_started']);
    expect(await claimsOf(aboutToStart.id)).toHaveLength(0);
    const startedNow = await template({
      startsAt: new Date(Date.now()),
      endsAt: new Date(Date.now() + DAY),
    });
    expect((await receive(b!, { id: startedNow.id })).json().code).toBe(10000);
  });

  it('a coupon with a fixed valid_to ends then, not after', async () => {
    const [b] = await newBuyers(1);
    const validTo = new Date(Date.now() + 3 * DAY);
    const tpl = await template({ validDays: 0, validTo });
    const res = await receive(b!, { id: tpl.id });
    expect(res.json().code).toBe(10000);
    expect(new Date(res.json().data.coupon.end_time).getTime()).toBe(validTo.getTime());
  });
});

describe('who may claim', () => {
  it('a visitor and a staff cookie are refused with 10001', async () => {
    const tpl = await template();
    for (const headers of [{}, operator]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/coupon/receive',
        headers,
        payload: { id: tpl.id },
      });
      expect([res.statusCode, res.json().code]).toEqual([401, 10001]);
      for (const url of [
        '/api/user/available-coupon',
        '/api/user/coupon',
        '/api/user/coupon-count',
      ]) {
        const r = await t.app.inject({ url, headers });
        expect([r.statusCode, r.json().code], url).toEqual([401, 10001]);
      }
    }
    expect(await couponsOf(tpl.id)).toHaveLength(0);
  });

  it('a company not yet approved (or frozen) cannot drain a limited total', async () => {
    // Registration is open: unreviewed companies are free to make. If they
    // can claim, a script empties a total=N template before real buyers.
    const [draft, frozen] = await newBuyers(2);
    await t.db.update(companies).set({ review: 'draft' }).where(eq(companies.id, draft!.companyId));
    await t.db.update(companies).set({ frozen: true }).where(eq(companies.id, frozen!.companyId));
    const tpl = await template({ total: 2 });
    const answers = [await receive(draft!, { id: tpl.id }), await receive(frozen!, { id: tpl.id })];
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
    expect(
      answers.map((a) => a.json().code),
      answers.map((a) => a.body).join('\n'),
    ).not.toContain(10000);
    expect((await tplRow(tpl.id)).issued).toBe(0);
  });

  it('the listing shows only the session company’s claims', async () => {
    const [a, b] = await newBuyers(2);
    const tpl = await template({ perBuyer: 3 });
    await receive(a!, { id: tpl.id });
    await receive(a!, { id: tpl.id });
    const listB = (await get(t, '/api/user/available-coupon?page=1', b!)).json().data.data;
    const mineB = listB.find((x: { id: number }) => x.id === tpl.id);
    if (mineB) expect(mineB.received).toBe(0);
    const walletB = (await get(t, '/api/user/coupon', b!)).json().data.data;
    expect(walletB.filter((c: { name: string }) => c.name === tpl.name)).toEqual([]);
    expect((await get(t, '/api/user/coupon-count', b!)).json().data).toEqual({
      unused: 0,
      cash: 0,
    });
  });
});
