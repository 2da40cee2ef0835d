import type { GoodsFilters as GoodsFilterOptions } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type Page, page } from '../../http/envelope.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { type Category, type CategoryCache, categoryPath, type Tree } from './categories.ts';
import { goodsCache } from './goods-cache.ts';
import { type CatalogPorts, goodsForBuyer } from './goods-for-buyer.ts';
import {
  type CategoryFilter,
  catalogRepo,
  type GoodsFilters,
  type GoodsListQuery,
  type GoodsQuery,
  type GoodsSort,
  goodsQuery,
  visibleQuery,
} from './repo.ts';
import { type GoodsDto, GROUP_BUY_ACTIVITY } from './serialize.ts';

export type { CatalogPorts };

type Deps = { db: Db; bus: Bus; categories: CategoryCache; ports: CatalogPorts };

const SUGGEST_LIMIT = 10;
const PAGE_TTL_MS = 30_000;
const SUGGEST_TTL_MS = 60_000;
/**
 * A safety net: every writer of goods announces its change (goodsChanged),
 * and the rows are re-read in the background when they are this old.
 */
const GOODS_TTL_MS = 5 * 60_000;
/** The warm-up keeps this many rows at most (the goods cache's own bound). */
const WARM_MAX_ROWS = 50_000;
const GOODS_CHANGED = 'goods_changed';
/** Ids per goods_changed message: 11 bytes each at most, under the bus's 7,900. */
const ANNOUNCE_IDS = 700;
const CATALOGUE_EDITED = 'catalogue_edited';
/** The hot strip: the best sellers. */
const HOT_COUNT = 10;

