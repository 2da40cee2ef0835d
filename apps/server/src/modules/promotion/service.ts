import type { CartCoupon, Coupon as CouponDto, Manjian } from '@shop/contract';
import { formatYuan, isRunning } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import { page } from '../../http/envelope.ts';
import type { Bus } from '../../platform/bus.ts';
import { sharedCache } from '../../platform/shared-cache.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { ActivityLine } from '../checkout/index.ts';
import {
  couponCentre,
  presentScope,
  type Scoped,
  type ScopeNames,
  scopeText,
  validUntil,
} from './coupon-centre.ts';
import { couponCentreRepo } from './coupon-centre-repo.ts';
import {
  type ActivityRow,
  type CouponRow,
  type Membership,
  orderReadPart,
  promotionRepo,
} from './repo.ts';

export const COUPON_PAGE_SIZE = 20;
const RUNNING_TTL_MS = 5_000;
const COUPONS_TTL_MS = 3_000;

export type { ActivityRow, CouponRow };

type Tier = ActivityRow['tiers'][number];
const serialized = new WeakMap<object, Manjian>();

/** The spec's manjian_data of a goods object and of the cart's activity list. */
export function serializeActivity(
  a: Pick<ActivityRow, 'id' | 'title' | 'limitPerBuyer'> & { tiers: readonly Tier[] },
): Manjian {
  const known = serialized.get(a);
  if (known) return known;
  const dto: Manjian = {
    id: a.id,
    title: a.title,
    limit: a.limitPerBuyer,
    tiers: a.tiers
      .slice()
      .sort((x, y) => x.thresholdFen - y.thresholdFen)
      .map((t) => ({ amount: formatYuan(t.thresholdFen), reduce: formatYuan(t.reductionFen) })),
  };
  serialized.set(a, dto);
  return dto;
}

export function serializeCoupon(c: CouponRow, names?: ScopeNames): CouponDto {
  const expired = c.status === 'unused' && c.endsAt.getTime() <= Date.now();
  return {
    id: c.id,
    name: c.name,
    type: c.kind,
    amount: formatYuan(c.amountFen),
    min_amount: formatYuan(c.minSpendFen),
    status: c.status === 'used' ? 1 : expired ? 2 : 0,
    end_time: c.endsAt.toISOString(),
    scope: presentScope(c, names),
  };
}

/** A coupon held, in the cart and at step 2; `needFen`: what its threshold still lacks. */
export const serializeCartCoupon = (
  c: Pick<CouponRow, 'id' | 'name' | 'amountFen' | 'minSpendFen' | 'endsAt'> & Scoped,
  usable: boolean,
  needFen: number,
): CartCoupon => ({
  id: c.id,
  name: c.name,
  amount: formatYuan(c.amountFen),
  min_amount: formatYuan(c.minSpendFen),
  status: 0,
  end_time: c.endsAt.toISOString(),
  scope_text: scopeText(c),
  usable: usable ? 1 : 0,
  need: formatYuan(needFen),
});

/** A 满减 activity has no switch: it runs in its window (the one window rule, domain promo-window). */
export const activityRunning = (a: Pick<ActivityRow, 'startsAt' | 'endsAt'>, now = Date.now()) =>
  isRunning({ startsAt: a.startsAt, endsAt: a.endsAt, enabled: true }, now);

/** One activity per goods: when activities overlap on a goods, the oldest applies. */
function byGoods(rows: Membership[], now = Date.now()): Map<number, ActivityRow> {
  const out = new Map<number, ActivityRow>();
  for (const { goodsId, activity } of rows)
    if (activityRunning(activity, now) && !out.has(goodsId)) out.set(goodsId, activity);
  return out;
}

