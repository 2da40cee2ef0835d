import type { AdminBrand, Brand, BrandFocus, Goods } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { pgError, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { Audit } from '../staff/index.ts';
import { type BrandRow, brandsRepo } from './brands-repo.ts';

// 品牌专区: brands with their logo, banner and description, and the goods
// staff linked to each. A brand's goods are catalogue goods, shown by the
// catalogue's own goods objects (prices, limits, 控销 rules and all).

export const BRAND_PAGE_SIZE = 12;
export const BRAND_GOODS_PAGE_SIZE = 20;

type Deps = {
  db: Db;
  audit: Audit;
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
};

/** The shop draws a picture from the name when the operator uploaded none. */
const drawn = (b: { id: number }, kind: 'logo' | 'banner') => `/img/brand/${b.id}/${kind}.svg`;

const brandDto = (b: BrandRow, count: number): Brand => ({
  id: b.id,
  name: b.name,
  logo: b.logo || drawn(b, 'logo'),
  banner: b.banner || drawn(b, 'banner'),
  description: b.description,
  goods_count: count,
});

const adminDto = (b: BrandRow, count: number): AdminBrand => ({
  ...brandDto(b, count),
  sort: b.sort,
  is_shown: b.isShown ? 1 : 0,
  created_at: b.createdAt.toISOString(),
});

export type BrandInput = {
  name: string;
  logo: string;
  banner: string;
  description: string;
  sort: number;
  is_shown: number;
};

const columns = (i: BrandInput) => ({
  name: i.name,
  logo: i.logo,
  banner: i.banner,
  description: i.description,
  sort: i.sort,
  isShown: i.is_shown === 1,
});

/** A unique-index failure (two brands of one name) as the operator should read it. */
function isUniqueViolation(e: unknown): boolean {
  return pgError(e).code === UNIQUE_VIOLATION;
}

export function brandService({ db, audit, goodsByIds }: Deps) {
  const listPages = ttlCache<Awaited<ReturnType<typeof listPage>>>(5_000, 200, {
    serveStale: true,
    name: 'brand list',
  });

  async function listPage(pageNo: number) {
    const { rows, total } = await brandsRepo(db).shownPage(
      BRAND_PAGE_SIZE,
      (pageNo - 1) * BRAND_PAGE_SIZE,
    );
    return page(
      rows.map((r) => brandDto(r.b, r.count)),
      total,
      pageNo,
      BRAND_PAGE_SIZE,
    );
  }

  async function shownBrand(id: number) {
    const row = await brandsRepo(db).withCount(id, true);
    if (!row) throw notFound('品牌');
    return brandDto(row.b, row.count);
  }

  async function lockBrand(tx: Tx, id: number) {
    const b = await brandsRepo(tx).lock(id);
    if (!b) throw notFound('品牌');
    return b;
  }

  const service = {
    /** /ppzq: shown brands by sort, a page at a time. */
    /**
     * A page of the brand list, the same for every buyer: counting each brand's
     * visible goods reads thousands of rows, so a page is kept a few seconds
     * (a staff change here forgets it at once; other processes within 5 s).
     */
    list: (pageNo: number) => listPages.get(String(pageNo), () => listPage(pageNo)),

    brand: shownBrand,

    /** GET /api/focus/brand/{id}: the brand and its banner as a focus item. */
    async focus(id: number): Promise<BrandFocus> {
      const b = await shownBrand(id);
      return {
        brand: b,
        focus: [{ id: b.id, title: b.name, image: b.banner, url: `/ppzq/info/${b.id}` }],
      };
    },

    /** /ppzq/info/{id}/{page}: the brand's visible goods, best sellers first. */
    async goods(id: number, pageNo: number, buyer: Buyer | null) {
      const b = await shownBrand(id);
      const ids = await brandsRepo(db).visibleGoodsIds(
        id,
        BRAND_GOODS_PAGE_SIZE,
        (pageNo - 1) * BRAND_GOODS_PAGE_SIZE,
      );
      const listed = await goodsByIds(ids, buyer);
      return page(listed, b.goods_count, pageNo, BRAND_GOODS_PAGE_SIZE);
    },

    /** The picture an unset logo or banner shows (drawn from the name). */
    nameOf: (id: number) => brandsRepo(db).nameOf(id),

    // ---- console ----

    async adminList(q: { page: number; page_size: number; name?: string | undefined }) {
      const { rows, total } = await brandsRepo(db).adminPage(
        q.name,
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return page(
        rows.map((r) => adminDto(r.b, r.count)),
        total,
        q.page,
        q.page_size,
      );
    },

    async create(actor: Actor, input: BrandInput) {
      try {
        return await db.transaction(async (tx) => {
          const b = await brandsRepo(tx).insert(columns(input));
          await audit(tx, actor, {
            action: 'brand.create',
            targetType: 'brand',
            targetId: b.id,
            before: null,
            after: columns(input),
          });
          return adminDto(b, 0);
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('conflict', '已有同名品牌');
        throw e;
      }
    },

    async update(actor: Actor, id: number, input: BrandInput) {
      try {
        return await db.transaction(async (tx) => {
          const before = await lockBrand(tx, id);
          const repo = brandsRepo(tx);
          await repo.update(id, columns(input));
          const row = await repo.withCount(id, false);
          await audit(tx, actor, {
            action: 'brand.update',
            targetType: 'brand',
            targetId: id,
            before: columns({ ...before, is_shown: before.isShown ? 1 : 0 }),
            after: columns(input),
          });
          return adminDto(row!.b, row!.count);
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('conflict', '已有同名品牌');
        throw e;
      }
    },

    async remove(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const before = await lockBrand(tx, id);
        await brandsRepo(tx).remove(id);
        await audit(tx, actor, {
          action: 'brand.delete',
          targetType: 'brand',
          targetId: id,
          before: { name: before.name },
          after: null,
        });
      });
    },

    async adminGoods(id: number, q: { page: number; page_size: number }) {
      const repo = brandsRepo(db);
      if (!(await repo.exists(id))) throw notFound('品牌');
      const { rows, total } = await repo.linkedGoodsPage(
        id,
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return page(rows, total, q.page, q.page_size);
    },

    /** Links goods to the brand; a goods of another brand moves to this one. */
    async link(actor: Actor, id: number, goodsIds: number[]) {
      return db.transaction(async (tx) => {
        await lockBrand(tx, id);
        const repo = brandsRepo(tx);
        const have = await repo.knownGoods(goodsIds);
        const missing = goodsIds.find((g) => !have.has(g));
        if (missing !== undefined) throw notFound(`商品 ${missing}`);
        const moved = await repo.unlinkAnywhere(goodsIds);
        await repo.link(id, goodsIds);
        await audit(tx, actor, {
          action: 'brand.goods_link',
          targetType: 'brand',
          targetId: id,
          before: { goods: moved.map((m) => ({ goods_id: m.goodsId, brand_id: m.brandId })) },
          after: { goods_ids: goodsIds },
        });
        return { linked: goodsIds.length };
      });
    },

    async unlink(actor: Actor, id: number, goodsIds: number[]) {
      return db.transaction(async (tx) => {
        await lockBrand(tx, id);
        const gone = await brandsRepo(tx).unlink(id, goodsIds);
        await audit(tx, actor, {
          action: 'brand.goods_unlink',
          targetType: 'brand',
          targetId: id,
          before: { goods_ids: gone },
          after: null,
        });
        return { unlinked: gone.length };
      });
    },
  };

  /** A write that changes what the brand list shows forgets its cached pages once it is done. */
  const forgetting =
    <A extends unknown[], R>(write: (...a: A) => Promise<R>) =>
    async (...a: A) => {
      try {
        return await write(...a);
      } finally {
        listPages.clear();
      }
    };
  return {
    ...service,
    create: forgetting(service.create),
    update: forgetting(service.update),
    remove: forgetting(service.remove),
    link: forgetting(service.link),
    unlink: forgetting(service.unlink),
  };
}

export type BrandService = ReturnType<typeof brandService>;
