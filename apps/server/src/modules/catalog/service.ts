import type { Db } from '../../db/client.ts';
import { type Page, page } from '../../http/envelope.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { type Category, type CategoryCache, categoryPath, type Tree } from './categories.ts';
import { goodsCache } from './goods-cache.ts';
import {
  type CategoryFilter,
  catalogRepo,
  type GoodsQuery,
  type GoodsRow,
  type GoodsSort,
  goodsQuery,
  relatedQuery,
  visibleQuery,
} from './repo.ts';
import type { GoodsFilters, GoodsListQuery } from './schemas.ts';
import { type GoodsDto, serializeGoods, type Viewer, viewerClass } from './serialize.ts';

export type FavoriteLookup = (companyId: number, goodsIds: number[]) => Promise<Set<number>>;
/** How many of each goods the user has in the cart. */
export type CartLookup = (userId: number, goodsIds: number[]) => Promise<Map<number, number>>;
export type ManjianData = { id: number; title: string; limit: number; tiers: unknown[] };
/** The running 满减 activities among these ids. */
export type ActivityLookup = (ids: number[]) => Promise<Map<number, ManjianData>>;

type Deps = {
  db: Db;
  categories: CategoryCache;
  favoriteIdsAmong: FavoriteLookup;
  cartQuantities?: CartLookup;
  activities?: ActivityLookup;
};

const none = async () => new Map();

const SUGGEST_LIMIT = 10;
const PAGE_TTL_MS = 10_000;
const SUGGEST_TTL_MS = 60_000;
const GOODS_TTL_MS = 5_000;

export function catalogService({
  db,
  categories,
  favoriteIdsAmong,
  cartQuantities = none,
  activities = none,
}: Deps) {
  const repo = catalogRepo(db);

  const rows = goodsCache((ids) => repo.rowsByIds(ids), GOODS_TTL_MS);
  // A row's goods object per viewer class, made once per cached row (a reload
  // brings a new row object, and the old objects are collected with it).
  const dtos = new WeakMap<GoodsRow, Map<string, GoodsDto>>();

  function dtoFor(row: GoodsRow, viewer: Viewer): GoodsDto {
    const byClass = dtos.get(row) ?? new Map<string, GoodsDto>();
    dtos.set(row, byClass);
    const cls = viewerClass(viewer);
    const dto = byClass.get(cls) ?? serializeGoods(row, viewer);
    byClass.set(cls, dto);
    return dto;
  }

  /** The per-buyer parts of a goods object: favourite, cart quantity, running activity. */
  async function decorate(
    found: Map<number, GoodsRow>,
    ids: number[],
    buyer: Buyer | null,
  ): Promise<GoodsDto[]> {
    const present = ids.filter((id) => found.has(id));
    const activityIds = [...new Set(present.flatMap((id) => found.get(id)!.fullReductionId ?? []))];
    const perBuyer = buyer && present.length > 0;
    const [favs, inCart, running, index] = await Promise.all([
      perBuyer ? favoriteIdsAmong(buyer.companyId, present) : new Set<number>(),
      perBuyer ? cartQuantities(buyer.userId, present) : new Map(),
      activityIds.length > 0 ? activities(activityIds) : new Map(),
      categories.get(),
    ]);
    const viewer: Viewer = { buyer, categories: index };
    return present.map((id) => {
      const row = found.get(id)!;
      const dto = dtoFor(row, viewer);
      const fav = favs.has(id);
      const num = inCart.get(id) ?? 0;
      const act = row.fullReductionId ? running.get(row.fullReductionId) : undefined;
      if (!fav && num === 0 && !act) return dto;
      return {
        ...dto,
        is_favorite: fav ? (1 as const) : dto.is_favorite,
        cartNum: num,
        ...(act ? { is_manjian: 1 as const, manjian_data: act } : {}),
      };
    });
  }

  /** Goods in the given order as the buyer sees them; unknown or hidden ids are skipped. */
  async function listed(ids: number[], buyer: Buyer | null): Promise<GoodsDto[]> {
    return decorate(await rows.getMany(ids), ids, buyer);
  }

  // Suggestions are the same for everyone and change only with the catalogue.
  const suggestions = ttlCache<string[]>(SUGGEST_TTL_MS, 5000, { serveStale: true });

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
  const counts = ttlCache<number>(PAGE_TTL_MS, 5000, { serveStale: true });
  const pages = ttlCache<number[]>(PAGE_TTL_MS, 20_000, { serveStale: true });

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
    const [ids, total] = await Promise.all([
      pages.get(`${countKey}|${sort}|${order}|${perPage}|${offset}`, () =>
        repo.pageIds(where, sort, order, perPage, offset),
      ),
      counts.get(countKey, () => repo.count(where)),
    ]);
    return page(await listed(ids, buyer), total, pageNo, perPage);
  }

  return {
    async list(q: GoodsListQuery, buyer: Buyer | null) {
      const { page: _p, page_size: _s, sort: _o, order: _d, ...filters } = q;
      const where = goodsQuery(filters, await resolveCategory(q.select));
      return pageOf(JSON.stringify(filters), where, q.sort, q.order, q.page, q.page_size, buyer);
    },

    async filters(f: GoodsFilters) {
      const where = goodsQuery(f, await resolveCategory(f.select));
      return { manufacturers: await repo.topManufacturers(where, 30) };
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
      return (await pageOf('hot', visibleQuery, 'sale', 'desc', 1, 10, buyer)).data;
    },

    async relation(goodsId: number, pageNo: number, buyer: Buyer | null) {
      const row = (await rows.getMany([goodsId])).get(goodsId);
      if (!row) throw notFound('商品');
      return pageOf(`rel:${row.id}`, relatedQuery(row), 'sale', 'desc', pageNo, 10, buyer);
    },

    async recommend(
      q: { sort: 'sale' | 'new'; order: 'asc' | 'desc'; page: number; page_size: number },
      buyer: Buyer | null,
    ) {
      return pageOf('all', visibleQuery, q.sort, q.order, q.page, q.page_size, buyer);
    },

    /** Goods in the given order, skipping hidden or unknown ids. */
    goodsByIds: (ids: number[], buyer: Buyer | null) => listed(ids, buyer),

    /** Visible goods rows from the goods cache (at most a few seconds old). */
    cachedRows: (ids: number[]) => rows.getMany(ids),

    existingIds: (ids: number[]) => repo.existingIds(ids),

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
