import type { AdminPointsGoods, AdminPointsOrder, pointsGoodsBody } from '@shop/contract';
import { parseYuan } from '@shop/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { presentOrder } from './mall.ts';
import { mallRepo, type PointsGoodsRow } from './mall-repo.ts';
import { pointsGoodsFields } from './points-goods-answer.ts';

// The points mall in the console: goods (create, edit, on and off the shelf,
// stock, per-buyer limit) and points orders shipped with carrier and number.
// Every write is audited.

type GoodsBody = z.output<typeof pointsGoodsBody>;

const presentGoods = (g: PointsGoodsRow, exchanged: number): AdminPointsGoods => ({
  ...pointsGoodsFields(g),
  sort: g.sort,
  on_shelf: g.onShelf ? 1 : 0,
  exchanged,
  created_at: g.createdAt.toISOString(),
});

const goodsFields = (b: GoodsBody) => ({
  name: b.name,
  remarks: b.remarks,
  image: b.image,
  points: b.points,
  // The contract checked the amount's form.
  cashFen: parseYuan(b.cash) ?? 0,
  stock: b.stock,
  perBuyer: b.per_buyer,
  sort: b.sort,
  onShelf: b.on_shelf === 1,
});

export function mallAdmin({ db, audit }: { db: Db; audit: Audit }) {
  return {
    async goodsPage(keywords: string, pageNo: number, size: number) {
      const { rows, total } = await mallRepo(db).adminGoodsPage(
        keywords,
        size,
        (pageNo - 1) * size,
      );
      return page(
        rows.map((r) => presentGoods(r.goods, r.exchanged)),
        total,
        pageNo,
        size,
      );
    },

    async createGoods(actor: Actor, b: GoodsBody) {
      return db.transaction(async (tx) => {
        const g = await mallRepo(tx).insertGoods(goodsFields(b));
        await audit(tx, actor, {
          action: 'points_goods.create',
          targetType: 'points_goods',
          targetId: g.id,
          before: null,
          after: b,
        });
        return presentGoods(g, 0);
      });
    },

    /** The whole goods as the form sends it; stock is set to what the operator typed. */
    async updateGoods(actor: Actor, id: number, b: GoodsBody) {
      return db.transaction(async (tx) => {
        const repo = mallRepo(tx);
        const before = await repo.lockGoods(id);
        if (!before) throw notFound('积分商品');
        const g = (await repo.updateGoods(id, goodsFields(b)))!;
        await audit(tx, actor, {
          action: 'points_goods.update',
          targetType: 'points_goods',
          targetId: id,
          before: presentGoods(before, 0),
          after: b,
        });
        return presentGoods(g, 0);
      });
    },

    async setOnShelf(actor: Actor, id: number, onShelf: boolean) {
      return db.transaction(async (tx) => {
        const repo = mallRepo(tx);
        const before = await repo.lockGoods(id);
        if (!before) throw notFound('积分商品');
        const g = (await repo.updateGoods(id, { onShelf }))!;
        await audit(tx, actor, {
          action: onShelf ? 'points_goods.on_shelf' : 'points_goods.off_shelf',
          targetType: 'points_goods',
          targetId: id,
          before: { on_shelf: before.onShelf ? 1 : 0 },
          after: { on_shelf: onShelf ? 1 : 0 },
        });
        return presentGoods(g, 0);
      });
    },

    async orderPage(
      f: { status?: 'paid' | 'shipped' | undefined; keywords: string },
      pageNo: number,
      size: number,
    ) {
      const { rows, total } = await mallRepo(db).adminOrderPage(f, size, (pageNo - 1) * size);
      return page(
        rows.map(
          ({ order, companyName }): AdminPointsOrder => ({
            ...presentOrder(order),
            company_id: order.companyId,
            company_name: companyName,
          }),
        ),
        total,
        pageNo,
        size,
      );
    },

    /** Ships a waiting points order once (a conditional status change). */
    async ship(actor: Actor, id: number, carrier: string, trackingNo: string) {
      return db.transaction(async (tx) => {
        const repo = mallRepo(tx);
        const before = await repo.order(id);
        if (!before) throw notFound('积分订单');
        if (!before.address) throw new AppError('conflict', '该订单没有收货地址，请先联系买家');
        const shipped = await repo.ship(id, carrier, trackingNo);
        if (!shipped) throw new AppError('conflict', '订单已发货');
        await audit(tx, actor, {
          action: 'points_order.ship',
          targetType: 'points_order',
          targetId: id,
          before: { status: before.status },
          after: { status: 'shipped', carrier, tracking_no: trackingNo },
        });
        return { id, status: 'shipped' };
      });
    },
  };
}

export type MallAdmin = ReturnType<typeof mallAdmin>;
