import type { AdminCombination, CombinationCreateBody, CombinationPutBody } from '@shop/contract';
import { formatYuan, parseYuan, windowState } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { goodsLimited, presentPackage, savingOf } from './present.ts';
import { type AdminStatus, combinationRepo, type PackageRow } from './repo.ts';

// 组合购 packages as operators run them: create, edit, start, stop; every
// write audited. A goods may be in one enabled package at a time per window
// (docs/decisions/2026-11-25-combination.md): two packages offering the same
// goods at once would sell it at two package prices and share its stock.

const statusTexts: Record<AdminStatus, string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
  stopped: '已停用',
};

const adminStatus = (p: PackageRow): AdminStatus => windowState(p);

export function presentAdmin(p: PackageRow, sold: number): AdminCombination {
  const status = adminStatus(p);
  const { aloneFen, savingFen } = savingOf(p);
  return {
    ...presentPackage(p),
    ori_price: formatYuan(aloneFen),
    saving: formatYuan(savingFen),
    stock: p.stock,
    limit: p.limitPerBuyer,
    sold,
    start_time: p.startsAt.toISOString(),
    end_time: p.endsAt.toISOString(),
    enabled: p.enabled,
    status,
    status_text: statusTexts[status],
    goods: presentPackage(p).goods.map((g, i) => ({ ...g, stock: p.items[i]!.stock })),
    goods_limited: p.items.length > 0 ? goodsLimited(p) : 0,
  };
}

const auditView = (p: PackageRow) => ({
  title: p.title,
  price: formatYuan(p.priceFen),
  stock: p.stock,
  limit: p.limitPerBuyer,
  starts_at: p.startsAt.toISOString(),
  ends_at: p.endsAt.toISOString(),
  enabled: p.enabled,
  goods: p.items.map((i) => ({ goods_id: i.goodsId, number: i.quantity })),
});

type Deps = { db: Db; audit: Audit; changed: () => Promise<void> };

export function combinationAdmin({ db, audit, changed }: Deps) {
  async function present(via: DbOrTx, rows: PackageRow[]) {
    const sold = await combinationRepo(via).sold(rows.map((r) => r.id));
    return rows.map((r) => presentAdmin(r, sold.get(r.id) ?? 0));
  }

  async function row(via: DbOrTx, id: number, lock = false) {
    const p = await combinationRepo(via).byId(id, lock);
    if (!p) throw notFound('组合套餐');
    return p;
  }

  /** The goods exist, and none of them is in another enabled package of an overlapping window. */
  async function refuseConflicts(
    tx: DbOrTx,
    id: number,
    goods: { goodsId: number }[],
    startsAt: Date,
    endsAt: Date,
  ) {
    const ids = goods.map((g) => g.goodsId);
    const names = await combinationRepo(tx).goodsNames(ids);
    const gone = ids.filter((g) => !names.has(g));
    if (gone.length > 0) throw fieldError('goods', `商品 ${gone.join(',')} 不存在`);
    const [clash] = await combinationRepo(tx).overlapping(ids, startsAt, endsAt, id);
    if (clash)
      throw new AppError(
        'conflict',
        `商品「${names.get(clash.goodsId)}」已在同时段的套餐「${clash.title}」中，请调整时间或商品`,
      );
  }

  const fen = (y: string) => parseYuan(y) ?? 0;
  const itemsOf = (goods: { goods_id: number; number: number }[]) =>
    goods.map((g) => ({ goodsId: g.goods_id, quantity: g.number }));

  async function write<T>(fn: (tx: DbOrTx) => Promise<T>) {
    const out = await db.transaction(fn);
    await changed();
    return out;
  }

  return {
    async list(status: AdminStatus | undefined, keywords: string, pageNo: number, size: number) {
      const { rows, total } = await combinationRepo(db).page(
        status,
        keywords,
        size,
        (pageNo - 1) * size,
      );
      return page(await present(db, rows), total, pageNo, size);
    },

    async one(id: number) {
      return (await present(db, [await row(db, id)]))[0]!;
    },

    create(actor: Actor, b: CombinationCreateBody) {
      if (fen(b.price) <= 0) throw fieldError('price', '套餐价须大于 0');
      if (b.end_time.getTime() <= Date.now()) throw fieldError('end_time', '结束时间须晚于现在');
      return write(async (tx) => {
        const items = itemsOf(b.goods);
        await refuseConflicts(tx, 0, items, b.start_time, b.end_time);
        const made = await combinationRepo(tx).insert(
          {
            title: b.title,
            priceFen: fen(b.price),
            stock: b.stock,
            limitPerBuyer: b.limit,
            startsAt: b.start_time,
            endsAt: b.end_time,
          },
          items,
        );
        const p = await row(tx, made.id);
        await audit(tx, actor, {
          action: 'combination.create',
          targetType: 'combination',
          targetId: p.id,
          before: null,
          after: auditView(p),
        });
        return (await present(tx, [p]))[0]!;
      });
    },

    update(actor: Actor, id: number, b: CombinationPutBody) {
      return write(async (tx) => {
        // Locked: an order taking packages meanwhile waits, so a new stock is not lost.
        const was = await row(tx, id, true);
        if (adminStatus(was) === 'ended')
          throw new AppError('conflict', '已结束的套餐不能修改，请新建');
        const startsAt = b.start_time ?? was.startsAt;
        const endsAt = b.end_time ?? was.endsAt;
        if (endsAt <= startsAt) throw fieldError('end_time', '结束时间须晚于开始时间');
        if (b.price !== undefined && fen(b.price) <= 0) throw fieldError('price', '套餐价须大于 0');
        const items = b.goods ? itemsOf(b.goods) : was.items;
        if (was.enabled) await refuseConflicts(tx, id, items, startsAt, endsAt);
        await combinationRepo(tx).update(
          id,
          {
            ...(b.title !== undefined ? { title: b.title } : {}),
            ...(b.price !== undefined ? { priceFen: fen(b.price) } : {}),
            ...(b.stock !== undefined ? { stock: b.stock } : {}),
            ...(b.limit !== undefined ? { limitPerBuyer: b.limit } : {}),
            startsAt,
            endsAt,
          },
          b.goods ? items : undefined,
        );
        const after = await row(tx, id);
        await audit(tx, actor, {
          action: 'combination.update',
          targetType: 'combination',
          targetId: id,
          before: auditView(was),
          after: auditView(after),
        });
        return (await present(tx, [after]))[0]!;
      });
    },

    /** Stop (the zone and carts stop selling it at once) or start again. */
    setEnabled(actor: Actor, id: number, enabled: boolean) {
      return write(async (tx) => {
        const was = await row(tx, id, true);
        if (enabled && was.endsAt.getTime() <= Date.now())
          throw new AppError('conflict', '活动时间已过，请先修改结束时间');
        if (enabled) await refuseConflicts(tx, id, was.items, was.startsAt, was.endsAt);
        await combinationRepo(tx).update(id, { enabled });
        const after = await row(tx, id);
        await audit(tx, actor, {
          action: enabled ? 'combination.start' : 'combination.stop',
          targetType: 'combination',
          targetId: id,
          before: auditView(was),
          after: auditView(after),
        });
        return (await present(tx, [after]))[0]!;
      });
    },
  };
}

export type CombinationAdmin = ReturnType<typeof combinationAdmin>;
