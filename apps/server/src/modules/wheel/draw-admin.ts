import type { AdminDrawActivity, AdminDrawRecord, drawActivityBody } from '@shop/contract';
import { formatYuan, parseYuan, windowState } from '@shop/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { PRIZE_TYPE_TEXT } from './draw.ts';
import { drawAdminRepo, type PrizeWrite } from './draw-admin-repo.ts';
import type { DrawActivityRow, DrawPrizeRow } from './draw-repo.ts';

// The wheel in the console: activities with their prizes (odds adding up to
// 100%, checked by the contract), stop and start, and every draw's record.
// Every write is audited.

type Body = z.output<typeof drawActivityBody>;
type Status = AdminDrawActivity['status'];
const STATUS_TEXT: Record<Status, string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
  stopped: '已停用',
};

const statusOf = (a: DrawActivityRow, now = Date.now()): Status => windowState(a, now);

const presentPrize = (p: DrawPrizeRow) => ({
  id: p.id,
  name: p.name,
  type: p.kind,
  type_text: PRIZE_TYPE_TEXT[p.kind] ?? '',
  weight: p.weight,
  stock: p.stock,
  won: p.won,
  points: p.points,
  coupon_template_id: p.couponTemplateId,
});

function present(a: DrawActivityRow, prizes: DrawPrizeRow[], draws: number): AdminDrawActivity {
  const status = statusOf(a);
  return {
    id: a.id,
    name: a.name,
    rules: a.rules,
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt.toISOString(),
    free_chances: a.freeChances,
    chances_per_order: a.chancesPerOrder,
    order_min_amount: formatYuan(a.orderMinFen),
    points_per_draw: a.pointsPerDraw,
    status,
    status_text: STATUS_TEXT[status],
    draws,
    prizes: prizes.map(presentPrize),
  };
}

const activityFields = (b: Body) => ({
  name: b.name,
  rules: b.rules,
  startsAt: b.starts_at,
  endsAt: b.ends_at,
  freeChances: b.free_chances,
  chancesPerOrder: b.chances_per_order,
  orderMinFen: parseYuan(b.order_min_amount) ?? 0,
  pointsPerDraw: b.points_per_draw,
});

/** Each prize as stored: only the fields its kind uses. */
const prizeWrites = (b: Body): PrizeWrite[] =>
  b.prizes.map((p) => ({
    ...(p.id ? { id: p.id } : {}),
    name: p.name,
    kind: p.type,
    weight: p.weight,
    stock: p.type === 0 ? null : p.stock,
    points: p.type === 1 ? p.points : 0,
    couponTemplateId: p.type === 2 || p.type === 3 ? p.coupon_template_id : null,
  }));

export function drawAdmin({ db, audit }: { db: Db; audit: Audit }) {
  async function checkTemplates(b: Body) {
    const wanted = b.prizes.flatMap((p) =>
      (p.type === 2 || p.type === 3) && p.coupon_template_id ? [p.coupon_template_id] : [],
    );
    const known = await drawAdminRepo(db).templatesExist(wanted);
    const missing = wanted.find((id) => !known.has(id));
    if (missing) throw fieldError('prizes', `优惠券模板 ${missing} 不存在`);
  }

  async function one(id: number) {
    const repo = drawAdminRepo(db);
    const row = await repo.one(id);
    if (!row) throw notFound('抽奖活动');
    return present(row.activity, await repo.prizesOf(id), row.draws);
  }

  return {
    async list(pageNo: number, size: number) {
      const { rows, prizes, total } = await drawAdminRepo(db).page(size, (pageNo - 1) * size);
      return page(
        rows.map((r) =>
          present(
            r.activity,
            prizes.filter((p) => p.activityId === r.activity.id),
            r.draws,
          ),
        ),
        total,
        pageNo,
        size,
      );
    },

    async create(actor: Actor, b: Body) {
      await checkTemplates(b);
      const id = await db.transaction(async (tx) => {
        const repo = drawAdminRepo(tx);
        const a = await repo.insert(activityFields(b));
        await repo.replacePrizes(a.id, prizeWrites(b));
        await audit(tx, actor, {
          action: 'draw.create',
          targetType: 'draw_activity',
          targetId: a.id,
          before: null,
          after: b,
        });
        return a.id;
      });
      return one(id);
    },

    async update(actor: Actor, id: number, b: Body) {
      await checkTemplates(b);
      await db.transaction(async (tx) => {
        const repo = drawAdminRepo(tx);
        const before = await repo.lock(id);
        if (!before) throw notFound('抽奖活动');
        const current = await repo.prizesOf(id);
        const foreign = b.prizes.find((p) => p.id && !current.some((c) => c.id === p.id));
        if (foreign) throw fieldError('prizes', `奖品 ${foreign.id} 不属于该活动`);
        const listed = new Set(b.prizes.flatMap((p) => (p.id ? [p.id] : [])));
        const won = new Set(await repo.wonPrizeIds(id));
        const dropped = current.find((c) => !listed.has(c.id) && won.has(c.id));
        if (dropped)
          throw new AppError(
            'conflict',
            `奖品“${dropped.name}”已有中奖记录，不能删除，可将概率设为 0`,
          );
        await repo.update(id, activityFields(b));
        await repo.replacePrizes(id, prizeWrites(b));
        await audit(tx, actor, {
          action: 'draw.update',
          targetType: 'draw_activity',
          targetId: id,
          before: { ...present(before, current, 0), draws: undefined },
          after: b,
        });
      });
      return one(id);
    },

    async setEnabled(actor: Actor, id: number, enabled: boolean) {
      await db.transaction(async (tx) => {
        const repo = drawAdminRepo(tx);
        const before = await repo.lock(id);
        if (!before) throw notFound('抽奖活动');
        await repo.update(id, { enabled });
        await audit(tx, actor, {
          action: enabled ? 'draw.start' : 'draw.stop',
          targetType: 'draw_activity',
          targetId: id,
          before: { enabled: before.enabled },
          after: { enabled },
        });
      });
      return one(id);
    },

    async records(
      f: { activityId?: number | undefined; keywords: string },
      pageNo: number,
      size: number,
    ) {
      const { rows, total } = await drawAdminRepo(db).records(f, size, (pageNo - 1) * size);
      return page(
        rows.map(
          (r): AdminDrawRecord => ({
            id: r.record.id,
            activity_id: r.record.activityId,
            activity_name: r.activityName,
            company_id: r.record.companyId,
            company_name: r.companyName,
            prize_name: r.record.prizeName,
            type: r.record.kind,
            type_text: PRIZE_TYPE_TEXT[r.record.kind] ?? '',
            points_spent: r.record.pointsSpent,
            remark: r.record.remark,
            created_at: r.record.createdAt.toISOString(),
          }),
        ),
        total,
        pageNo,
        size,
      );
    },
  };
}

export type DrawAdmin = ReturnType<typeof drawAdmin>;
