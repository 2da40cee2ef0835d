import type { ActivityTier, AdminActivity, AdminActivityDetail, AdminCoupon } from '@shop/contract';
import { formatYuan, parseYuan, windowState } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { type ActivityFilter, type CouponFilter, promotionAdminRepo } from './admin-repo.ts';
import { scopeText } from './coupon-centre.ts';
import type { ActivityRow, PromotionService } from './service.ts';

const statusTexts = { upcoming: '未开始', running: '进行中', ended: '已结束' } as const;
const couponTexts = { unused: '未使用', used: '已使用', expired: '已过期' } as const;

const fen = (yuan: string) => parseYuan(yuan) ?? 0;
const tiersIn = (tiers: ActivityTier[]) =>
  tiers.map((t) => ({ thresholdFen: fen(t.amount), reductionFen: fen(t.reduce) }));

/** A 满减 activity has no switch: its window alone says (the one window rule). */
function statusOf(a: ActivityRow, now = Date.now()) {
  const state = windowState({ ...a, enabled: true }, now);
  return state === 'stopped' ? 'ended' : state;
}

export function presentActivity(a: ActivityRow, goodsCount: number): AdminActivity {
  const status = statusOf(a);
  return {
    id: a.id,
    title: a.title,
    tiers: a.tiers.map((t) => ({
      amount: formatYuan(t.thresholdFen),
      reduce: formatYuan(t.reductionFen),
    })),
    limit: a.limitPerBuyer,
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt.toISOString(),
    status,
    status_text: statusTexts[status],
    goods_count: goodsCount,
  };
}

/** What the audit log keeps of an activity. */
const auditView = (a: ActivityRow, goodsIds?: number[]) => ({
  title: a.title,
  tiers: a.tiers,
  limit: a.limitPerBuyer,
  starts_at: a.startsAt.toISOString(),
  ends_at: a.endsAt.toISOString(),
  ...(goodsIds ? { goods_ids: goodsIds } : {}),
});

type ActivityBody = {
  title?: string | undefined;
  tiers?: ActivityTier[] | undefined;
  limit?: number | undefined;
  starts_at?: Date | undefined;
  ends_at?: Date | undefined;
};

export type IssueBody = {
  company_ids: number[];
  title: string;
  amount: string;
  min_amount: string;
  valid_to: Date;
};

