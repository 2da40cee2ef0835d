import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { categories } from '../../db/schema/index.ts';
import { makeGoods, readGoods } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let operator: { cookie: string };
let admin: { cookie: string };
beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  operator = await staffLogin(t, 'operator');
  admin = await staffLogin(t, 'admin');
});
afterAll(() => t?.close());

type Cat = { id: number; name: string; children: Cat[] };
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: object,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...who, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
/** What a buyer's menu shows: the header's trees and the category menu. */
const menu = async () => ({
  fl: (await t.app.inject({ url: '/api/goods/fl' })).json().data as Cat[],
  common: (await t.app.inject({ url: '/api/common' })).json().data as {
    category: Cat[];
    category_zs: Cat[];
  },
});
const find = (tree: Cat[], id: number): Cat | undefined => {
  for (const c of tree) {
    if (c.id === id) return c;
    const d = find(c.children, id);
    if (d) return d;
  }
};
const count = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(categories))[0]!.n;
const audits = async (action: string, id: number) =>
  (await call('GET', `/admin-api/audit-log?action=${action}&target_id=${id}`, admin)).json().data
    .data;

describe('categories', () => {
  it('lists a tree with goods counts', async () => {
    const warehouse = await staffLogin(t, 'warehouse');
    const r = await call('GET', '/admin-api/categories?tree=zs', warehouse);
    const roots = r.json().data as (Cat & { tree: string; goods_count: number })[];
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.every((c) => c.tree === 'zs' && c.children.length > 0)).toBe(true);
    // Each category's own goods (a count once compared the goods' category with its own id).
    const all = roots.flatMap((c) => [c, ...(c.children as typeof roots)]);
    const own = await t.db.execute(sql`SELECT c.id, (SELECT count(*)::int FROM goods g
      WHERE g.category_id = c.id OR g.zone_category_id = c.id) AS n FROM categories c`);
    const truth = new Map(rowsOf<{ id: number; n: number }>(own).map((r) => [r.id, r.n]));
    expect(all.map((c) => [c.id, c.goods_count])).toEqual(all.map((c) => [c.id, truth.get(c.id)]));
    expect(all.some((c) => c.goods_count > 2)).toBe(true);
    expect((await call('GET', '/admin-api/categories?tree=x', warehouse)).statusCode).toBe(422);
  });

  it('creates, renames, sorts and deletes; the buyer menu follows at once', async () => {
    await menu(); // the caches are warm
    const root = (
      await call('POST', '/admin-api/categories', operator, {
        tree: 'main',
        name: '新一级',
        sort: 0,
      })
    ).json().data;
    const child = (
      await call('POST', '/admin-api/categories', operator, {
        tree: 'main',
        parent_id: root.id,
        name: '新二级',
        sort: 5,
      })
    ).json().data;
    let m = await menu();
    expect(m.fl[0]).toMatchObject({
      id: root.id,
      name: '新一级',
      children: [{ id: child.id, name: '新二级' }],
    });
    expect(find(m.common.category, child.id)?.name).toBe('新二级');

    expect(
      (
        await call('PUT', `/admin-api/categories/${child.id}`, operator, { name: '改名二级' })
      ).json().data.name,
    ).toBe('改名二级');
    await call('PUT', `/admin-api/categories/${root.id}`, operator, { sort: 99_999 });
    m = await menu();
    expect(find(m.fl, child.id)?.name).toBe('改名二级');
    expect(m.fl.at(-1)?.id).toBe(root.id);
    expect(find(m.common.category, child.id)?.name).toBe('改名二级');

    // A parent with a child cannot go; the child can, then the parent.
    const refused = await call('DELETE', `/admin-api/categories/${root.id}`, operator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('不能删除');
    expect((await call('DELETE', `/admin-api/categories/${child.id}`, operator)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/admin-api/categories/${root.id}`, operator)).statusCode).toBe(
      200,
    );
    m = await menu();
    expect(find(m.fl, root.id)).toBeUndefined();
    expect(find(m.common.category, root.id)).toBeUndefined();

    for (const [action, id, n] of [
      ['category.create', root.id, 1],
      ['category.create', child.id, 1],
      ['category.update', child.id, 1],
      ['category.update', root.id, 1],
      ['category.delete', child.id, 1],
      ['category.delete', root.id, 1],
    ] as [string, number, number][])
      expect(await audits(action, id), `${action} ${id}`).toHaveLength(n);
  });

  it('refuses to delete a category holding goods (409), and moves goods roots with a move', async () => {
    const [a, b] = [
      (
        await call('POST', '/admin-api/categories', operator, { tree: 'main', name: '甲', sort: 1 })
      ).json().data,
      (
        await call('POST', '/admin-api/categories', operator, { tree: 'main', name: '乙', sort: 1 })
      ).json().data,
    ];
    const c = (
      await call('POST', '/admin-api/categories', operator, {
        tree: 'main',
        parent_id: a.id,
        name: '丙',
        sort: 1,
      })
    ).json().data;
    const g = await makeGoods(t.db, { categoryId: c.id, categoryRootId: a.id });
    const before = await count();
    const r = await call('DELETE', `/admin-api/categories/${c.id}`, operator);
    expect(r.statusCode).toBe(409);
    expect(await count()).toBe(before);
    expect(await audits('category.delete', c.id)).toHaveLength(0);

    expect(
      (await call('PUT', `/admin-api/categories/${c.id}`, operator, { parent_id: b.id }))
        .statusCode,
    ).toBe(200);
    expect((await readGoods(t.db, g)).categoryRootId).toBe(b.id);
    const list = (await t.app.inject({ url: `/api/goods/list?select=${b.id}` })).json().data;
    expect(list.data.map((x: { id: number }) => x.id)).toContain(g);
  });

  it('a child added while its parent is deleted: one of them wins, never a 500 or an orphan', async () => {
    for (let i = 0; i < 3; i++) {
      const root = (
        await call('POST', '/admin-api/categories', operator, { tree: 'zy', name: `竞争${i}` })
      ).json().data;
      const [made, gone] = await Promise.all([
        call('POST', '/admin-api/categories', operator, {
          tree: 'zy',
          parent_id: root.id,
          name: '子',
        }),
        call('DELETE', `/admin-api/categories/${root.id}`, operator),
      ]);
      expect([made.statusCode, gone.statusCode].sort()).toEqual(
        made.statusCode === 200 ? [200, 409] : [200, 422],
      );
      const orphans = await t.db
        .select()
        .from(categories)
        .where(
          sql`${categories.parentId} IS NOT NULL AND ${categories.parentId} NOT IN (SELECT id FROM categories)`,
        );
      expect(orphans).toEqual([]);
    }
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const [leaf] = await t.db
      .select()
      .from(categories)
      .where(sql`${categories.parentId} IS NOT NULL`)
      .limit(1);
    const [zsRoot] = await t.db
      .select()
      .from(categories)
      .where(sql`${categories.tree} = 'zs' AND ${categories.parentId} IS NULL`)
      .limit(1);
    const before = await t.db.select().from(categories).orderBy(categories.id);
    for (const [body, field] of [
      [{ tree: 'main', name: '' }, 'name'],
      [{ tree: 'xx', name: 'a' }, 'tree'],
      [{ tree: 'main', name: 'a', sort: -1 }, 'sort'],
      [{ tree: 'main', name: 'a', sort: 1.5 }, 'sort'],
      [{ tree: 'main', name: 'a'.repeat(31) }, 'name'],
      [{ tree: 'main', name: 'a', parent_id: 99_999_999 }, 'parent_id'],
      [{ tree: 'main', name: 'a', parent_id: leaf!.id }, 'parent_id'],
      [{ tree: 'main', name: 'a', parent_id: zsRoot!.id }, 'parent_id'],
      [{ tree: 'main', name: 'a', logo: '/x.png' }, 'logo'],
    ] as [object, string][]) {
      const r = await call('POST', '/admin-api/categories', operator, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(r.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    for (const body of [{}, { parent_id: leaf!.id }, { name: '' }, { parent_id: -1 }])
      expect(
        (await call('PUT', `/admin-api/categories/${leaf!.parentId}`, operator, body)).statusCode,
        JSON.stringify(body),
      ).toBe(422);
    expect(await t.db.select().from(categories).orderBy(categories.id)).toEqual(before);
    expect(
      (await call('PUT', '/admin-api/categories/99999999', operator, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/admin-api/categories/99999999', operator)).statusCode).toBe(404);
  });

  it('refuses staff without the categories permission (403), changing nothing', async () => {
    const [leaf] = await t.db
      .select()
      .from(categories)
      .where(sql`${categories.parentId} IS NOT NULL`)
      .limit(1);
    const before = await t.db.select().from(categories).orderBy(categories.id);
    for (const role of ['warehouse', 'reviewer', 'finance', 'service']) {
      const who = await staffLogin(t, role);
      for (const r of [
        await call('POST', '/admin-api/categories', who, { tree: 'main', name: 'x' }),
        await call('PUT', `/admin-api/categories/${leaf!.id}`, who, { name: 'x' }),
        await call('DELETE', `/admin-api/categories/${leaf!.id}`, who),
      ])
        expect(r.statusCode, role).toBe(403);
    }
    for (const role of ['reviewer', 'finance', 'service'])
      expect(
        (await call('GET', '/admin-api/categories', await staffLogin(t, role))).statusCode,
      ).toBe(403);
    expect(await t.db.select().from(categories).orderBy(categories.id)).toEqual(before);
    expect((await t.db.select().from(categories).where(eq(categories.id, leaf!.id)))[0]!.name).toBe(
      leaf!.name,
    );
  });
});
