import { formatYuan } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { Notify } from '../messages/index.ts';
import { noticesRepo } from './repo.ts';

/** Waiting arrival notices a company may hold at once. */
export const ARRIVAL_NOTICES_MAX = 200;

type Deps = { db: Db; catalog: CatalogService; notify: Notify };

export function noticesService({ db, catalog, notify }: Deps) {
  const repo = noticesRepo(db);

  /** Tells every company waiting for goods now in stock, once: the claim decides who sends. */
  async function sendArrivals(ids?: number[]) {
    let sent = 0;
    for (const g of await repo.arrived(ids)) {
      sent += await db.transaction(async (tx) => {
        const claimed = await noticesRepo(tx).claimArrived(g.id);
        for (const c of claimed)
          await notify(tx, c.companyId, {
            kind: 'arrival_notice',
            title: `到货通知：${g.name} 已到货`,
            body: `您订阅的「${g.name}」已到货，库存有限，欢迎选购。`,
            link: `/list/info/${g.id}`,
            dedupKey: `arrival:${c.id}`,
          });
        return claimed.length;
      });
    }
    return sent;
  }

  /**
   * Compares each goods' price with the one last compared: a drop is sent to
   * the companies keeping it as a favourite (unless they turned it off), once,
   * by whichever process moves the compared price first; a rise only moves it.
   */
  async function sendPriceDrops(ids?: number[]) {
    let sent = 0;
    for (const g of await repo.priceMoves(ids)) {
      if (g.seenFen === null) {
        await repo.watchFirst(g.id, g.priceFen);
        continue;
      }
      const was = g.seenFen;
      sent += await db.transaction(async (tx) => {
        const r = noticesRepo(tx);
        if (!(await r.claimMove(g.id, was, g.priceFen))) return 0;
        if (g.priceFen > was) return 0;
        const companies = await r.dropWatchers(g.id);
        for (const companyId of companies)
          await notify(tx, companyId, {
            kind: 'price_drop',
            title: `降价通知：${g.name} 降价了`,
            body: `您收藏的「${g.name}」由 ¥${formatYuan(was)} 降至 ¥${formatYuan(g.priceFen)}。`,
            link: `/list/info/${g.id}`,
          });
        return companies.length;
      });
    }
    return sent;
  }

  /** Both checks, over `ids` or everything outstanding; the hourly job's net under the events. */
  const check = async (ids?: number[]) => (await sendArrivals(ids)) + (await sendPriceDrops(ids));

  return {
    check,

    /** A goods became a favourite: its drops are counted from its price now. */
    watchPrices: (goodsIds: number[]) => repo.watchNow(goodsIds),

    /** Listens to every goods change; a failure is left to the periodic check. */
    listen(warn: (e: unknown) => void) {
      catalog.onGoodsChanged((ids) => {
        void check(ids).catch(warn);
      });
    },

    async subscribe(buyer: Buyer, goodsId: number) {
      const [g] = await catalog.visibleNow([goodsId]);
      if (!g) throw notFound('商品');
      if (g.stock > 0) throw new AppError('conflict', '该商品有货，可直接购买');
      await db.transaction(async (tx) => {
        const r = noticesRepo(tx);
        await r.lockCompany(buyer.company.id);
        // Asked again: the same answer, even at the limit.
        if (await r.isWaiting(buyer.company.id, goodsId)) return;
        if ((await r.waitingCount(buyer.company.id)) >= ARRIVAL_NOTICES_MAX)
          throw new AppError('conflict', `最多订阅 ${ARRIVAL_NOTICES_MAX} 个到货通知`);
        await r.subscribe(buyer.company.id, buyer.user.id, goodsId);
      });
      return { subscribed: 1 as const };
    },

    async unsubscribe(buyer: Buyer, goodsId: number) {
      const [g] = await catalog.rowsNow(db, [goodsId]);
      if (!g) throw notFound('商品');
      await repo.unsubscribe(buyer.company.id, goodsId);
      return { subscribed: 0 as const };
    },

    async state(buyer: Buyer, goodsId: number) {
      return { subscribed: (await repo.isWaiting(buyer.company.id, goodsId)) ? 1 : 0 } as const;
    },

    async settings(buyer: Buyer) {
      return { price_drop: (await repo.priceDropOn(buyer.company.id)) ? 1 : 0 } as const;
    },

    async setSettings(buyer: Buyer, priceDrop: boolean) {
      await repo.setPriceDrop(buyer.company.id, priceDrop);
      return { price_drop: priceDrop ? 1 : 0 } as const;
    },

    async waiting(keyword: string | undefined, pageNo: number, size: number) {
      const { rows, total } = await repo.waitingPage(keyword, size, (pageNo - 1) * size);
      return page(
        rows.map((r) => ({
          goods_id: r.goodsId,
          name: r.name,
          spec: r.spec,
          manufacturer: r.manufacturer,
          stock: r.stock,
          companies: r.companies,
          first_at: (r.firstAt ?? new Date()).toISOString(),
        })),
        total,
        pageNo,
        size,
      );
    },
  };
}

export type NoticesService = ReturnType<typeof noticesService>;