/** 满减 activities and coupons as operators run them; buyers see each change at once. */
export function promotionAdminService({
  db,
  audit,
  promotion,
}: {
  db: Db;
  audit: Audit;
  promotion: PromotionService;
}) {
  const reads = promotionAdminRepo(db);

  async function detail(id: number, via: DbOrTx = db): Promise<AdminActivityDetail> {
    const repo = promotionAdminRepo(via);
    const row = await repo.activity(id);
    if (!row) throw notFound('活动');
    const goods = await repo.activityGoods(id);
    return {
      ...presentActivity(row.activity, row.goodsCount),
      goods: goods.map((g) => ({
        id: g.id,
        name: g.name,
        sccj: g.manufacturer,
        ypgg: g.specification,
        price: formatYuan(g.priceFen),
      })),
    };
  }

  /** Refuses goods that another activity holds over an overlapping time (409). */
  async function refuseClashes(tx: DbOrTx, a: ActivityRow) {
    const [clash] = await promotionAdminRepo(tx).clashes(a.id, a.startsAt, a.endsAt);
    if (clash)
      throw new AppError(
        'conflict',
        `商品「${clash.goodsName}」已在同时段的活动「${clash.title}」中，一个商品同一时间只能参加一个满减活动`,
      );
  }

  async function checkGoods(tx: DbOrTx, ids: number[]) {
    const found = await promotionAdminRepo(tx).existingGoods(ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw fieldError('goods_ids', `商品 ${missing.join(',')} 不存在`);
  }

  async function write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const out = await db.transaction(async (tx) => {
      await promotionAdminRepo(tx).lockMemberships();
      return fn(tx);
    });
    // Committed: carts, goods pages and orders read the activities afresh in every process.
    await promotion.activitiesChanged();
    return out;
  }

  return {
    async activityPage(f: ActivityFilter, pageNo: number, pageSize: number) {
      const { rows, total } = await reads.activityPage(f, pageSize, (pageNo - 1) * pageSize);
      return page(
        rows.map((r) => presentActivity(r.activity, r.goodsCount)),
        total,
        pageNo,
        pageSize,
      );
    },

    activity: (id: number) => detail(id),

    async create(
      actor: Actor,
      b: Required<Omit<ActivityBody, 'limit'>> & {
        limit: number;
        goods_ids?: number[] | undefined;
      },
    ) {
      if (b.ends_at.getTime() <= Date.now()) throw fieldError('ends_at', '结束时间须晚于现在');
      const id = await write(async (tx) => {
        const repo = promotionAdminRepo(tx);
        const goodsIds = b.goods_ids ?? [];
        await checkGoods(tx, goodsIds);
        const a = await repo.insert({
          title: b.title,
          tiers: tiersIn(b.tiers),
          limitPerBuyer: b.limit,
          startsAt: b.starts_at,
          endsAt: b.ends_at,
        });
        await repo.setGoods(a.id, goodsIds);
        await refuseClashes(tx, a);
        await audit(tx, actor, {
          action: 'activity.create',
          targetType: 'activity',
          targetId: a.id,
          before: null,
          after: auditView(a, goodsIds),
        });
        return a.id;
      });
      return detail(id);
    },

    async update(actor: Actor, id: number, b: ActivityBody) {
      await write(async (tx) => {
        const repo = promotionAdminRepo(tx);
        const before = await repo.activity(id, true);
        if (!before) throw notFound('活动');
        const was = before.activity;
        if (statusOf(was) === 'ended') throw new AppError('conflict', '活动已结束，不能再修改');
        const startsAt = b.starts_at ?? was.startsAt;
        const endsAt = b.ends_at ?? was.endsAt;
        if (startsAt >= endsAt) throw fieldError('ends_at', '结束时间须晚于开始时间');
        if (b.ends_at && endsAt.getTime() <= Date.now())
          throw fieldError('ends_at', '结束时间须晚于现在（立即结束请用「结束活动」）');
        const after = await repo.update(id, {
          ...(b.title !== undefined && { title: b.title }),
          ...(b.tiers !== undefined && { tiers: tiersIn(b.tiers) }),
          ...(b.limit !== undefined && { limitPerBuyer: b.limit }),
          startsAt,
          endsAt,
        });
        await refuseClashes(tx, after!);
        await audit(tx, actor, {
          action: 'activity.update',
          targetType: 'activity',
          targetId: id,
          before: auditView(was),
          after: auditView(after!),
        });
      });
      return detail(id);
    },

    async stop(actor: Actor, id: number) {
      await write(async (tx) => {
        const repo = promotionAdminRepo(tx);
        const before = await repo.activity(id, true);
        if (!before) throw notFound('活动');
        const after = await repo.stop(id);
        if (!after) throw new AppError('conflict', '活动已结束');
        await audit(tx, actor, {
          action: 'activity.stop',
          targetType: 'activity',
          targetId: id,
          before: auditView(before.activity),
          after: auditView(after),
        });
      });
      return detail(id);
    },

    async setGoods(actor: Actor, id: number, goodsIds: number[]) {
      await write(async (tx) => {
        const repo = promotionAdminRepo(tx);
        const row = await repo.activity(id, true);
        if (!row) throw notFound('活动');
        if (statusOf(row.activity) === 'ended')
          throw new AppError('conflict', '活动已结束，不能再修改商品');
        await checkGoods(tx, goodsIds);
        const before = await repo.goodsIdsOf(id);
        await repo.setGoods(id, goodsIds);
        await refuseClashes(tx, row.activity);
        await audit(tx, actor, {
          action: 'activity.goods',
          targetType: 'activity',
          targetId: id,
          before: { goods_ids: before },
          after: { goods_ids: [...goodsIds].sort((x, y) => x - y) },
        });
      });
      return detail(id);
    },

    async couponPage(f: CouponFilter, pageNo: number, pageSize: number) {
      const { rows, total } = await reads.couponPage(f, pageSize, (pageNo - 1) * pageSize);
      const now = Date.now();
      return page(
        rows.map(({ coupon: c, companyName }): AdminCoupon => {
          const status =
            c.status === 'used' ? 'used' : c.endsAt.getTime() <= now ? 'expired' : 'unused';
          return {
            id: c.id,
            company_id: c.companyId,
            company_name: companyName,
            name: c.name,
            type: c.kind === 2 ? 2 : 1,
            type_text: c.kind === 2 ? '现金券' : '优惠券',
            scope_text: scopeText(c),
            amount: formatYuan(c.amountFen),
            min_amount: formatYuan(c.minSpendFen),
            status,
            status_text: couponTexts[status],
            order_id: c.orderId,
            ends_at: c.endsAt.toISOString(),
            created_at: c.createdAt.toISOString(),
          };
        }),
        total,
        pageNo,
        pageSize,
      );
    },

    /** One coupon for each chosen company, all or none, recorded as one entry. */
    async issue(actor: Actor, b: IssueBody) {
      const issued = await db.transaction(async (tx) => {
        const repo = promotionAdminRepo(tx);
        const found = await repo.companyIds(b.company_ids);
        const missing = b.company_ids.filter((id) => !found.has(id));
        if (missing.length > 0) throw fieldError('company_ids', `买家 ${missing.join(',')} 不存在`);
        const rows = await repo.issue(
          b.company_ids.map((companyId) => ({
            companyId,
            name: b.title,
            amountFen: fen(b.amount),
            minSpendFen: fen(b.min_amount),
            endsAt: b.valid_to,
          })),
        );
        await audit(tx, actor, {
          action: 'coupon.issue',
          targetType: 'coupon',
          targetId: rows.map((r) => r.id).join(','),
          before: null,
          after: {
            title: b.title,
            amount: formatYuan(fen(b.amount)),
            min_amount: formatYuan(fen(b.min_amount)),
            valid_to: b.valid_to.toISOString(),
            company_ids: b.company_ids,
            coupon_ids: rows.map((r) => r.id),
          },
        });
        return rows;
      });
      for (const companyId of b.company_ids) promotion.forgetCoupons(companyId);
      return { count: issued.length, coupon_ids: issued.map((r) => r.id) };
    },
  };
}

export type PromotionAdminService = ReturnType<typeof promotionAdminService>;
