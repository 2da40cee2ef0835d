import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, goods } from '../../db/schema/catalog.ts';
import type { Tree } from './categories.ts';

// SQL of 分类管理: the tree with goods counts, locked reads for a change, and
// the goods' root category that follows a moved category.

export type CategoryRow = typeof categories.$inferSelect;
type Row = CategoryRow;

export function categoriesAdminRepo(db: DbOrTx) {
  return {
    async tree(tree: Tree) {
      return db
        .select({
          row: categories,
          goodsCount: sql<number>`(SELECT count(*)::int FROM ${goods} g
            WHERE g.category_id = ${categories}.id OR g.zone_category_id = ${categories}.id)`,
        })
        .from(categories)
        .where(eq(categories.tree, tree))
        .orderBy(asc(categories.sort), asc(categories.id));
    },
    async one(id: number, lock = false) {
      const q = db.select().from(categories).where(eq(categories.id, id));
      const [row] = await (lock ? q.for('update') : q);
      return row ?? null;
    },
    async hasChildren(id: number) {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, id))
        .limit(1);
      return !!row;
    },
    /** Whether any goods is filed under the category, in the main tree or a zone. */
    async hasGoods(id: number) {
      const [row] = await db
        .select({ id: goods.id })
        .from(goods)
        .where(or(eq(goods.categoryId, id), eq(goods.zoneCategoryId, id)))
        .limit(1);
      return !!row;
    },
    /** After a move the goods' root category follows: list pages filter by it. */
    async rerootGoods(id: number, rootId: number) {
      const a = await db
        .update(goods)
        .set({ categoryRootId: rootId })
        .where(eq(goods.categoryId, id))
        .returning({ id: goods.id });
      const b = await db
        .update(goods)
        .set({ zoneCategoryRootId: rootId })
        .where(eq(goods.zoneCategoryId, id))
        .returning({ id: goods.id });
      return [...a, ...b].map((r) => r.id);
    },
    insert: async (v: Omit<typeof categories.$inferInsert, 'id'>) =>
      (await db.insert(categories).values(v).returning())[0]!,
    update: async (id: number, v: Partial<Row>) =>
      (await db.update(categories).set(v).where(eq(categories.id, id)).returning())[0]!,
    remove: (id: number) => db.delete(categories).where(eq(categories.id, id)),
  };
}
