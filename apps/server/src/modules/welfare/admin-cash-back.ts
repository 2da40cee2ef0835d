import type { AdminCashBackPeriod, WelfareStatus } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { welfareAdminRepo } from './admin-repo.ts';
import type { CashBackPeriodRow, CashBackTierRow } from './repo.ts';
import { presentWindow } from './status.ts';

// 满额返 periods in the console. Two enabled periods never overlap (an order
// would count twice). Tiers are fixed once a period has started: credits
// already given name them.

export type PeriodBody = {
  title?: string | undefined;
  starts_at?: Date | undefined;
  ends_at?: Date | undefined;
  tiers?: { amount: string; reward: string }[] | undefined;
};

const fen = (y: string) => parseYuan(y) ?? 0;

const auditView = (p: CashBackPeriodRow, tiers: CashBackTierRow[]) => ({
  title: p.title,
  starts_at: p.startsAt.toISOString(),
  ends_at: p.endsAt.toISOString(),
  enabled: p.enabled,
  tiers: tiers.map((t) => ({
    amount: formatYuan(t.thresholdFen),
    reward: formatYuan(t.rewardFen),
  })),
});

export function cashBackAdmin({ db, audit }: { db: Db; audit: Audit }) {
  async function tiersOf(via: DbOrTx, ids: number[]) {
    const out = new Map<number, CashBackTierRow[]>();
    if (ids.length === 0) return out;
    for (const t of await welfareAdminRepo(via).tiers(ids))
      out.set(t.periodId, [...(out.get(t.periodId) ?? []), t]);
    return out;
  }

  async function present(via: DbOrTx, rows: CashBackPeriodRow[]): Promise<AdminCashBackPeriod[]> {
    const ids = rows.map((r) => r.id);
    const [tiers, sums] = await Promise.all([
      tiersOf(via, ids),
      ids.length === 0 ? [] : welfareAdminRepo(via).claimSums(ids),
    ]);
    const sum = new Map(sums.map((s) => [s.periodId, s]));
    return rows.map((p) => ({
      ...presentWindow(p),
      enabled: p.enabled ? 1 : 0,
      tiers: (tiers.get(p.id) ?? []).map((t) => ({
        id: t.id,
        amount: formatYuan(t.thresholdFen),
        reward: formatYuan(t.rewardFen),
      })),
      companies: sum.get(p.id)?.companies ?? 0,
      credited: formatYuan(sum.get(p.id)?.fen ?? 0),
      created_at: p.createdAt.toISOString(),
    }));
  }

  async function row(via: DbOrTx, id: number, lock = false) {
    const found = await welfareAdminRepo(via).period(id, lock);
    if (!found) throw notFound('满额返活动');
    return found;
  }

  /** Another enabled period overlapping the window is refused (serialised by a table lock). */
  async function refuseOverlap(tx: DbOrTx, self: number, p: { startsAt: Date; endsAt: Date }) {
    const repo = welfareAdminRepo(tx);
    await repo.lockPeriods();
    const clash = await repo.overlappingPeriod(self, p);
    if (clash !== undefined)
      throw new AppError(
        'conflict',
        `与满额返活动「${clash}」时间重叠：同一时段只能有一个满额返活动`,
      );
  }

  async function setTiers(
    tx: DbOrTx,
    periodId: number,
    tiers: { amount: string; reward: string }[],
  ) {
    await welfareAdminRepo(tx).setTiers(
      periodId,
      tiers.map((t) => ({ thresholdFen: fen(t.amount), rewardFen: fen(t.reward) })),
    );
  }

  return {
    async list(status: WelfareStatus | undefined, pageNo: number, size: number) {
      const { rows, total } = await welfareAdminRepo(db).periodPage(
        status,
        size,
        (pageNo - 1) * size,
      );
      return page(await present(db, rows), total, pageNo, size);
    },

    async one(id: number) {
      return (await present(db, [await row(db, id)]))[0]!;
    },

    async create(actor: Actor, b: Required<PeriodBody>) {
      if (b.ends_at.getTime() <= Date.now()) throw fieldError('ends_at', '结束时间须晚于现在');
      return db.transaction(async (tx) => {
        const p = { title: b.title, startsAt: b.starts_at, endsAt: b.ends_at, enabled: true };
        await refuseOverlap(tx, 0, p);
        const made = await welfareAdminRepo(tx).insertPeriod(p);
        await setTiers(tx, made.id, b.tiers);
        const tiers = (await tiersOf(tx, [made.id])).get(made.id) ?? [];
        await audit(tx, actor, {
          action: 'cash_back.create',
          targetType: 'cash_back_period',
          targetId: made.id,
          before: null,
          after: auditView(made, tiers),
        });
        return (await present(tx, [made]))[0]!;
      });
    },

    async update(actor: Actor, id: number, b: PeriodBody) {
      return db.transaction(async (tx) => {
        const was = await row(tx, id, true);
        const now = Date.now();
        if (was.endsAt.getTime() <= now)
          throw new AppError('conflict', '已结束的活动不能修改，请新建');
        if (b.tiers && was.startsAt.getTime() <= now)
          throw new AppError('conflict', '活动已开始，返现档位不能再改');
        const wasTiers = (await tiersOf(tx, [id])).get(id) ?? [];
        const next = {
          title: b.title ?? was.title,
          startsAt: b.starts_at ?? was.startsAt,
          endsAt: b.ends_at ?? was.endsAt,
        };
        if (next.endsAt <= next.startsAt) throw fieldError('ends_at', '结束时间须晚于开始时间');
        if (was.startsAt.getTime() <= now && next.startsAt.getTime() !== was.startsAt.getTime())
          throw new AppError('conflict', '活动已开始，开始时间不能再改');
        if (was.enabled) await refuseOverlap(tx, id, next);
        const after = await welfareAdminRepo(tx).updatePeriod(id, next);
        if (b.tiers) await setTiers(tx, id, b.tiers);
        const tiers = (await tiersOf(tx, [id])).get(id) ?? [];
        await audit(tx, actor, {
          action: 'cash_back.update',
          targetType: 'cash_back_period',
          targetId: id,
          before: auditView(was, wasTiers),
          after: auditView(after, tiers),
        });
        return (await present(tx, [after]))[0]!;
      });
    },

    /** Stop: no further credits (take-backs on refunds still happen); or start again. */
    async setEnabled(actor: Actor, id: number, enabled: boolean) {
      return db.transaction(async (tx) => {
        const was = await row(tx, id, true);
        if (enabled && was.endsAt.getTime() <= Date.now())
          throw new AppError('conflict', '活动时间已过，请先修改结束时间');
        if (enabled) await refuseOverlap(tx, id, was);
        const after = await welfareAdminRepo(tx).updatePeriod(id, { enabled });
        const tiers = (await tiersOf(tx, [id])).get(id) ?? [];
        await audit(tx, actor, {
          action: enabled ? 'cash_back.start' : 'cash_back.stop',
          targetType: 'cash_back_period',
          targetId: id,
          before: auditView(was, tiers),
          after: auditView(after, tiers),
        });
        return (await present(tx, [after]))[0]!;
      });
    },
  };
}

export type CashBackAdmin = ReturnType<typeof cashBackAdmin>;
