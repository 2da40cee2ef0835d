import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { seedDemo } from './index.ts';
import { seedOtcShopIfMissing } from './otc-shop.ts';

// The demo's drug classes and flags, and otcshop, the buyer licensed for
// 乙类 OTC only (issue 22).

let d: Database;

beforeAll(async () => {
  d = await openDatabase({});
  await d.migrate();
  await seedDemo(d.db, { goodsCount: 1000 });
});
afterAll(() => d?.close());

const rows = async <T>(query: string) =>
  ((await d.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

describe('the demo goods', () => {
  it('are classed as their packs say', async () => {
    const classOf = async (where: string) =>
      (
        await rows<{ c: string }>(
          `select distinct drug_class c from goods where ${where} order by 1`,
        )
      ).map((r) => r.c);
    expect(await classOf(`name like '阿莫西林%' or name like '头孢%'`)).toEqual(['rx']);
    expect(await classOf(`kind = 1 or is_device or is_health`)).toEqual(['none']);
    // Cold medicines are sold over the counter, of both classes.
    expect(
      await classOf(`category_id in (select id from categories where name = '感冒用药')`),
    ).toEqual(['otc_a', 'otc_b']);
    const [n] = await rows<Record<string, number>>(`select
      count(*) filter (where drug_class <> 'none' and not needs_trace_code)::int untraced,
      count(*) filter (where drug_class = 'none' and needs_trace_code)::int traced_other,
      count(*) filter (where drug_class = 'otc_b')::int otc_b,
      count(*) filter (where name like '%疫苗%')::int vaccines from goods`);
    expect(n).toMatchObject({ untraced: 0, traced_other: 0, vaccines: 0 });
    expect(n!.otc_b).toBeGreaterThan(20);
  });

  it('flag 新康泰克 and the other ephedrine compounds 含特, insulin 冷链', async () => {
    const special = await rows<{ name: string; drug_class: string }>(
      `select name, drug_class from goods where is_special_compound order by name`,
    );
    expect(special.map((g) => g.name)).toContain('复方盐酸伪麻黄碱缓释胶囊(新康泰克)');
    for (const g of special) expect(g.name).toMatch(/伪麻|麻黄碱|酚麻美敏|可待因|复方甘草片/);
    const cold = await rows<{ name: string; drug_class: string; approval_number: string }>(
      `select name, drug_class, approval_number from goods where is_cold_chain`,
    );
    expect(cold.filter((g) => g.name.includes('胰岛素')).length).toBe(3);
    for (const g of cold) {
      expect(g.name).toMatch(/胰岛素|双歧杆菌三联活菌/);
      expect(g.approval_number).toMatch(/^国药准字S/);
    }
  });
});

describe('otcshop', () => {
  it('is an approved buyer licensed for 乙类 OTC only', async () => {
    const [row] = await d.db
      .select({ company: s.companies })
      .from(s.users)
      .innerJoin(s.companies, eq(s.companies.id, s.users.companyId))
      .where(eq(s.users.username, 'otcshop'));
    expect(row!.company).toMatchObject({
      kind: 'otc_counter',
      review: 'approved',
      licensedDrugClasses: ['otc_b'],
    });
    // Every other buyer keeps every class.
    const others = await rows<{ n: number }>(
      `select count(*)::int n from companies where licensed_drug_classes <> '["rx","otc_a","otc_b"]'`,
    );
    expect(others[0]!.n).toBe(1);
  });

  it('is added once, with the demo classes, to a demo database seeded before them', async () => {
    expect(await seedOtcShopIfMissing(d.db)).toBe(false);
    const before = await rows<{ id: number; drug_class: string }>(
      `select id, drug_class from goods order by id`,
    );
    // As migration 0024 left an older demo database: every drug Rx, no otcshop.
    await d.db.execute(sql`update goods set drug_class = 'rx' where drug_class <> 'none'`);
    await d.db.execute(
      sql`delete from companies where id = (select company_id from users where username = 'otcshop')`,
    );
    expect(await seedOtcShopIfMissing(d.db)).toBe(true);
    expect(await seedOtcShopIfMissing(d.db)).toBe(false);
    const after = await rows<{ id: number; drug_class: string }>(
      `select id, drug_class from goods order by id`,
    );
    expect(after).toEqual(before);
  });
});
