import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  brandGoods,
  brands,
  focusItems,
  franchiseApplications,
} from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { loginAs, multipartFile, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// The brand zone (/ppzq) and the franchise zone (/jmzq): brand paging and
// pages, the franchise application (one pending per company, even when asked
// twice at once), and the console's brand and review pages under their permission.

let t: TestApp;
let a: TestBuyer;
let b: TestBuyer;
let operator: { cookie: string };
let reviewer: { cookie: string };

beforeAll(async () => {
  t = await testApp({ goodsCount: 200 });
  [a, b] = (await makeBuyers(t.db, 2, 'zones')) as [TestBuyer, TestBuyer];
  [operator, reviewer] = await Promise.all([staffLogin(t, 'operator'), staffLogin(t, 'reviewer')]);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const staff = (
  who: { cookie: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: payload ? { ...who, 'content-type': 'application/json' } : who,
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

const application = {
  company: '测试大药房',
  contact: '王五',
  phone: '13912345678',
  region: '河北省 石家庄市',
  message: '想加盟',
};

describe('brand zone', () => {
  it('lists the shown brands a page at a time, in their order, with the drawn pictures', async () => {
    const first = (await get('/api/brand')).json().data;
    // 14 seeded brands, one of them hidden: 13 in pages of 12.
    expect(first).toMatchObject({ total: 13, per_page: 12, current_page: 1, last_page: 2 });
    expect(first.data[0]).toMatchObject({
      name: '白云山',
      logo: expect.stringMatching(/^\/img\/brand\/\d+\/logo\.svg$/),
    });
    const second = (await get('/api/brand?page=2')).json().data;
    expect(second.data).toHaveLength(1);
    expect(first.data.map((x: { name: string }) => x.name)).not.toContain('天士力');
    const logo = await get(first.data[0].logo);
    expect([logo.statusCode, logo.headers['content-type']]).toEqual([
      200,
      'image/svg+xml; charset=utf-8',
    ]);
  });

  it("shows a brand's banner and goods, and nothing of a hidden or unknown brand", async () => {
    const [brand] = await t.db.select().from(brands).where(eq(brands.name, '白云山'));
    const g1 = await makeGoods(t.db, { manufacturer: '广州白云山中一药业有限公司' });
    const g2 = await makeGoods(t.db, { manufacturer: '广州白云山中一药业有限公司' });
    await t.db.insert(brandGoods).values([
      { brandId: brand!.id, goodsId: g1 },
      { brandId: brand!.id, goodsId: g2 },
    ]);
    await setGoods(t.db, g2, { isHidden: true });
    const focus = (await get(`/api/focus/brand/${brand!.id}`)).json().data;
    expect(focus.brand).toMatchObject({ id: brand!.id, name: '白云山' });
    expect(focus.focus[0]).toMatchObject({ image: focus.brand.banner, title: '白云山' });
    const goodsPage = (await get(`/api/brand/${brand!.id}/goods`)).json().data;
    const ids = goodsPage.data.map((g: { id: number }) => g.id);
    expect(ids).toContain(g1);
    expect(ids).not.toContain(g2);
    expect(goodsPage.total).toBe(focus.brand.goods_count);

    const [hidden] = await t.db.select().from(brands).where(eq(brands.isShown, false));
    for (const url of [
      `/api/focus/brand/${hidden!.id}`,
      `/api/brand/${hidden!.id}/goods`,
      '/api/focus/brand/999999',
      '/api/brand/999999/goods',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.json().msg]).toEqual([url, 404, '品牌不存在']);
    }
    for (const url of [
      '/api/focus/brand/abc',
      '/api/brand/-1/goods',
      '/api/brand?page=0',
      '/api/brand/1/goods?page=1.5',
    ])
      expect([url, (await get(url)).statusCode]).toEqual([url, 422]);
    expect((await get('/api/focus/ppzq')).json().data[0]).toMatchObject({ url: '/ppzq' });
  });
});

describe('franchise zone', () => {
  it('lists its goods to visitors', async () => {
    const res = (await get('/api/franchise/goods')).json().data;
    expect(res.total).toBeGreaterThan(0);
    expect(res.data[0]).toHaveProperty('sccj');
  });

  it('asks a visitor to log in before applying', async () => {
    expect((await post('/api/franchise/apply', application)).statusCode).toBe(401);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ ...application, phone: '123' }, '请输入正确的手机号码或固定电话（如 010-12345678）'],
      [{ ...application, company: '' }, '请输入公司名称'],
      [{ ...application, region: 'x'.repeat(61) }, '所在地区不能超过 60 个字符'],
      [{ ...application, contact: undefined }, '联系人格式不正确'],
      [{ ...application, extra: 1 }, ''],
    ];
    for (const [body, msg] of cases) {
      const res = await post('/api/franchise/apply', body, a.headers);
      expect(res.statusCode).toBe(422);
      if (msg) expect(res.json().msg).toBe(msg);
    }
    const rows = await t.db
      .select()
      .from(franchiseApplications)
      .where(eq(franchiseApplications.companyId, a.companyId));
    expect(rows).toHaveLength(0);
  });

  it('makes one pending application of ten concurrent ones, which the company alone sees', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/franchise/apply', application, a.headers)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, r.json().msg])).toEqual(
      refused.map(() => [409, '您的加盟申请正在审核中，请耐心等待']),
    );
    const mine = (await get('/api/franchise/apply', a.headers)).json().data;
    expect(mine).toMatchObject({
      can_apply: 0,
      application: { status: 'pending', status_text: '审核中', company: '测试大药房' },
    });
    // Another company sees only its own (none).
    expect((await get('/api/franchise/apply', b.headers)).json().data).toEqual({
      can_apply: 1,
      application: null,
    });
  });

  it('is answered by an operator once, audited, with a note the buyer sees', async () => {
    const [app] = await t.db
      .select()
      .from(franchiseApplications)
      .where(
        and(
          eq(franchiseApplications.companyId, a.companyId),
          eq(franchiseApplications.status, 'pending'),
        ),
      );
    const url = `/admin-api/franchise/applications/${app!.id}/decide`;
    expect((await staff(reviewer, 'POST', url, { status: 'approved' })).statusCode).toBe(403);
    expect((await staff(operator, 'POST', url, { status: 'maybe' })).statusCode).toBe(422);
    const decisions = await Promise.all([
      staff(operator, 'POST', url, { status: 'declined', note: '所在区域已有加盟店' }),
      staff(operator, 'POST', url, { status: 'approved', note: '' }),
    ]);
    expect(decisions.map((d) => d.statusCode).sort()).toEqual([200, 409]);
    const seen = (await get('/api/franchise/apply', a.headers)).json().data.application;
    expect(seen.status).not.toBe('pending');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'franchise.decide'), eq(auditLog.targetId, String(app!.id))));
    expect(audits).toHaveLength(1);
    expect(
      (
        await staff(operator, 'POST', '/admin-api/franchise/applications/999999/decide', {
          status: 'approved',
        })
      ).statusCode,
    ).toBe(404);
    const list = (
      await staff(operator, 'GET', '/admin-api/franchise/applications?status=pending')
    ).json().data;
    // The seeded clinic's application waits for review.
    expect(list.data.map((x: { company_name: string }) => x.company_name)).toContain(
      '康宁社区诊所',
    );
  });

  it('shows the demo clinic its pending application', async () => {
    const clinic = await loginAs(t, 'clinic');
    expect((await get('/api/franchise/apply', clinic)).json().data).toMatchObject({
      can_apply: 0,
      application: { status: 'pending' },
    });
  });
});

