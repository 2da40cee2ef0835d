import type { AdminNewCustomerItem, adminNewCustomerBody } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { type NewCustomerRow, newCustomerRepo } from './repo.ts';
import { newCustomerStatus } from './service.ts';

type Body = z.output<typeof adminNewCustomerBody>;

/** 新人特价 offers in the console: every write audited, conflicts with flash and 94折 refused. */
export function newCustomerAdminService(deps: { db: Db; audit: Audit; changed: () => void }) {
  const { db, audit } = deps;

  async function present(tx: DbOrTx, rows: NewCustomerRow[]): Promise<AdminNewCustomerItem[]> {
    const repo = newCustomerRepo(tx);
    const facts = new Map(
      (await repo.goodsFacts(rows.map((r) => r.goodsId))).map((g) => [g.id, g]),
    );
    const buyers = await repo.buyers();
    return rows.map((r) => {
      const g = facts.get(r.goodsId);
      return {
        id: r.id,
        goods_id: r.goodsId,
        goods_name: g?.name ?? '',
        sccj: g?.manufacturer ?? '',
        ypgg: g?.specification ?? '',
        unit: g?.unit ?? '',
        goods_price: formatYuan(g?.priceFen ?? 0),
        price: formatYuan(r.priceFen),
        limit: r.limitPerBuyer,
        starts_at: r.startsAt.toISOString(),
        ends_at: r.endsAt.toISOString(),
        enabled: r.enabled,
        sort: r.sort,
        status: r.enabled ? newCustomerStatus(r) : 3,
        buyers: buyers.get(r.goodsId) ?? 0,
      };
    });
  }

  /** A goods sells in one activity at a time: not in an overlapping flash session or 94折 event. */
  async function refuseConflicts(tx: DbOrTx, b: Body) {
    const repo = newCustomerRepo(tx);
    const [g] = await repo.goodsFacts([b.goods_id]);
    if (!g) throw notFound('商品');
    const flash = await repo.overlappingFlash(b.goods_id, b.starts_at, b.ends_at);
    if (flash)
      throw new AppError('conflict', `${g.name} 已在秒杀场次「${flash.title}」中，时间重叠`);
    const welfare = await repo.overlappingWelfare(b.goods_id, b.starts_at, b.ends_at);
    if (welfare) throw new AppError('conflict', `${g.name} 已参加全场94折活动，时间重叠`);
    const priceFen = parseYuan(b.price);
    if (priceFen === null) throw new AppError('bad_request', '新人价格式不正确');
    if (priceFen >= g.priceFen) throw new AppError('bad_request', '新人价须低于商品原价');
    return priceFen;
  }

  const values = (b: Body, priceFen: number) => ({
    goodsId: b.goods_id,
    priceFen,
    limitPerBuyer: b.limit,
    startsAt: b.starts_at,
    endsAt: b.ends_at,
    enabled: b.enabled,
    sort: b.sort,
  });

  return {
    async list(p: number, size: number) {
      const all = await newCustomerRepo(db).all();
      return page(await present(db, all.slice((p - 1) * size, p * size)), all.length, p, size);
    },

    async create(actor: Actor, b: Body) {
      const out = await db.transaction(async (tx) => {
        const priceFen = await refuseConflicts(tx, b);
        const row = await newCustomerRepo(tx).insert(values(b, priceFen));
        if (!row) throw new AppError('conflict', '该商品已是新人特价商品');
        await audit(tx, actor, {
          action: 'xr_goods.create',
          targetType: 'xr_goods',
          targetId: row.id,
          before: null,
          after: row,
        });
        return (await present(tx, [row]))[0]!;
      });
      deps.changed();
      return out;
    },

    async update(actor: Actor, id: number, b: Body) {
      const out = await db.transaction(async (tx) => {
        const was = await newCustomerRepo(tx).byId(id);
        if (!was) throw notFound('新人特价商品');
        if (was.goodsId !== b.goods_id) throw new AppError('bad_request', '不能更换商品，请新建');
        const priceFen = await refuseConflicts(tx, b);
        const row = (await newCustomerRepo(tx).update(id, values(b, priceFen)))!;
        await audit(tx, actor, {
          action: 'xr_goods.update',
          targetType: 'xr_goods',
          targetId: id,
          before: was,
          after: row,
        });
        return (await present(tx, [row]))[0]!;
      });
      deps.changed();
      return out;
    },

    async setEnabled(actor: Actor, id: number, enabled: boolean) {
      const out = await db.transaction(async (tx) => {
        const was = await newCustomerRepo(tx).byId(id);
        if (!was) throw notFound('新人特价商品');
        const row = (await newCustomerRepo(tx).update(id, { enabled }))!;
        await audit(tx, actor, {
          action: enabled ? 'xr_goods.start' : 'xr_goods.stop',
          targetType: 'xr_goods',
          targetId: id,
          before: was,
          after: row,
        });
        return (await present(tx, [row]))[0]!;
      });
      deps.changed();
      return out;
    },
  };
}

export type NewCustomerAdminService = ReturnType<typeof newCustomerAdminService>;
