import type { Db } from '../../db/client.ts';
import { categoryRows } from './categories-repo.ts';

export type Tree = 'main' | 'zs' | 'zy';
export type Category = {
  id: number;
  parentId: number | null;
  tree: Tree;
  name: string;
  children: Category[];
};

export type CategoryIndex = {
  byId: Map<number, Category>;
  roots: Record<Tree, Category[]>;
};

/**
 * Categories change rarely and every list request needs them, so they are kept
 * in memory and re-read after a short time; an operator's edit is announced
 * on the bus and forgotten in every process at once.
 */
export function categoryCache(db: Db, ttlMs = 60_000) {
  let cached: { at: number; index: Promise<CategoryIndex> } | null = null;

  async function load(): Promise<CategoryIndex> {
    const rows = await categoryRows(db);
    const byId = new Map<number, Category>();
    for (const r of rows) {
      byId.set(r.id, {
        id: r.id,
        parentId: r.parentId,
        tree: r.tree as Tree,
        name: r.name,
        children: [],
      });
    }
    const roots: Record<Tree, Category[]> = { main: [], zs: [], zy: [] };
    for (const c of byId.values()) {
      const parent = c.parentId === null ? undefined : byId.get(c.parentId);
      if (parent) parent.children.push(c);
      else roots[c.tree]?.push(c);
    }
    return { byId, roots };
  }

  return {
    get(): Promise<CategoryIndex> {
      if (!cached || Date.now() - cached.at > ttlMs) {
        const index = load();
        cached = { at: Date.now(), index };
        // A failed load must not stick: the next call tries again.
        index.catch(() => {
          cached = null;
        });
      }
      return cached.index;
    },
    /** An operator changed the categories: the next call reads them again. */
    forget() {
      cached = null;
    },
  };
}

export type CategoryCache = ReturnType<typeof categoryCache>;

/** Root-first path to a category, for breadcrumbs. */
export function categoryPath(index: CategoryIndex, id: number): Category[] {
  const path: Category[] = [];
  for (
    let c = index.byId.get(id);
    c;
    c = c.parentId === null ? undefined : index.byId.get(c.parentId)
  ) {
    path.unshift(c);
  }
  return path;
}