describe('console franchise goods', () => {
  it('are added once, listed hidden ones too, shown to buyers when visible, and removed', async () => {
    const [g, hidden] = [await makeGoods(t.db, {}), await makeGoods(t.db, { isHidden: true })];
    const listed = async () =>
      (await staff(operator, 'GET', '/admin-api/franchise/goods?page_size=100')).json().data;
    const shopTotal = async () => (await get('/api/franchise/goods')).json().data.total;
    const [before, shopBefore] = [(await listed()).total, await shopTotal()];
    const add = (ids: number[]) =>
      staff(operator, 'POST', '/admin-api/franchise/goods', { goods_ids: ids });
    expect((await add([g, hidden])).json().data).toEqual({ added: 2 });
    expect((await add([g])).json().data).toEqual({ added: 0 });
    expect((await add([g, 99999999])).statusCode).toBe(404);
    const ids = (await listed()).data.map((x: { id: number }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([g, hidden]));
    expect((await listed()).total).toBe(before + 2);
    // Buyers see the visible one only.
    expect(await shopTotal()).toBe(shopBefore + 1);
    const off = await staff(operator, 'POST', '/admin-api/franchise/goods/remove', {
      goods_ids: [g, hidden],
    });
    expect(off.json().data).toEqual({ removed: 2 });
    expect((await listed()).total).toBe(before);
  });
});

describe('console brands', () => {
  it('are edited by operators only, audited, with unique names', async () => {
    expect((await staff(reviewer, 'GET', '/admin-api/brands')).statusCode).toBe(403);
    expect(
      (await staff(reviewer, 'POST', '/admin-api/brands', { name: '新品牌' })).statusCode,
    ).toBe(403);
    const made = await staff(operator, 'POST', '/admin-api/brands', {
      name: '新品牌',
      description: '介绍',
    });
    expect(made.json()).toMatchObject({ msg: '品牌已添加', data: { name: '新品牌', is_shown: 1 } });
    const id = made.json().data.id;
    const dup = await staff(operator, 'POST', '/admin-api/brands', { name: '新品牌' });
    expect([dup.statusCode, dup.json().msg]).toEqual([409, '已有同名品牌']);
    const bad = await staff(operator, 'POST', '/admin-api/brands', {
      name: 'x',
      logo: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    const g = await makeGoods(t.db, {});
    expect(
      (await staff(operator, 'POST', `/admin-api/brands/${id}/goods`, { goods_ids: [g] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await staff(operator, 'POST', `/admin-api/brands/${id}/goods`, { goods_ids: [99999999] }))
        .statusCode,
    ).toBe(404);
    const edited = await staff(operator, 'PUT', `/admin-api/brands/${id}`, {
      name: '新品牌二',
      sort: 5,
    });
    expect(edited.json().data).toMatchObject({ name: '新品牌二', sort: 5, goods_count: 1 });
    expect(
      (await get(`/api/brand/${id}/goods`)).json().data.data.map((x: { id: number }) => x.id),
    ).toEqual([g]);
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(id)))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['brand.create', 'brand.goods_link', 'brand.update']),
    );
    expect((await staff(operator, 'DELETE', `/admin-api/brands/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/focus/brand/${id}`)).statusCode).toBe(404);
  });

  it("move a goods between brands, list a brand's goods hidden ones too, and unlink them", async () => {
    const made = (name: string) =>
      staff(operator, 'POST', '/admin-api/brands', { name }).then((r) => r.json().data.id);
    const [one, two] = [await made('甲品牌'), await made('乙品牌')];
    const [g, hidden] = [await makeGoods(t.db, {}), await makeGoods(t.db, { isHidden: true })];
    const goodsOf = async (id: number) =>
      (await staff(operator, 'GET', `/admin-api/brands/${id}/goods`)).json().data;
    await staff(operator, 'POST', `/admin-api/brands/${one}/goods`, { goods_ids: [g, hidden] });
    expect(await goodsOf(one)).toMatchObject({ total: 2, data: [{ id: g }, { id: hidden }] });
    // The buyer's count leaves the hidden goods out.
    expect((await get(`/api/focus/brand/${one}`)).json().data.brand).toMatchObject({
      goods_count: 1,
    });
    await staff(operator, 'POST', `/admin-api/brands/${two}/goods`, { goods_ids: [g] });
    expect((await goodsOf(one)).data.map((x: { id: number }) => x.id)).toEqual([hidden]);
    expect((await goodsOf(two)).data.map((x: { id: number }) => x.id)).toEqual([g]);
    const off = await staff(operator, 'POST', `/admin-api/brands/${one}/goods/remove`, {
      goods_ids: [g, hidden],
    });
    // g is no longer the first brand's: only the hidden goods was unlinked from it.
    expect(off.json().data).toEqual({ unlinked: 1 });
    expect(await goodsOf(one)).toMatchObject({ total: 0, data: [] });
    expect((await staff(operator, 'GET', '/admin-api/brands/99999999/goods')).statusCode).toBe(404);
  });

  it('take an uploaded logo, and refuse what is not a picture', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const up = multipartFile(png, 'logo.png', 'image/png');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/admin-api/brands/picture?kind=logo',
      headers: { ...operator, 'content-type': up['content-type'] },
      payload: up.payload,
    });
    expect(ok.json().data.url).toMatch(/^\/uploads\/brands\/logo-[0-9a-f]{16}\.jpg$/);
    const served = await get(ok.json().data.url);
    expect(served.statusCode).toBe(200);
    const text = multipartFile(Buffer.from('hello'), 'x.png');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin-api/brands/picture?kind=logo',
      headers: { ...operator, 'content-type': text['content-type'] },
      payload: text.payload,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('controlled-sales sub-list banners', () => {
  it('answers the kxzq_ad banners asked for, in that order, skipping unknown ids', async () => {
    const all = (await get('/api/focus/kxzq_ad?ids=1')).json().data;
    expect(all).toEqual([]);
    const rows = await t.db.select().from(focusItems).where(eq(focusItems.position, 'kxzq_ad'));
    expect(rows).toHaveLength(2);
    const [x, y] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const got = (await get(`/api/focus/kxzq_ad?ids=${y.id},999999,${x.id}`)).json().data;
    expect(got.map((f: { id: number }) => f.id)).toEqual([y.id, x.id]);
    for (const q of ['', '?ids=', '?ids=a', '?ids=-1'])
      expect([q, (await get(`/api/focus/kxzq_ad${q}`)).statusCode]).toEqual([q, 422]);
  });
});
