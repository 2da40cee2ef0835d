import type { AdminGroup, AdminGroupbuy } from '@shop/contract';
import { formatYuan, parseYuan, windowState } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { type AdminActivityRow, groupbuyAdminRepo } from './admin-repo.ts';
import { GROUP_STATE_TEXT } from './present.ts';
import { type ActivityRow, type ActivityStatus, groupbuyRepo } from './repo.ts';
import type { MarkGroupBuy } from './service.ts';

// 拼团 activities as operators run them: create, edit, stop and start again,
// refused when the goods is in another group-buy at an overlapping time;
// every write in the audit log. The groups view shows each group's members.

const STATUS_TEXT: Record<ActivityStatus, string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
  stopped: '已停用',
};
const MEMBER_TEXT: Record<string, string> = {
  unpaid: '待支付',
  paid: '已支付',
  left: '未支付已退出',
  refunded: '已退款',
};

export type ActivityBody = {
  goods_id?: number | undefined;
  title?: string | undefined;
  pt_price?: string | undefined;
  group_size?: number | undefined;
  number?: number | undefined;
  group_hours?: number | undefined;
  starts_at?: Date | undefined;
  ends_at?: Date | undefined;
};

const statusOf = (a: ActivityRow, now = Date.now()): ActivityStatus => windowState(a, now);

const auditView = (a: ActivityRow) => ({
  goods_id: a.goodsId,
  title: a.title,
  pt_price: formatYuan(a.priceFen),
  group_size: a.groupSize,
  number: a.quantity,
  group_hours: a.groupHours,
  starts_at: a.startsAt.toISOString(),
  ends_at: a.endsAt.toISOString(),
  enabled: a.enabled,
});

