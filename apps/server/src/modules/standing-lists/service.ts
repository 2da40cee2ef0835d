import {
  STANDING_LIST_LINES_MAX,
  STANDING_LIST_NUMBER_MAX,
  STANDING_LISTS_MAX,
  type StandingListDetail,
  type StandingListToCartResult,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { CartService } from '../cart/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import { type ListLine, standingListsRepo } from './repo.ts';

type Deps = {
  db: Db;
  catalog: CatalogService;
  cart: CartService;
  /** The goods and numbers of one of the company's orders (404 when not its own). */
  orderGoods: (buyer: Buyer, orderId: number) => Promise<ListLine[]>;
};

export type ListSource =
  | { lines: { goods_id: number; number: number }[] }
  | { orderId: number }
  | { cartIds: number[] }
  | Record<string, never>;

/** One line per goods (an order may hold a goods twice: activity and original price). */
function merged(lines: ListLine[]): ListLine[] {
  const byGoods = new Map<number, number>();
  for (const l of lines) byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.quantity);
  return [...byGoods].map(([goodsId, quantity]) => ({
    goodsId,
    quantity: Math.min(quantity, STANDING_LIST_NUMBER_MAX),
  }));
}

const fromBody = (lines: { goods_id: number; number: number }[]) =>
  lines.map((l) => ({ goodsId: l.goods_id, quantity: l.number }));

export function standingListsService({ db, catalog, cart, orderGoods }: Deps) {
  const repo = standingListsRepo(db);

  /** Goods new to a list must be on sale now; goods already on it may stay after going off sale. */
  async function assertAddable(lines: ListLine[], kept: Set<number>) {
    const fresh = lines.map((l) => l.goodsId).filter((g) => !kept.has(g));
    if (fresh.length === 0) return;
    const existing = new Set(await catalog.existingIds(fresh));
    if (fresh.some((g) => !existing.has(g))) throw notFound('商品');
  }

  async function linesOf(buyer: Buyer, source: ListSource): Promise<ListLine[]> {
    if ('orderId' in source) return merged(await orderGoods(buyer, source.orderId));
    if ('cartIds' in source) return merged(await cart.goodsOf(buyer, source.cartIds));
    if ('lines' in source) return fromBody(source.lines);
    return [];
  }

  async function detail(buyer: Buyer, id: number): Promise<StandingListDetail> {
    const list = await repo.find(buyer.company.id, id);
    if (!list) throw notFound('常购清单');
    const lines = await repo.lines(list.id);
    const shown = new Map(
      (
        await catalog.goodsByIds(
          lines.map((l) => l.goodsId),
          buyer,
        )
      ).map((g) => [g.id, g]),
    );
    return {
      id: list.id,
      name: list.name,
      line_count: lines.length,
      updated_at: list.updatedAt.toISOString(),
      lines: lines.map((l) => ({
        goods_id: l.goodsId,
        number: l.quantity,
        goods: shown.get(l.goodsId) ?? null,
      })),
    };
  }

  return {
    async list(buyer: Buyer) {
      return (await repo.summaries(buyer.company.id)).map((r) => ({
        id: r.id,
        name: r.name,
        line_count: Number(r.lineCount),
        updated_at: r.updatedAt.toISOString(),
      }));
    },

    detail,

    async create(buyer: Buyer, name: string, source: ListSource) {
      const lines = await linesOf(buyer, source);
      if (lines.length > STANDING_LIST_LINES_MAX)
        throw fieldError('lines', `一个清单最多 ${STANDING_LIST_LINES_MAX} 种商品`);
      // From an order, goods gone off sale since are left out rather than refusing the list.
      const kept =
        'orderId' in source || 'cartIds' in source
          ? new Set(await catalog.existingIds(lines.map((l) => l.goodsId)))
          : null;
      const wanted = kept ? lines.filter((l) => kept.has(l.goodsId)) : lines;
      if (!kept) await assertAddable(wanted, new Set());
      const id = await db.transaction(async (tx) => {
        const r = standingListsRepo(tx);
        await r.lockCompany(buyer.company.id);
        if ((await r.count(buyer.company.id)) >= STANDING_LISTS_MAX)
          throw new AppError(
            'conflict',
            `最多保存 ${STANDING_LISTS_MAX} 个常购清单，请先删除不用的清单`,
          );
        return r.create(buyer.company.id, name, wanted);
      });
      return detail(buyer, id);
    },

    async replace(
      buyer: Buyer,
      id: number,
      name: string,
      body: { goods_id: number; number: number }[],
    ) {
      const list = await repo.find(buyer.company.id, id);
      if (!list) throw notFound('常购清单');
      const lines = fromBody(body);
      await assertAddable(
        lines,
        await repo.goodsOnList(
          list.id,
          lines.map((l) => l.goodsId),
        ),
      );
      const done = await db.transaction((tx) =>
        standingListsRepo(tx).replace(buyer.company.id, id, name, lines),
      );
      if (!done) throw notFound('常购清单');
      return detail(buyer, id);
    },

    async remove(buyer: Buyer, id: number) {
      if (!(await repo.remove(buyer.company.id, id))) throw notFound('常购清单');
    },

    /**
     * Every line goes to the cart through the cart's own rules, one by one;
     * a refused line is reported and the others are still added.
     */
    async toCart(buyer: Buyer, id: number): Promise<StandingListToCartResult> {
      const list = await repo.find(buyer.company.id, id);
      if (!list) throw notFound('常购清单');
      const lines = await repo.lines(list.id);
      if (lines.length === 0) throw new AppError('conflict', '清单中没有商品');
      const r = await cart.addMany(
        buyer,
        lines.map((l) => ({ goodsId: l.goodsId, number: l.quantity, isYj: false, type: 0 })),
      );
      const names = new Map(
        (
          await catalog.rowsNow(
            db,
            r.refused.map((x) => x.goodsId),
          )
        ).map((g) => [g.id, g.name]),
      );
      return {
        added: r.added,
        total: r.total,
        refused: r.refused.map((x) => ({
          goods_id: x.goodsId,
          name: names.get(x.goodsId) ?? `商品 ${x.goodsId}`,
          reason: x.code,
          // The cart says 商品不存在 for a goods taken off sale; on a list the buyer knew it.
          msg: x.code === 'off_sale' ? '商品已下架' : x.reason,
        })),
      };
    },
  };
}

export type StandingListsService = ReturnType<typeof standingListsService>;
