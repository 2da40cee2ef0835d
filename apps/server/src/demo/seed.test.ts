import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { verifyPassword } from '../platform/password.ts';
import { seedFirstBusinessIfMissing } from './first-business.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemo, seedMissing } from './index.ts';
import { seedReviewIfMissing } from './review.ts';

const GOODS = 2000;
let a: Database;
let b: Database;

async function seeded(): Promise<Database> {
  const d = await openDatabase({});
  await d.migrate();
  await seedDemo(d.db, { goodsCount: GOODS });
  return d;
}

beforeAll(async () => {
  [a, b] = await Promise.all([seeded(), seeded()]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const rows = async <T>(query: string) =>
  ((await a.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const countOf = async (table: PgTable) => (await a.db.select({ n: count() }).from(table))[0]!.n;

describe('seedDemo', () => {
  it('fills every table', async () => {
    expect(await countOf(s.goods)).toBe(GOODS);
    expect(await countOf(s.serviceContacts)).toBe(5);
    expect(await countOf(s.ranks)).toBe(4);
    // demoAccounts, the second store of demo (store_members) and demo's sub-account demo_caigou.
    expect(await countOf(s.companies)).toBe(demoAccounts.length + 1);
    expect(await countOf(s.users)).toBe(demoAccounts.length + 1);
    // Licences of the demo buyers (acct), newshop (invoice), demo's second store (subacct),
    // closeshop and clinic's renewal under review (review), otcshop's two (otc-shop), pending's four
    // documents and demo's purchaser papers (first-business).
    expect(await countOf(s.credentials)).toBe(21);
    expect(await countOf(s.hotSearches)).toBe(8);
    expect(await countOf(s.links)).toBe(6);
    const keys = (await a.db.select().from(s.siteConfig)).map((r) => r.key).sort();
    expect(keys).toEqual([
      'licences',
      'quality_inspection',
      'return_address',
      'shipping_rule',
      'site',
    ]);
    expect(await countOf(s.fullReductions)).toBe(2);
    // pending has none; newshop (invoice.ts) a wallet with nothing in it and an
    // address; demo's second store (subacct) an address of its own.
    expect(await countOf(s.wallets)).toBe(3);
    // demo's registered address beside its delivery address (含特殊药品复方制剂 ship there).
    expect(await countOf(s.addresses)).toBe(5);
    expect(await countOf(s.carriers)).toBe(10);
    expect(await countOf(s.coupons)).toBe(4);
    const hot = await a.db.select().from(s.hotSearches).orderBy(asc(s.hotSearches.sort));
    expect(hot[0]!.keyword).toBe('阿莫西林');
  });

  it('gives the demo buyers a points history that adds up to their points', async () => {
    const held = await rows<{ name: string; points: number; sum: number; n: number; last: number }>(
      `select c.name, c.points, coalesce(sum(l.delta), 0)::int sum, count(l.id)::int n,
         coalesce((array_agg(l.points_after order by l.id desc))[1], 0) last
       from companies c left join points_ledger l on l.company_id = c.id
       group by c.id order by c.id`,
    );
    expect(held.map((h) => [h.points, h.n])).toEqual([
      [2139, 4],
      [360, 2],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    for (const h of held) expect([h.sum, h.last], h.name).toEqual([h.points, h.points]);
  });

  it('records every seeded balance payment: wallets match their ledgers, paid orders their payments', async () => {
    const wallets = await rows<{ balance: number; sum: number }>(
      `select w.balance_fen::int balance, coalesce(sum(l.amount_fen), 0)::int sum
       from wallets w left join wallet_ledger l on l.company_id = w.company_id group by w.company_id`,
    );
    expect(wallets.length).toBe(3);
    for (const w of wallets) expect(w.sum).toBe(w.balance);
    const paid = await rows<{ paid: number; payments: number; debited: number; method: string }>(
      `select o.paid_fen::int paid,
         coalesce((select sum(p.amount_fen) from payments p
           where p.order_id = o.id and p.status = 'succeeded'), 0)::int payments,
         coalesce((select -sum(l.amount_fen) from wallet_ledger l
           where l.order_id = o.id and l.kind = 2), 0)::int debited,
         o.pay_method method
       from orders o where o.paid_fen > 0`,
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const o of paid) {
      expect([o.payments, o.debited]).toEqual([o.paid, o.method === 'balance' ? o.paid : 0]);
    }
    const [completed] = await rows<{ n: number }>(
      `select count(*)::int n from orders o where o.status = 'completed'
         and not exists (select 1 from points_ledger l where l.order_id = o.id and l.kind = 1)`,
    );
    expect(completed!.n).toBe(0);
  });

  it('holds every goods’ stock in 1-3 lots, with near-expiry lots, one expired lot and each demo order’s lots', async () => {
    const [shape] = await rows<{ min: number; max: number; goods: number }>(
      `select min(n)::int min, max(n)::int max, count(*)::int goods
       from (select count(l.id) n from goods g left join goods_lots l on l.goods_id = g.id group by g.id) x`,
    );
    expect(shape).toEqual({ min: 1, max: 3, goods: GOODS });
    const [drift] = await rows<{ n: number }>(
      `select count(*)::int n from goods g where g.stock <> coalesce((select sum(quantity) from goods_lots l
         where l.goods_id = g.id and l.state = 'selling'), 0)`,
    );
    expect(drift!.n).toBe(0);
    const [ledger] = await rows<{ n: number }>(
      `select count(*)::int n from goods g where g.stock <> coalesce((select sum(change) from stock_ledger s
         where s.goods_id = g.id), 0)`,
    );
    expect(ledger!.n).toBe(0);
    const expired = await rows<{ lot_no: string }>(
      `select lot_no from goods_lots where state = 'expired'`,
    );
    expect(expired).toEqual([{ lot_no: 'Z231108-1' }]);
    const [near] = await rows<{ n: number }>(
      `select count(*)::int n from goods_lots l join goods g on g.id = l.goods_id
       where g.warehouse_id <> 3 and l.lot_no like 'N%' and l.quantity > 0`,
    );
    expect(near!.n).toBeGreaterThan(0);
    const names = await rows<{ lot_no: string }>(
      `select lot_no from goods_lots order by id limit 40`,
    );
    for (const n of names) expect(n.lot_no).toMatch(/^(B\d{6}-\d|\d{7})$/);
    const [unlotted] = await rows<{ n: number }>(
      `select count(*)::int n from order_lines ol where ol.quantity <> coalesce((select sum(quantity)
         from order_line_lots o where o.order_line_id = ol.id), 0)`,
    );
    expect(unlotted!.n).toBe(0);
  });

  it('holds one lot frozen for recall, shipped to demo and clinic, each told once', async () => {
    const recalled = await rows<{ id: number; lot_no: string; frozen_by: string; reason: string }>(
      `select id, lot_no, frozen_by, reason from goods_lots
       where state = 'frozen' and freeze_kind = 'recall'`,
    );
    expect(recalled).toHaveLength(1);
    const lot = recalled[0]!;
    expect(lot).toMatchObject({ frozen_by: 'quality', reason: expect.stringContaining('溶出度') });
    const holders = await rows<{ username: string; orders: number; n: number }>(
      `select u.username, count(distinct o.id)::int orders, sum(x.quantity - x.returned_quantity)::int n
       from order_line_lots x join order_lines ol on ol.id = x.order_line_id
       join orders o on o.id = ol.order_id join users u on u.id = o.user_id
       where x.lot_id = ${lot.id} and o.status = 'shipped' group by u.username order by u.username`,
    );
    expect(holders).toEqual([
      { username: 'clinic', orders: 1, n: 12 },
      { username: 'demo', orders: 2, n: 30 },
    ]);
    const told = await rows<{ username: string; body: string }>(
      `select u.username, m.body from messages m join users u on u.company_id = m.company_id
       where m.kind = 'lot_recall' and u.username in ('demo', 'clinic', 'otcshop', 'newshop')
       order by u.username`,
    );
    expect(told.map((m) => m.username)).toEqual(['clinic', 'demo']);
    // They received it: they stop selling and send it back.
    for (const m of told) {
      expect(m.body).toContain(`批号 ${lot.lot_no}`);
      expect(m.body).toContain('请立即停止销售并封存');
    }
  });

  it('gives demo two standing lists, one with an out-of-stock line it waits for', async () => {
    const lists = await rows<{ name: string; lines: number; empty: number }>(
      `select l.name, count(*)::int lines, count(*) filter (where g.stock = 0)::int empty
       from standing_lists l join users u on u.company_id = l.company_id and u.username = 'demo'
       join standing_list_lines x on x.list_id = l.id join goods g on g.id = x.goods_id
       group by l.id, l.name order by l.id`,
    );
    expect(lists).toEqual([
      { name: '每周常购', lines: 5, empty: 0 },
      { name: '感冒季备货', lines: 4, empty: 1 },
    ]);
    const waiting = await rows<{ stock: number }>(
      `select g.stock from arrival_notices n join goods g on g.id = n.goods_id
       join users u on u.company_id = n.company_id and u.username = 'demo'
       where n.notified_at is null`,
    );
    expect(waiting).toEqual([{ stock: 0 }]);
    expect(await countOf(s.priceWatch)).toBe(await countOf(s.goods));
  });

  it('builds three category trees with children under every root', async () => {
    const trees = await rows<{ tree: string; roots: number; min: number; max: number }>(`
      select r.tree, count(*)::int roots, min(n)::int min, max(n)::int max from categories r
      join lateral (select count(*) n from categories c where c.parent_id = r.id) k on true
      where r.parent_id is null group by r.tree order by r.tree`);
    const byTree = Object.fromEntries(trees.map((t) => [t.tree, t]));
    expect(byTree.main!.roots).toBeGreaterThanOrEqual(9);
    expect(byTree.zs!.roots).toBeGreaterThanOrEqual(5);
    expect(byTree.zy!.roots).toBeGreaterThanOrEqual(5);
    for (const t of trees) {
      expect(t.min).toBeGreaterThanOrEqual(2);
      expect(t.max).toBeLessThanOrEqual(8);
    }
    const [main] = await a.db
      .select()
      .from(s.categories)
      .where(sql`${s.categories.parentId} is null and ${s.categories.tree} = 'main'`)
      .orderBy(asc(s.categories.sort))
      .limit(1);
    expect(main!.name).toBe('抗感染药');
  });

  it('lists 阿莫西林 under several makers, findable by its initials', async () => {
    const amx = await rows<{ name: string; name_initials: string; manufacturer: string }>(
      `select name, name_initials, manufacturer from goods where name like '阿莫西林%'`,
    );
    expect(amx.length).toBeGreaterThan(20);
    expect(new Set(amx.map((g) => g.manufacturer)).size).toBeGreaterThan(5);
    expect(amx.some((g) => g.name.startsWith('阿莫西林克拉维酸钾'))).toBe(true);
    for (const g of amx) expect(g.name_initials.startsWith('amxl')).toBe(true);
    // Suggestions for 'amxl' must all be 阿莫西林 products.
    const others = await rows(
      `select name from goods where name_initials like 'amxl%' and name not like '阿莫西林%'`,
    );
    expect(others).toEqual([]);
    // Search tests rely on LIKE wildcards matching nothing when taken literally.
    const wild = await rows(
      `select name from goods where name ~ '[%_\\\\]' or manufacturer ~ '[%_\\\\]'`,
    );
    expect(wild).toEqual([]);
  });

  it('files every goods under a leaf whose root is categoryRootId', async () => {
    const bad = await rows(`
      select g.id from goods g left join categories c on c.id = g.category_id
      where c.id is null or c.tree <> 'main' or c.parent_id is distinct from g.category_root_id
      union all
      select g.id from goods g left join categories c on c.id = g.zone_category_id
      where g.zone_category_id is not null and (c.id is null or c.parent_id is distinct from g.zone_category_root_id
        or c.tree <> case when g.kind = 1 then 'zy' else 'zs' end)
      union all
      select id from goods where (kind = 1 or is_clinic) <> (zone_category_id is not null)
        or (kind = 1 and is_clinic)`);
    expect(bad).toEqual([]);
    const roots = await rows<{ flag: string; name: string }>(`
      select distinct 'device' flag, r.name from goods g join categories r on r.id = g.category_root_id where g.is_device
      union select distinct 'health', r.name from goods g join categories r on r.id = g.category_root_id where g.is_health
      union select distinct 'herb', r.name from goods g join categories r on r.id = g.category_root_id where g.kind = 1`);
    expect(roots.sort((x, y) => x.flag.localeCompare(y.flag))).toEqual([
      { flag: 'device', name: '医疗器械' },
      { flag: 'health', name: '保健食品' },
      { flag: 'herb', name: '中药饮片' },
    ]);
  });

  it('keeps prices, packs, codes and dates consistent', async () => {
    const goods = await a.db.select().from(s.goods);
    const codes = new Set(goods.map((g) => g.nationalCode));
    expect(codes.size).toBe(goods.length);
    let tiered = 0;
    for (const g of goods) {
      expect(g.nationalCode).toMatch(/^86\d{12}$/);
      expect(g.originalPriceFen).toBeGreaterThanOrEqual(g.priceFen);
      expect(g.marketPriceFen).toBeGreaterThan(g.originalPriceFen);
      expect(g.marketPriceFen).toBeLessThanOrEqual(g.priceFen * 2 + 10);
      expect(g.stock).toBeGreaterThanOrEqual(0);
      expect(g.stock).toBeLessThanOrEqual(5000);
      expect([0, 1, 2, 5, 10, 20]).toContain(g.midPackQuantity);
      if (g.midPackQuantity > 0) expect(g.caseQuantity % g.midPackQuantity).toBe(0);
      if (g.activityType === 1) expect(g.purchaseLimit).toBeGreaterThan(0);
      expect(g.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (g.warehouseId === 3) {
        expect(g.isShortExpiry).toBe(true);
        expect(g.expiryDate >= '2027-01-01' && g.expiryDate <= '2027-05-31').toBe(true);
      } else {
        expect(g.warehouseId).toBe(1);
        expect(g.expiryDate >= '2027-06-01' && g.expiryDate <= '2029-12-31').toBe(true);
      }
      const names = g.tags.map((t) => t.name);
      expect(names.includes('OTC') && names.includes('处方药')).toBe(false);
      if (g.ladderPrices.length === 0) continue;
      tiered++;
      let last = { number: 0, priceFen: g.priceFen };
      for (const tier of g.ladderPrices) {
        expect(tier.number).toBeGreaterThan(last.number);
        expect(tier.number % g.midPackQuantity).toBe(0);
        expect(tier.priceFen).toBeLessThan(last.priceFen);
        expect(tier.priceFen).toBeGreaterThan(0);
        last = tier;
      }
    }
    expect(tiered / goods.length).toBeGreaterThan(0.1);
  });

  it('covers every zone even in a small seed', async () => {
    const [z] = await rows<Record<string, number>>(`
      select sum(is_preferred::int)::int preferred, sum(is_clinic::int)::int clinic,
        sum((kind = 1)::int)::int herb, sum(is_device::int)::int device, sum(is_health::int)::int health,
        sum((warehouse_id = 3)::int)::int near_expiry, sum(is_controlled::int)::int controlled,
        sum((activity_type = 1)::int)::int group_buy from goods`);
    for (const [zone, n] of Object.entries(z!)) expect(n, zone).toBeGreaterThan(0);
  });

  it('gives the demo login a sub-account that may order but not pay, and a second approved store', async () => {
    const [sub] = await a.db.select().from(s.users).where(eq(s.users.username, 'demo_caigou'));
    const [demo] = await a.db.select().from(s.users).where(eq(s.users.username, 'demo'));
    expect(sub).toMatchObject({
      companyId: demo!.companyId,
      isMain: false,
      canOrder: true,
      canPay: false,
      // Purchase approvals: ¥5,000 an order, ¥20,000 a month.
      orderLimitFen: 500_000,
      monthLimitFen: 2_000_000,
    });
    expect(await verifyPassword(DEMO_PASSWORD, sub!.passwordHash)).toBe(true);
    const [member] = await a.db
      .select()
      .from(s.storeMembers)
      .where(eq(s.storeMembers.userId, demo!.id));
    const [store] = await a.db
      .select()
      .from(s.companies)
      .where(eq(s.companies.id, member!.companyId));
    expect(store).toMatchObject({ name: '仁和大药房（望京店）', review: 'approved' });
  });

  it('creates the demo buyers with their own salted hashes', async () => {
    const buyers = await a.db
      .select({ user: s.users, company: s.companies })
      .from(s.users)
      .innerJoin(s.companies, eq(s.companies.id, s.users.companyId))
      .where(eq(s.users.isMain, true));
    expect(buyers.map((r) => r.user.username).sort()).toEqual(
      demoAccounts.map((d) => d.username).sort(),
    );
    for (const { user } of buyers) {
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
      expect(await verifyPassword('wrong-password', user.passwordHash)).toBe(false);
    }
    expect(new Set(buyers.map((r) => r.user.passwordHash)).size).toBe(demoAccounts.length);
    const by = Object.fromEntries(buyers.map((r) => [r.user.username, r]));
    expect(by.demo!.company).toMatchObject({
      name: '仁和大药房（朝阳店）',
      review: 'approved',
      rankId: 3,
      // 1,280 held before, and those of its completed order (xr.ts).
      points: 2139,
      canChat: true,
    });
    expect(by.demo!.company.serviceContactId).not.toBe(1);
    expect(by.demo!.user.mobile).toBe('13800000001');
    expect(by.clinic!.company).toMatchObject({
      kind: 'clinic',
      rankId: 2,
      serviceContactId: 1,
      canChat: false,
    });
    expect(by.pending!.company).toMatchObject({
      review: 'pending',
      rankId: 1,
      serviceContactId: 1,
    });
    const kinds = await rows<{ kind: string }>(
      `select kind from credentials where company_id = ${by.clinic!.company.id} and status = 'current' order by kind`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['business_licence', 'medical_licence', 'proxy']);
  });

  it('seeds navigation and banners with stable ids', async () => {
    const nav = await a.db.select().from(s.navItems).orderBy(asc(s.navItems.sort));
    expect(nav.map((n) => n.url)).toEqual([
      '/',
      '/yx',
      '/kxzq',
      '/qxzq',
      '/bjp',
      '/zyyp',
      '/zszq',
      '/jxqzc',
      '/list',
    ]);
    const focus = await a.db.select().from(s.focusItems);
    const per = (p: string) => focus.filter((f) => f.position === p).length;
    expect([per('index'), per('top'), per('right'), per('login'), per('zone')]).toEqual([
      5, 1, 1, 1, 8,
    ]);
    for (const f of focus) expect(f.image).toBe(`/img/focus/${f.id}.svg`);
    const [contact] = await a.db
      .select()
      .from(s.serviceContacts)
      .where(eq(s.serviceContacts.isDefault, true));
    expect(contact!.id).toBe(1);
  });

  it('moves sequences past the explicit ids', async () => {
    const [c] = await a.db
      .insert(s.categories)
      .values({ name: '测试分类', tree: 'main' })
      .returning({ id: s.categories.id });
    const [max] = await rows<{ n: number }>(`select count(*)::int n from categories`);
    expect(c!.id).toBe(max!.n);
    await a.db.delete(s.categories).where(eq(s.categories.id, c!.id));
    const [focus] = await rows<{ n: number }>(`select count(*)::int n from focus_items`);
    const [f] = await a.db.insert(s.focusItems).values({ position: 'x', image: '' }).returning();
    expect(f!.id).toBe(focus!.n + 1);
    await a.db.delete(s.focusItems).where(eq(s.focusItems.id, f!.id));
  });

  it('is deterministic: the same seed gives the same goods', async () => {
    const first = (d: Database) => d.db.select().from(s.goods).orderBy(asc(s.goods.id)).limit(50);
    const strip = (g: typeof s.goods.$inferSelect) => ({ ...g, createdAt: null });
    expect((await first(a)).map(strip)).toEqual((await first(b)).map(strip));
  });
});

describe('work waiting in the console', () => {
  const waiting = async (d: Database) => ({
    renewals: (
      await d.db
        .select({ company: s.companies.name, kind: s.credentials.kind })
        .from(s.credentials)
        .innerJoin(s.companies, eq(s.companies.id, s.credentials.companyId))
        .where(eq(s.credentials.status, 'pending'))
    ).map((r) => `${r.company}/${r.kind}`),
    cancellations: (
      await d.db
        .select({ username: s.users.username, status: s.cancellationRequests.status })
        .from(s.cancellationRequests)
        .innerJoin(s.users, eq(s.users.id, s.cancellationRequests.userId))
    ).map((r) => `${r.username}/${r.status}`),
  });

  it("has clinic's renewal under review and closeshop's cancellation request, with nothing blocking it", async () => {
    expect(await waiting(a)).toEqual({
      renewals: [
        '康宁社区诊所/proxy',
        '百姓缘药店/business_licence',
        '百姓缘药店/drug_licence',
        '百姓缘药店/proxy',
        '百姓缘药店/buyer_id',
      ],
      cancellations: ['closeshop/pending'],
    });
    const [shop] = await rows<{ orders: number; wallets: number; review: string }>(
      `select c.review, (select count(*)::int from orders o where o.company_id = c.id) orders,
         (select count(*)::int from wallets w where w.company_id = c.id and w.balance_fen > 0) wallets
       from companies c join users u on u.company_id = c.id where u.username = 'closeshop'`,
    );
    expect(shop).toEqual({ review: 'approved', orders: 0, wallets: 0 });
  });

  it('adds them once to a demo database seeded before they existed', async () => {
    expect(await seedReviewIfMissing(a.db)).toBe(false);
    await b.db.execute(sql`delete from companies where name = ${demoAccounts[4].company}`);
    await b.db.delete(s.credentials).where(eq(s.credentials.status, 'pending'));
    expect(await waiting(b)).toEqual({ renewals: [], cancellations: [] });
    expect(await seedReviewIfMissing(b.db)).toBe(true);
    expect(await seedReviewIfMissing(b.db)).toBe(false);
    expect(await seedFirstBusinessIfMissing(b.db)).toBe(true);
    expect(await seedFirstBusinessIfMissing(b.db)).toBe(false);
    expect(await waiting(b)).toEqual(await waiting(a));
  });
});

describe('seedMissing', () => {
  it('leaves a seeded database alone', async () => {
    const logs: string[] = [];
    const filesDir = mkdtempSync(join(tmpdir(), 'seed-files-'));
    await seedMissing(a.db, { filesDir, log: (m) => logs.push(m) });
    // No second demo shop; the parts seedDemo leaves to the start (flash sessions
    // timed from it, gifts, trade-ups) and the licence pictures, once.
    expect(logs).toEqual([
      'demo flash-sale sessions added',
      'demo 满赠 gifts added',
      'demo 换购 added',
      'demo licence pictures added',
      'demo 首营资料 (shop licences, approval papers, seal) added',
      'demo 对公转账 account and the clinic’s transfer waiting for finance added',
      'demo lots’ inspection reports (药检报告) added',
    ]);
    // The clinic's order waits for finance with its bank receipt (a picture) uploaded.
    const waiting = await rows<{
      state: string;
      status: string;
      pay_method: string;
      receipts: number;
    }>(
      `select t.state, o.status, o.pay_method,
         (select count(*)::int from transfer_receipts r where r.transfer_id = t.id and r.state = 'pending') receipts
       from transfers t join orders o on o.id = t.target_id join users u on u.company_id = t.company_id
       where u.username = 'clinic'`,
    );
    expect(waiting).toEqual([
      { state: 'waiting', status: 'unpaid', pay_method: 'transfer', receipts: 1 },
    ]);
    expect(readdirSync(join(filesDir, 'transfer-receipts'))).toHaveLength(1);
    // The shop's two licences, the seal, and two papers (注册证 picture, 说明书 PDF) per drug given some.
    const papers = await rows<{ goods: boolean; kind: string; file_type: string; n: number }>(
      `select goods_id is not null goods, kind, file_type, count(*)::int n
       from qualification_documents group by 1, 2, 3 order by 1, 2`,
    );
    const perGoods = papers.find((p) => p.kind === 'registration')?.n ?? 0;
    expect(perGoods).toBeGreaterThanOrEqual(24);
    expect(papers).toEqual([
      { goods: false, kind: 'business_licence', file_type: 'image/png', n: 1 },
      { goods: false, kind: 'drug_licence', file_type: 'application/pdf', n: 1 },
      { goods: true, kind: 'instructions', file_type: 'application/pdf', n: perGoods },
      { goods: true, kind: 'registration', file_type: 'image/png', n: perGoods },
    ]);
    const [supplier] = await a.db.select().from(s.supplierProfile);
    expect(supplier).toMatchObject({
      companyName: '北京药采医药科技有限公司',
      licenceNumber: '京AA0100001',
    });
    expect(readdirSync(join(filesDir, 'qualification'))).toHaveLength(3 + 2 * perGoods);
    // Every demo document has its file: pictures, and each 委托书 a PDF.
    const files = await rows<{ kind: string; file_type: string }>(
      `select c.kind, c.file_type from credentials c join users u on u.company_id = c.company_id
       where u.username in (${demoAccounts.map((d) => `'${d.username}'`).join(',')})
         and (c.file_type = '' or c.kind = 'proxy')`,
    );
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f).toMatchObject({ kind: 'proxy', file_type: 'application/pdf' });
    // A 检验报告书 PDF for every lot of a drug a demo order holds, stored as an upload is.
    const reports = await rows<{ lot_no: string; report_type: string | null; ordered: boolean }>(
      `select l.lot_no, l.report_type,
         exists (select 1 from order_lines o where o.goods_id = l.goods_id) ordered
       from goods_lots l join goods g on g.id = l.goods_id
       where l.report_file is not null
         or (g.approval_number like '国药准字%' and g.id in (select goods_id from order_lines))`,
    );
    expect(reports.some((r) => r.ordered)).toBe(true);
    for (const r of reports) expect(r, r.lot_no).toMatchObject({ report_type: 'application/pdf' });
    expect(readdirSync(join(filesDir, 'lot-reports'))).toHaveLength(reports.length);
    await seedMissing(a.db, { filesDir, log: (m) => logs.push(m) });
    expect(logs).toHaveLength(7);
    expect(await countOf(s.goods)).toBe(GOODS);
    expect(await countOf(s.users)).toBe(demoAccounts.length + 1);
  });
});
