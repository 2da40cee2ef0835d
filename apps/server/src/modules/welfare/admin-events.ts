import type { AdminWelfareEvent, WelfareStatus } from '@shop/contract';
import { formatYuan, welfareUnitPrice } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { welfareAdminRepo } from './admin-repo.ts';
import type { WelfareEventRow } from './repo.ts';
import { presentWindow } from './status.ts';

// The 94折 events as operators run them: create, edit, stop and start, every
// write audited. A goods is in at most one enabled event at any moment: two
// overlapping events naming it are refused, naming the goods.

export type EventBody = {
  title?: string | undefined;
  starts_at?: Date | undefined;
  ends_at?: Date | undefined;
  goods_ids?: number[] | undefined;
};

const auditView = (e: WelfareEventRow, goodsIds: number[]) => ({
  title: e.title,
  starts_at: e.startsAt.toISOString(),
  ends_at: e.endsAt.toISOString(),
  enabled: e.enabled,
  goods_ids: goodsIds,
});

export function welfareEventsAdmin({
  db,
  audit,
  changed,
}: {
  db: Db;
  audit: Audit;
  /** The buyers' caches forget the events. */
  changed: () => Promise<void>;
}) {
  type ShownGoods = { id: number; name: string; specification: string; priceFen: number };
  async function goodsOf(via: DbOrTx, ids: number[]) {
    const out = new Map<number, ShownGoods[]>();
    if (ids.length === 0) return out;
    for (const r of await welfareAdminRepo(via).eventGoods(ids))
      out.set(r.eventId, [...(out.get(r.eventId) ?? []), r]);
    return out;
  }

  async function present(via: DbOrTx, rows: WelfareEventRow[]): Promise<AdminWelfareEvent[]> {
    const byEvent = await goodsOf(
      via,
      rows.map((r) => r.id),
    );
    return rows.map((e) => ({
      ...presentWindow(e),
      enabled: e.enabled ? 1 : 0,
      goods: (byEvent.get(e.id) ?? []).map((g) => ({
        id: g.id,
        name: g.name,
        specification: g.specification,
        price: formatYuan(g.priceFen),
        welfare_price: formatYuan(welfareUnitPrice(g.priceFen)),
      })),
      created_at: e.createdAt.toISOString(),
    }));
  }

  async function row(via: DbOrTx, id: number, lock = false) {
    const found = await welfareAdminRepo(via).event(id, lock);
    if (!found) throw notFound('94折活动');
    return found;
  }

  const idsOf = (via: DbOrTx, eventId: number) => welfareAdminRepo(via).eventGoodsIds(eventId);

  /**
   * Goods must exist, and none may be in another enabled event whose window
   * overlaps this one. Events are locked in id order by the caller's table
   * lock, so two staff saving overlapping events cannot both pass.
   */
  async function refuseConflicts(
    tx: DbOrTx,
    self: number,
    e: { startsAt: Date; endsAt: Date; enabled: boolean },
    goodsIds: number[],
  ) {
    if (goodsIds.length === 0) return;
    const repo = welfareAdminRepo(tx);
    const have = await repo.knownGoods(goodsIds);
    const gone = goodsIds.filter((id) => !have.has(id));
    if (gone.length) throw fieldError('goods_ids', `商品 ${gone.slice(0, 10).join(',')} 不存在`);
    if (!e.enabled) return;
    await repo.lockEventGoods();
    const clash = await repo.eventGoodsClash(self, goodsIds, e);
    if (clash)
      throw new AppError(
        'conflict',
        `商品「${clash.name}」已在同时段的94折活动「${clash.title}」中，同一商品不能同时参加两个94折活动`,
      );
  }

  return {
    async list(status: WelfareStatus | undefined, pageNo: number, size: number) {
      const { rows, total } = await welfareAdminRepo(db).eventPage(
        status,
        size,
        (pageNo - 1) * size,
      );
      return page(await present(db, rows), total, pageNo, size);
    },

    async one(id: number) {
      return (await present(db, [await row(db, id)]))[0]!;
    },

    async create(actor: Actor, b: Required<EventBody>) {
      if (b.ends_at.getTime() <= Date.now()) throw fieldError('ends_at', '结束时间须晚于现在');
      const made = await db.transaction(async (tx) => {
        const e = { title: b.title, startsAt: b.starts_at, endsAt: b.ends_at, enabled: true };
        await refuseConflicts(tx, 0, e, b.goods_ids);
        const ev = await welfareAdminRepo(tx).insertEvent(e);
        await welfareAdminRepo(tx).setEventGoods(ev.id, b.goods_ids);
        await audit(tx, actor, {
          action: 'welfare_event.create',
          targetType: 'welfare_event',
          targetId: ev.id,
          before: null,
          after: auditView(ev, b.goods_ids),
        });
        return (await present(tx, [ev]))[0]!;
      });
      await changed();
      return made;
    },

    async update(actor: Actor, id: number, b: EventBody) {
      const saved = await db.transaction(async (tx) => {
        const was = await row(tx, id, true);
        if (was.endsAt.getTime() <= Date.now())
          throw new AppError('conflict', '已结束的活动不能修改，请新建');
        const wasIds = await idsOf(tx, id);
        const next = {
          title: b.title ?? was.title,
          startsAt: b.starts_at ?? was.startsAt,
          endsAt: b.ends_at ?? was.endsAt,
        };
        if (next.endsAt <= next.startsAt) throw fieldError('ends_at', '结束时间须晚于开始时间');
        const ids = b.goods_ids ?? wasIds;
        await refuseConflicts(tx, id, { ...next, enabled: was.enabled }, ids);
        const after = await welfareAdminRepo(tx).updateEvent(id, next);
        if (b.goods_ids) await welfareAdminRepo(tx).setEventGoods(id, ids);
        await audit(tx, actor, {
          action: 'welfare_event.update',
          targetType: 'welfare_event',
          targetId: id,
          before: auditView(was, wasIds),
          after: auditView(after, ids),
        });
        return (await present(tx, [after]))[0]!;
      });
      await changed();
      return saved;
    },

    /** Stop at once (prices go back on the next request) or start again. */
    async setEnabled(actor: Actor, id: number, enabled: boolean) {
      const saved = await db.transaction(async (tx) => {
        const was = await row(tx, id, true);
        if (enabled && was.endsAt.getTime() <= Date.now())
          throw new AppError('conflict', '活动时间已过，请先修改结束时间');
        const ids = await idsOf(tx, id);
        if (enabled) await refuseConflicts(tx, id, { ...was, enabled: true }, ids);
        const after = await welfareAdminRepo(tx).updateEvent(id, { enabled });
        await audit(tx, actor, {
          action: enabled ? 'welfare_event.start' : 'welfare_event.stop',
          targetType: 'welfare_event',
          targetId: id,
          before: auditView(was, ids),
          after: auditView(after, ids),
        });
        return (await present(tx, [after]))[0]!;
      });
      await changed();
      return saved;
    },
  };
}

export type WelfareEventsAdmin = ReturnType<typeof welfareEventsAdmin>;
