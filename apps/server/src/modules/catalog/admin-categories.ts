import type { AdminCategory } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isForeignKeyRefusal } from '../../db/pg-error.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Audit } from '../staff/index.ts';
import type { Tree } from './categories.ts';
import { categoriesAdminRepo, type CategoryRow as Row } from './categories-admin-repo.ts';
import type { CatalogService } from './service.ts';

/** Announced after categories changed: every process reads them again. */
export const CATEGORIES_CHANGED = 'categories_changed';

const inUse = () => new AppError('conflict', '该分类下还有商品或子分类，不能删除；请先移走它们');

function presentTree(rows: { row: Row; goodsCount: number }[]): AdminCategory[] {
  const byId = new Map<number, AdminCategory>();
  for (const { row, goodsCount } of rows)
    byId.set(row.id, {
      id: row.id,
      parent_id: row.parentId,
      tree: row.tree as Tree,
      name: row.name,
      sort: row.sort,
      goods_count: goodsCount,
      children: [],
    });
  const roots: AdminCategory[] = [];
  for (const c of byId.values()) {
    const parent = c.parent_id === null ? undefined : byId.get(c.parent_id);
    if (parent) parent.children.push(c);
    else roots.push(c);
  }
  return roots;
}

const view = (r: Row) => ({
  tree: r.tree as Tree,
  parent_id: r.parentId,
  name: r.name,
  sort: r.sort,
});

/**
 * 分类管理: the three trees, two levels deep (a root and its children), as the
 * shop's menus and list filters expect.
 */
export function categoriesAdminService({
  db,
  bus,
  audit,
  catalog,
}: {
  db: Db;
  bus: Bus;
  audit: Audit;
  catalog: Pick<CatalogService, 'goodsEdited'>;
}) {
  /** A parent must be a root of the same tree. */
  async function checkParent(tx: DbOrTx, tree: string, parentId: number, self?: number) {
    if (parentId === self) throw fieldError('parent_id', '上级分类不能是自己');
    // Locked: a concurrent delete of the parent waits for this write, then sees the child.
    const parent = await categoriesAdminRepo(tx).one(parentId, true);
    if (!parent || parent.tree !== tree) throw fieldError('parent_id', '上级分类不存在');
    if (parent.parentId !== null) throw fieldError('parent_id', '分类最多两级，上级须为一级分类');
  }

  async function announce(movedGoods: number[] = []) {
    await bus.publish(CATEGORIES_CHANGED, '');
    // Goods objects carry their category; lists of a moved category change.
    if (movedGoods.length > 0) await catalog.goodsEdited(movedGoods);
  }

  return {
    tree: async (tree: Tree) => presentTree(await categoriesAdminRepo(db).tree(tree)),

    async create(
      actor: Actor,
      b: { tree: Tree; parent_id?: number | null | undefined; name: string; sort: number },
    ) {
      const row = await db.transaction(async (tx) => {
        if (b.parent_id) await checkParent(tx, b.tree, b.parent_id);
        const row = await categoriesAdminRepo(tx).insert({
          tree: b.tree,
          parentId: b.parent_id ?? null,
          name: b.name,
          sort: b.sort,
        });
        await audit(tx, actor, {
          action: 'category.create',
          targetType: 'category',
          targetId: row.id,
          before: null,
          after: view(row),
        });
        return row;
      });
      await announce();
      return { ...view(row), id: row.id, goods_count: 0, children: [] };
    },

    async update(
      actor: Actor,
      id: number,
      b: {
        parent_id?: number | null | undefined;
        name?: string | undefined;
        sort?: number | undefined;
      },
    ) {
      const { row, moved } = await db.transaction(async (tx) => {
        const repo = categoriesAdminRepo(tx);
        const before = await repo.one(id, true);
        if (!before) throw notFound('分类');
        let moved: number[] = [];
        const move = b.parent_id !== undefined && b.parent_id !== before.parentId;
        if (move) {
          if (b.parent_id !== null) {
            await checkParent(tx, before.tree, b.parent_id!, id);
            if (await repo.hasChildren(id))
              throw fieldError('parent_id', '该分类有子分类，不能移到其他分类下');
          }
        }
        const row = await repo.update(id, {
          ...(b.name !== undefined && { name: b.name }),
          ...(b.sort !== undefined && { sort: b.sort }),
          ...(move && { parentId: b.parent_id }),
        });
        if (move) moved = await repo.rerootGoods(id, b.parent_id ?? id);
        await audit(tx, actor, {
          action: 'category.update',
          targetType: 'category',
          targetId: id,
          before: view(before),
          after: view(row),
        });
        return { row, moved };
      });
      await announce(moved);
      return view(row);
    },

    async remove(actor: Actor, id: number) {
      try {
        await db.transaction(async (tx) => {
          const repo = categoriesAdminRepo(tx);
          const before = await repo.one(id, true);
          if (!before) throw notFound('分类');
          if ((await repo.hasChildren(id)) || (await repo.hasGoods(id))) throw inUse();
          // Goods filed meanwhile are caught by the foreign key (RESTRICT).
          await repo.remove(id);
          await audit(tx, actor, {
            action: 'category.delete',
            targetType: 'category',
            targetId: id,
            before: view(before),
            after: null,
          });
        });
      } catch (e) {
        if (isForeignKeyRefusal(e)) throw inUse();
        throw e;
      }
      await announce();
    },
  };
}

export type CategoriesAdminService = ReturnType<typeof categoriesAdminService>;