export function catalogService({ db, bus, categories, ports }: Deps) {
  const repo = catalogRepo(db);

  const rows = goodsCache((ids) => repo.rowsByIds(ids), GOODS_TTL_MS);
  const decorate = goodsForBuyer({ categories, ports });

  /** Goods in the given order as the buyer sees them; unknown or hidden ids are skipped. */
  async function listed(ids: number[], buyer: Buyer | null): Promise<GoodsDto[]> {
    return decorate(await rows.getMany(ids), ids, buyer);
  }

  // Suggestions are the same for everyone and change only with the catalogue.
  const suggestions = ttlCache<string[]>(SUGGEST_TTL_MS, 5000, {
    serveStale: true,
    name: 'search suggestions',
  });

  async function resolveCategory(id: number | undefined): Promise<CategoryFilter | null> {
    if (id === undefined) return null;
    const c = (await categories.get()).byId.get(id);
    if (!c) throw fieldError('select', '分类不存在');
    return { id: c.id, tree: c.tree, isRoot: c.parentId === null };
  }

  // Which goods a filtered page holds, and how many there are, may lag an
  // operator's edit by a few seconds (the rows themselves come fresh from the
  // goods cache); counting 20,000 rows on every request would cost more than
  // the page itself.
  const counts = ttlCache<number>(PAGE_TTL_MS, 5000, { serveStale: true, name: 'list counts' });
  const pages = ttlCache<number[]>(PAGE_TTL_MS, 20_000, { serveStale: true, name: 'list pages' });
  // A category (or zone) in one order is read whole, once: every page of it,
  // and its count, are slices of that list. Keyword searches are open-ended
  // and keep per-page reads.
  const ordered = ttlCache<number[]>(PAGE_TTL_MS, 2_000, { serveStale: true, name: 'list orders' });
  // What a list's filter bar offers (categories and manufacturers with goods,
  // with their counts) lags the same way; every search asks for it once.
  const facets = ttlCache<GoodsFilterOptions>(PAGE_TTL_MS, 2_000, {
    serveStale: true,
    name: 'list filters',
  });

  // A goods row changed (stock taken by an order, an operator's edit): every
  // process forgets it at once.
  bus.subscribe(GOODS_CHANGED, (message) => rows.forget(message.split(',').map(Number)));
  /** Other processes forget these rows too; an import's 20,000 ids go in NOTIFY-sized pieces. */
  const announce = async (ids: number[]) => {
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += ANNOUNCE_IDS) {
      await bus.publish(GOODS_CHANGED, unique.slice(i, i + ANNOUNCE_IDS).join(','));
    }
  };
  // An operator's edit can move goods between lists (shelf, price order,
  // name): the lists are read afresh, everywhere, at once.
  bus.subscribe(CATALOGUE_EDITED, () => {
    counts.clear();
    pages.clear();
    ordered.clear();
    facets.clear();
    suggestions.clear();
  });

  const orderedIds = (
    key: string,
    where: GoodsQuery,
    sort: GoodsSort,
    order: 'asc' | 'desc' | undefined,
  ) => ordered.get(`${key}|${sort}|${order}`, () => repo.allIds(where, sort, order));

  async function pageOf(
    countKey: string,
    where: GoodsQuery,
    sort: GoodsSort,
    order: 'asc' | 'desc' | undefined,
    pageNo: number,
    perPage: number,
    buyer: Buyer | null,
  ): Promise<Page<GoodsDto>> {
    const offset = (pageNo - 1) * perPage;
    if (!where.shape.includes('kw')) {
      const all = await orderedIds(countKey, where, sort, order);
      const ids = all.slice(offset, offset + perPage);
      return page(await listed(ids, buyer), all.length, pageNo, perPage);
    }
    const [ids, total] = await Promise.all([
      pages.get(`${countKey}|${sort}|${order}|${perPage}|${offset}`, () =>
        repo.pageIds(where, sort, order, perPage, offset),
      ),
      counts.get(countKey, () => repo.count(where)),
    ]);
    return page(await listed(ids, buyer), total, pageNo, perPage);
  }

  return {
    /**
     * Reads the visible catalogue into the goods cache, a slice at a time, so
     * buyers after a restart do not wait for rows one page at a time. Runs in
     * the background after the server listens.
     */
    async warm(signal: AbortSignal, slice = 1000) {
      let after = 0;
      for (let loaded = 0; loaded < WARM_MAX_ROWS && !signal.aborted; loaded += slice) {
        const batch = await repo.visibleAfter(after, slice);
        if (batch.length === 0) return;
        rows.put(batch);
        after = batch.at(-1)!.id;
      }
    },

    /** Staff edited these goods: their rows and every list are read afresh. */
    async goodsEdited(ids: number[]) {
      rows.forget(ids);
      await announce(ids);
      await bus.publish(CATALOGUE_EDITED, '');
    },

    /**
     * Hears, in every process, each announced change of goods (stock, price,
     * shelf), after it committed; the listener must not throw.
     */
    onGoodsChanged(listener: (ids: number[]) => void) {
      bus.subscribe(GOODS_CHANGED, (message) => listener(message.split(',').map(Number)));
    },

    /** Stock or other facts of these goods changed; announce it after the change committed. */
    async goodsChanged(ids: number[]) {
      if (ids.length === 0) return;
      rows.forget(ids);
      await announce(ids);
    },

    async list(q: GoodsListQuery, buyer: Buyer | null) {
      const { page: _p, page_size: _s, sort: _o, order: _d, ...filters } = q;
      const where = goodsQuery(filters, await resolveCategory(q.select));
      return pageOf(JSON.stringify(filters), where, q.sort, q.order, q.page, q.page_size, buyer);
    },

    /**
     * The categories (of every tree, each counting its branch) among the goods
     * matching the filters, and the 30 biggest manufacturers among them
     * without the chosen manufacturer: only those with goods, each with its count.
     */
    async filters(f: GoodsFilters): Promise<GoodsFilterOptions> {
      const category = await resolveCategory(f.select);
      const where = goodsQuery(f, category);
      // The manufacturers are counted without the one chosen, so the others stay on offer.
      const { sccj: _maker, ...others } = f;
      const makersWhere = f.sccj ? goodsQuery(others, category) : where;
      return facets.get(JSON.stringify(f), async () => {
        const [groups, manufacturers, index] = await Promise.all([
          repo.categoryCounts(where),
          repo.topManufacturers(makersWhere, 30),
          categories.get(),
        ]);
        const counts = new Map<number, number>();
        const addTo = (id: number | null, n: number) => {
          if (id === null) return;
          for (const c of categoryPath(index, id)) counts.set(c.id, (counts.get(c.id) ?? 0) + n);
        };
        for (const g of groups) {
          addTo(g.category, g.count);
          addTo(g.zone, g.count);
        }
        const shown = [...index.byId.values()].filter((c) => counts.has(c.id));
        return {
          categories: shown.map((c) => ({ id: c.id, name: c.name, count: counts.get(c.id)! })),
          manufacturers,
        };
      });
    },

    async detail(id: number, buyer: Buyer | null) {
      const [goods] = await listed([id], buyer);
      if (!goods) throw notFound('商品');
      const path = categoryPath(await categories.get(), goods.category_id);
      return { ...goods, category_path: path.map((c) => ({ id: c.id, name: c.name })) };
    },

    async suggest(keywords: string, type: number) {
      if (keywords === '') return [];
      return suggestions.get(`${type}|${keywords}`, () =>
        repo.suggest(keywords, type === 1, SUGGEST_LIMIT),
      );
    },

    async hot(buyer: Buyer | null) {
      return (await pageOf('{}', visibleQuery, 'sale', 'desc', 1, HOT_COUNT, buyer)).data;
    },

    /** The goods' category by sales, without the goods itself. */
    async relation(goodsId: number, pageNo: number, perPage: number, buyer: Buyer | null) {
      const row = (await rows.getMany([goodsId])).get(goodsId);
      if (!row) throw notFound('商品');
      const category = await resolveCategory(row.categoryId);
      const all = (
        await orderedIds(`{"select":${row.categoryId}}`, goodsQuery({}, category), 'sale', 'desc')
      ).filter((id) => id !== row.id);
      const offset = (pageNo - 1) * perPage;
      return page(
        await listed(all.slice(offset, offset + perPage), buyer),
        all.length,
        pageNo,
        perPage,
      );
    },

    /**
     * 为你推荐. Sorted by sales it would repeat the hot strip the home page
     * shows above it, so the best sellers that strip holds are skipped.
     */
    async recommend(
      q: { sort: 'sale' | 'new'; order: 'asc' | 'desc'; page: number; page_size: number },
      buyer: Buyer | null,
    ) {
      const skip = q.sort === 'sale' && q.order === 'desc' ? HOT_COUNT : 0;
      const all = (await orderedIds('{}', visibleQuery, q.sort, q.order)).slice(skip);
      const offset = (q.page - 1) * q.page_size;
      return page(
        await listed(all.slice(offset, offset + q.page_size), buyer),
        all.length,
        q.page,
        q.page_size,
      );
    },

    /** Goods in the given order, skipping hidden or unknown ids. */
    goodsByIds: (ids: number[], buyer: Buyer | null) => listed(ids, buyer),

    /** Visible goods rows from the goods cache (at most a few seconds old). */
    cachedRows: (ids: number[]) => rows.getMany(ids),

    /** Visible goods rows read now through a prepared statement (outside any transaction). */
    visibleNow: (ids: number[]) => repo.rowsByIds(ids),

    /** Goods rows read now, hidden ones included: what a cart or an order decides with. */
    rowsNow: (tx: DbOrTx, ids: number[]) => catalogRepo(tx).rowsNow(ids),

    existingIds: (ids: number[]) => repo.existingIds(ids),

    /**
     * 拼团 marks its goods (activity_type 1, the buyer's card shows 拼团) while
     * one of its activities is live, inside its transaction; announce the ids after commit.
     */
    setGroupBuy: (tx: DbOrTx, ids: number[], on: boolean) =>
      catalogRepo(tx).setActivityType(ids, on ? GROUP_BUY_ACTIVITY : 0),

    async category(id: number) {
      return (await categories.get()).byId.get(id) ?? null;
    },

    async tree(tree: Tree) {
      return (await categories.get()).roots[tree].map(serializeCategory);
    },
  };
}

function serializeCategory(c: Category): {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  children: ReturnType<typeof serializeCategory>[];
} {
  const logo = `/img/category/${c.id}.svg`;
  return { id: c.id, name: c.name, logo, logo1: logo, children: c.children.map(serializeCategory) };
}

export type CatalogService = ReturnType<typeof catalogService>;
