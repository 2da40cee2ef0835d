import { type Activity, type Coupon, formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { type ActivityRow, type CouponRow, promotionRepo } from './repo.ts';

export const COUPON_PAGE_SIZE = 20;
const RUNNING_TTL_MS = 5_000;
const COUPONS_TTL_MS = 3_000;

export const toActivity = (a: ActivityRow): Activity => ({ id: a.id, tiers: a.tiers });
export const toCoupon = (c: CouponRow): Coupon => ({
  id: c.id,
  amountFen: c.amountFen,
  minSpendFen: c.minSpendFen,
});

/** The spec's manjian_data of a goods object and of the cart's activity list. */
export function serializeActivity(a: ActivityRow) {
  return {
    id: a.id,
    title: a.title,
    limit: a.limitPerBuyer,
    tiers: a.tiers
      .slice()
      .sort((x, y) => x.thresholdFen - y.thresholdFen)
      .map((t) => ({ amount: formatYuan(t.thresholdFen), reduce: formatYuan(t.reductionFen) })),
  };
}

export function serializeCoupon(c: CouponRow, usable: boolean | null = null) {
  const expired = c.status === 'unused' && c.endsAt.getTime() <= Date.now();
  return {
    id: c.id,
    name: c.name,
    amount: formatYuan(c.amountFen),
    min_amount: formatYuan(c.minSpendFen),
    status: c.status === 'used' ? 1 : expired ? 2 : 0,
    end_time: c.endsAt.toISOString(),
    ...(usable === null ? {} : { usable: usable ? 1 : 0 }),
  };
}

/** 满减 activities and coupons. Reads take a transaction when the caller is inside one. */
export function promotionService(db: Db) {
  const running = ttlCache<ActivityRow[]>(RUNNING_TTL_MS, 1, { serveStale: true });
  const couponsOf = ttlCache<CouponRow[]>(COUPONS_TTL_MS, 10_000);
  return {
    /** The company's unused coupons for display, at most a few seconds old. */
    unusedCouponsCached: (companyId: number) =>
      couponsOf.get(String(companyId), () => promotionRepo(db).unusedCoupons(companyId)),
    /** Called after this process used or returned a coupon of the company. */
    forgetCoupons: (companyId: number) => couponsOf.delete(String(companyId)),

    /** Running activities among the ids, from a list at most a few seconds old. */
    async runningCached(ids: number[]): Promise<ActivityRow[]> {
      if (ids.length === 0) return [];
      const all = await running.get('all', () => promotionRepo(db).running());
      const now = Date.now();
      return all.filter(
        (a) => ids.includes(a.id) && a.startsAt.getTime() <= now && a.endsAt.getTime() > now,
      );
    },
    activeActivities: (ids: number[], tx: DbOrTx = db) =>
      promotionRepo(tx).activeByIds([...new Set(ids)]),
    unusedCoupons: (companyId: number, tx: DbOrTx = db) =>
      promotionRepo(tx).unusedCoupons(companyId),
    consumeCoupon: (tx: DbOrTx, companyId: number, couponId: number, orderId: number) =>
      promotionRepo(tx).consume(companyId, couponId, orderId),
    releaseCoupon: (tx: DbOrTx, orderId: number) => promotionRepo(tx).release(orderId),

    async couponPage(companyId: number, status: 0 | 1 | 2, pageNo: number) {
      const { rows, total } = await promotionRepo(db).couponPage(
        companyId,
        status,
        COUPON_PAGE_SIZE,
        (pageNo - 1) * COUPON_PAGE_SIZE,
      );
      return page(
        rows.map((c) => serializeCoupon(c)),
        total,
        pageNo,
        COUPON_PAGE_SIZE,
      );
    },

    async unusedCount(companyId: number) {
      return (await promotionRepo(db).unusedCoupons(companyId)).length;
    },
  };
}

export type PromotionService = ReturnType<typeof promotionService>;