/** 满减 activities, what buyers bought in them, and coupons. */
export function promotionService(db: Db, bus: Bus) {
  // Every goods object shows its running activity. An operator's change to an
  // activity is forgotten in every process at once; otherwise the list is
  // re-read every few seconds (starts and ends happen by the clock).
  const upcoming = sharedCache<Map<number, Membership[]>>(bus, 'activities_changed', {
    ttlMs: RUNNING_TTL_MS,
    maxEntries: 1,
    name: 'running activities',
  });
  const couponsOf = ttlCache<CouponRow[]>(COUPONS_TTL_MS, 10_000, { name: 'coupons' });
  const centre = couponCentre(db, (companyId) => couponsOf.delete(String(companyId)));

  /** Indexed by goods once per load: each request looks up its own goods only. */
  async function loadUpcoming(via: DbOrTx) {
    const byGoodsId = new Map<number, Membership[]>();
    for (const m of await promotionRepo(via).upcoming())
      byGoodsId.set(m.goodsId, [...(byGoodsId.get(m.goodsId) ?? []), m]);
    return byGoodsId;
  }

  /**
   * `via`: the caller's transaction, when it is in one: on the embedded
   * database a read outside it would wait for it to end.
   */
  async function runningCached(
    goodsIds: number[],
    via: DbOrTx = db,
  ): Promise<Map<number, ActivityRow>> {
    if (goodsIds.length === 0) return new Map();
    const index = await upcoming.get('', () => loadUpcoming(via));
    return byGoods(goodsIds.flatMap((id) => index.get(id) ?? []));
  }

  return {
    /** Each goods' running activity, from a list at most a few seconds old (display only). */
    runningCached,

    /** Called after an activity or its goods changed: every process reads them again. */
    activitiesChanged: () => upcoming.forget(''),

    /** An order's promotions, to be read with its other reads: its goods' activities and the coupons. */
    forOrder(
      companyId: number,
      goodsIds: number[],
    ): ReadPart<{
      activities: Map<number, ActivityRow>;
      coupons: CouponRow[];
      vouchers: CouponRow[];
    }> {
      const part = orderReadPart(companyId, [...new Set(goodsIds)]);
      return {
        sql: part.sql,
        parse: (json) => {
          const { memberships, coupons, vouchers } = part.parse(json);
          return { activities: byGoods(memberships), coupons, vouchers };
        },
      };
    },

    /** Each goods' running activity, read now inside the caller's transaction. */
    running: async (tx: DbOrTx, goodsIds: number[]) =>
      byGoods(await promotionRepo(tx).runningOf([...new Set(goodsIds)])),

    /** What the company bought of each goods in each activity, keyed `activityId:goodsId`. */
    async bought(tx: DbOrTx, companyId: number, goodsIds: number[]) {
      const rows = await promotionRepo(tx).purchased(companyId, [...new Set(goodsIds)]);
      return new Map(rows.map((r) => [`${r.activityId}:${r.goodsId}`, r.quantity]));
    },

    /**
     * Claims each line against its activity's per-buyer limit, inside the
     * order's transaction; the first line that would pass it is answered.
     */
    async claimLimits(
      tx: DbOrTx,
      companyId: number,
      lines: (ActivityLine & { limit: number })[],
    ): Promise<(ActivityLine & { limit: number; bought: number }) | null> {
      const repo = promotionRepo(tx);
      for (const { limit, ...line } of lines) {
        if (limit <= 0 || (await repo.claimPurchase(companyId, line, limit))) continue;
        const [now] = (await repo.purchased(companyId, [line.goodsId])).filter(
          (p) => p.activityId === line.activityId,
        );
        return { ...line, limit, bought: now?.quantity ?? 0 };
      }
      return null;
    },

    /** A cancelled order's lines no longer count toward the limits. */
    async releaseLimits(tx: DbOrTx, companyId: number, lines: ActivityLine[]) {
      const repo = promotionRepo(tx);
      for (const line of lines) await repo.releasePurchase(companyId, line);
    },

    /** The company's unused coupons for display, at most a few seconds old. */
    unusedCouponsCached: (companyId: number) =>
      couponsOf.get(String(companyId), () => promotionRepo(db).unusedCoupons(companyId)),
    /** Called after this process used or returned a coupon of the company. */
    forgetCoupons: (companyId: number) => couponsOf.delete(String(companyId)),
    unusedCoupons: (companyId: number, tx: DbOrTx = db) =>
      promotionRepo(tx).unusedCoupons(companyId),
    consumeCoupon: (tx: DbOrTx, companyId: number, couponId: number, orderId: number) =>
      promotionRepo(tx).consume(companyId, couponId, orderId),
    releaseCoupon: (tx: DbOrTx, orderId: number) => promotionRepo(tx).release(orderId),

    async couponPage(companyId: number, kind: number, status: number, pageNo: number) {
      const { rows, total } = await promotionRepo(db).couponPage(
        companyId,
        kind,
        status,
        COUPON_PAGE_SIZE,
        (pageNo - 1) * COUPON_PAGE_SIZE,
      );
      const names = await centre.namesOf(rows);
      return page(
        rows.map((c) => serializeCoupon(c, names)),
        total,
        pageNo,
        COUPON_PAGE_SIZE,
      );
    },

    unusedCounts: (companyId: number) => promotionRepo(db).unusedCounts(companyId),

    /**
     * A coupon with a template's terms, given as a prize inside the caller's
     * transaction: the prize's own stock limits it, so the template's total
     * and per-buyer count (the coupon centre's) are left alone. Null when the
     * template is gone.
     */
    async issueFromTemplate(tx: DbOrTx, companyId: number, templateId: number) {
      const repo = couponCentreRepo(tx);
      const t = await repo.template(templateId);
      if (!t) return null;
      const coupon = await repo.issue(companyId, t, validUntil(t));
      couponsOf.delete(String(companyId));
      return coupon;
    },

    /** The coupon centre: what may be claimed, and a claim. */
    centre,
  };
}

export type PromotionService = ReturnType<typeof promotionService>;
