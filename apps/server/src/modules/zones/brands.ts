import type { AdminBrand, Brand, BrandFocus, Goods } from '@shop/contract';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { pgError, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import { goods } from '../../db/schema/catalog.ts';
import { brandGoods, brands } from '../../db/schema/zones.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { Audit } from '../staff/index.ts';

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

type BrandRow = typeof brands.$inferSelect;

/** Goods a buyer may see in a brand: linked and not hidden. */
// Written with qualified names: drizzle leaves a lone table's columns
// unqualified, and an unqualified "id" inside the subquery would be the goods'.
const visibleGoods = sql<number>`(SELECT count(*)::int FROM brand_goods bg
  JOIN goods g ON g.id = bg.goods_id
  WHERE bg.brand_id = "brands"."id" AND NOT g.is_hidden)`;

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
    const where = eq(brands.isShown, true);
    const [rows, [n]] = await Promise.all([
      db
        .select({ b: brands, count: visibleGoods })
        .from(brands)
        .where(where)
        .orderBy(asc(brands.sort), asc(brands.id))
        .limit(BRAND_PAGE_SIZE)
        .offset((pageNo - 1) * BRAND_PAGE_SIZE),
      db.select({ n: sql<number>`count(*)::int` }).from(brands).where(where),
    ]);
    return page(
      rows.map((r) => brandDto(r.b, r.count)),
      n?.n ?? 0,
      pageNo,
      BRAND_PAGE_SIZE,
    );
  }

  async function shownBrand(id: number) {
    const [row] = await db
      .select({ b: brands, count: visibleGoods })
      .from(brands)
      .where(and(eq(brands.id, id), eq(brands.isShown, true)));
    if (!row) throw notFound('品牌');
    return brandDto(row.b, row.count);
  }

  async function lockBrand(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) {
    const [b] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
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
      const rows = await db
        .select({ id: goods.id })
        .from(brandGoods)
        .innerJoin(goods, eq(goods.id, brandGoods.goodsId))
        .where(and(eq(brandGoods.brandId, id), eq(goods.isHidden, false)))
        .orderBy(desc(goods.sales), asc(goods.id))
        .limit(BRAND_GOODS_PAGE_SIZE)
        .offset((pageNo - 1) * BRAND_GOODS_PAGE_SIZE);
      const listed = await goodsByIds(
        rows.map((r) => r.id),
        buyer,
      );
      return page(listed, b.goods_count, pageNo, BRAND_GOODS_PAGE_SIZE);
    },

    /** The picture an unset logo or banner shows (drawn from the name). */
    async nameOf(id: number) {
      const [b] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
      return b?.name ?? null;
    },

    // ---- console ----

    async adminList(q: { page: number; page_size: number; name?: string | undefined }) {
      const where = q.name ? ilike(brands.name, likeContains(q.name)) : undefined;
      const [rows, [n]] = await Promise.all([
        db
          .select({ b: brands, count: visibleGoods })
          .from(brands)
          .where(where)
          .orderBy(asc(brands.sort), asc(brands.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: sql<number>`count(*)::int` }).from(brands).where(where),
      ]);
      return page(
        rows.map((r) => adminDto(r.b, r.count)),
        n?.n ?? 0,
        q.page,
        q.page_size,
      );
    },

    async create(actor: Actor, input: BrandInput) {
      try {
        return await db.transaction(async (tx) => {
          const [b] = await tx.insert(brands).values(columns(input)).returning();
          await audit(tx, actor, {
            action: 'brand.create',
            targetType: 'brand',
            targetId: b!.id,
            before: null,
            after: columns(input),
          });
          return adminDto(b!, 0);
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
          await tx.update(brands).set(columns(input)).where(eq(brands.id, id));
          const [row] = await tx
            .select({ b: brands, count: visibleGoods })
            .from(brands)
            .where(eq(brands.id, id));
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
        await tx.delete(brands).where(eq(brands.id, id));
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
      const [known] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
      if (!known) throw notFound('品牌');
      const where = eq(brandGoods.brandId, id);
      const [rows, [n]] = await Promise.all([
        db
          .select({
            id: goods.id,
            name: goods.name,
            sccj: goods.manufacturer,
            ypgg: goods.specification,
          })
          .from(brandGoods)
          .innerJoin(goods, eq(goods.id, brandGoods.goodsId))
          .where(where)
          .orderBy(asc(goods.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: sql<number>`count(*)::int` }).from(brandGoods).where(where),
      ]);
      return page(rows, n?.n ?? 0, q.page, q.page_size);
    },

    /** Links goods to the brand; a goods of another brand moves to this one. */
    async link(actor: Actor, id: number, goodsIds: number[]) {
      return db.transaction(async (tx) => {
        await lockBrand(tx, id);
        const found = await tx
          .select({ id: goods.id })
          .from(goods)
          .where(inArray(goods.id, goodsIds));
        if (found.length !== goodsIds.length) {
          const have = new Set(found.map((g) => g.id));
          throw notFound(`商品 ${goodsIds.find((g) => !have.has(g))} `.trim());
        }
        const moved = await tx
          .delete(brandGoods)
          .where(inArray(brandGoods.goodsId, goodsIds))
          .returning();
        await tx.insert(brandGoods).values(goodsIds.map((goodsId) => ({ brandId: id, goodsId })));
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
        const gone = await tx
          .delete(brandGoods)
          .where(and(eq(brandGoods.brandId, id), inArray(brandGoods.goodsId, goodsIds)))
          .returning({ goodsId: brandGoods.goodsId });
        await audit(tx, actor, {
          action: 'brand.goods_unlink',
          targetType: 'brand',
          targetId: id,
          before: { goods_ids: gone.map((g) => g.goodsId) },
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