export function groupbuyAdmin({
  db,
  audit,
  goodsExists,
  markGroupBuy,
  goodsChanged,
}: {
  db: Db;
  audit: Audit;
  goodsExists: (ids: number[]) => Promise<number[]>;
  markGroupBuy: MarkGroupBuy;
  goodsChanged: (ids: number[]) => Promise<void>;
}) {
  /**
   * A write to one goods' activities. Before it commits, the goods' activity_type
   * follows whether it still has a live activity (the buyer's card shows 拼团
   * by it); the change is announced after.
   */
  async function writing<T>(fn: (tx: DbOrTx) => Promise<{ goodsId: number; out: T }>) {
    let changed: number[] = [];
    const out = await db.transaction(async (tx) => {
      const r = await fn(tx);
      const live = await groupbuyRepo(tx).liveGoods([r.goodsId]);
      changed = await markGroupBuy(tx, [r.goodsId], live.has(r.goodsId));
      return r.out;
    });
    await goodsChanged(changed);
    return out;
  }

  async function presentRows(via: DbOrTx, rows: AdminActivityRow[]): Promise<AdminGroupbuy[]> {
    const counts = await groupbuyRepo(via).counts(rows.map((r) => r.a.id));
    return rows.map(({ a, g }) => {
      const c = counts.get(a.id);
      const status = statusOf(a);
      return {
        id: a.id,
        goods_id: a.goodsId,
        goods_name: g.name,
        goods_spec: g.spec,
        goods_price: formatYuan(g.priceFen),
        goods_stock: g.stock,
        title: a.title,
        pt_price: formatYuan(a.priceFen),
        group_size: a.groupSize,
        number: a.quantity,
        group_hours: a.groupHours,
        starts_at: a.startsAt.toISOString(),
        ends_at: a.endsAt.toISOString(),
        status,
        status_text: STATUS_TEXT[status],
        groups_open: c?.open_groups ?? 0,
        groups_filled: c?.filled ?? 0,
        groups_failed: c?.failed ?? 0,
      };
    });
  }

  async function one(via: DbOrTx, id: number) {
    const { rows } = await groupbuyAdminRepo(via).adminPage({ id }, 1, 0);
    if (!rows.length) throw notFound('拼团活动');
    return (await presentRows(via, rows))[0]!;
  }

  /** The goods may be in one enabled group-buy at a time. */
  async function refuseOverlap(tx: DbOrTx, a: ActivityRow | Omit<ActivityRow, 'id'>, id?: number) {
    await groupbuyRepo(tx).lockGoods(a.goodsId);
    const other = await groupbuyAdminRepo(tx).overlapping(a.goodsId, a.startsAt, a.endsAt, id);
    if (other)
      throw new AppError(
        'conflict',
        `该商品已在拼团活动「${other.title}」中（${other.startsAt.toISOString().slice(0, 10)} 至 ${other.endsAt.toISOString().slice(0, 10)}），时间不能重叠`,
        undefined,
        { reason: 'overlap', activity_id: other.id },
      );
  }

  function merged(was: ActivityRow | null, b: ActivityBody) {
    return {
      goodsId: was?.goodsId ?? b.goods_id!,
      title: b.title ?? was!.title,
      priceFen: b.pt_price !== undefined ? (parseYuan(b.pt_price) ?? 0) : was!.priceFen,
      groupSize: b.group_size ?? was!.groupSize,
      quantity: b.number ?? was!.quantity,
      groupHours: b.group_hours ?? was!.groupHours,
      startsAt: b.starts_at ?? was!.startsAt,
      endsAt: b.ends_at ?? was!.endsAt,
      enabled: was?.enabled ?? true,
      createdAt: was?.createdAt ?? new Date(),
    };
  }

  function refuseBadTerms(a: ReturnType<typeof merged>) {
    if (a.priceFen <= 0) throw fieldError('pt_price', '拼团价须大于 0');
    if (a.startsAt >= a.endsAt) throw fieldError('ends_at', '结束时间须晚于开始时间');
  }

  return {
    async list(
      f: { status?: ActivityStatus | undefined; keywords: string },
      pageNo: number,
      pageSize: number,
    ) {
      const { rows, total } = await groupbuyAdminRepo(db).adminPage(
        f,
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return page(await presentRows(db, rows), total, pageNo, pageSize);
    },

    one: (id: number) => one(db, id),

    async create(actor: Actor, b: ActivityBody) {
      const a = merged(null, b);
      refuseBadTerms(a);
      if (a.endsAt.getTime() <= Date.now()) throw fieldError('ends_at', '结束时间须晚于现在');
      if ((await goodsExists([a.goodsId])).length === 0) throw fieldError('goods_id', '商品不存在');
      return writing(async (tx) => {
        await refuseOverlap(tx, a);
        const made = await groupbuyAdminRepo(tx).insertActivity(a);
        await audit(tx, actor, {
          action: 'groupbuy.create',
          targetType: 'groupbuy',
          targetId: made.id,
          before: null,
          after: auditView(made),
        });
        return { goodsId: a.goodsId, out: await one(tx, made.id) };
      });
    },

    async update(actor: Actor, id: number, b: ActivityBody) {
      return writing(async (tx) => {
        const repo = groupbuyRepo(tx);
        const was = await repo.activity(id);
        if (!was) throw notFound('拼团活动');
        if (was.endsAt.getTime() <= Date.now())
          throw new AppError('conflict', '已结束的拼团活动不能修改，请新建');
        const a = merged(was, b);
        refuseBadTerms(a);
        if (a.enabled) await refuseOverlap(tx, a, id);
        const after = (await groupbuyAdminRepo(tx).updateActivity(id, a))!;
        await audit(tx, actor, {
          action: 'groupbuy.update',
          targetType: 'groupbuy',
          targetId: id,
          before: auditView(was),
          after: auditView(after),
        });
        return { goodsId: was.goodsId, out: await one(tx, id) };
      });
    },

    /** Stop (no new groups or places; open groups run out their time) or start again. */
    async setEnabled(actor: Actor, id: number, enabled: boolean) {
      return writing(async (tx) => {
        const repo = groupbuyRepo(tx);
        const was = await repo.activity(id);
        if (!was) throw notFound('拼团活动');
        if (enabled && was.endsAt.getTime() <= Date.now())
          throw new AppError('conflict', '活动时间已过，请先修改结束时间');
        if (enabled) await refuseOverlap(tx, was, id);
        const after = (await groupbuyAdminRepo(tx).updateActivity(id, { enabled }))!;
        await audit(tx, actor, {
          action: enabled ? 'groupbuy.start' : 'groupbuy.stop',
          targetType: 'groupbuy',
          targetId: id,
          before: auditView(was),
          after: auditView(after),
        });
        return { goodsId: was.goodsId, out: await one(tx, id) };
      });
    },

    async groups(
      f: { activityId?: number | undefined; state?: string | undefined },
      pageNo: number,
      pageSize: number,
    ) {
      const { rows, total } = await groupbuyAdminRepo(db).adminGroups(
        f,
        pageSize,
        (pageNo - 1) * pageSize,
      );
      const members = await groupbuyRepo(db).members(rows.map((r) => r.g.id));
      const data: AdminGroup[] = rows.map(({ g, title, opener }) => ({
        id: g.id,
        activity_id: g.activityId,
        activity_title: title,
        opener,
        size: g.size,
        members: g.members,
        paid: g.paid,
        state: g.state as AdminGroup['state'],
        state_text: GROUP_STATE_TEXT[g.state] ?? g.state,
        expires_at: g.expiresAt.toISOString(),
        created_at: g.createdAt.toISOString(),
        settled_at: g.settledAt?.toISOString() ?? null,
        list: members
          .filter((m) => m.m.groupId === g.id)
          .map((m) => ({
            company_id: m.m.companyId,
            company: m.company,
            order_id: m.m.orderId,
            order_no: m.orderNo,
            state: m.m.state,
            state_text: MEMBER_TEXT[m.m.state] ?? m.m.state,
            joined_at: m.m.createdAt.toISOString(),
          })),
      }));
      return page(data, total, pageNo, pageSize);
    },
  };
}

export type GroupbuyAdmin = ReturnType<typeof groupbuyAdmin>;
