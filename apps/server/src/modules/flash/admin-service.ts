import type {
  AdminFlashGoods,
  AdminFlashSession,
  adminFlashGoodsBody,
  adminFlashGoodsPutBody,
  adminFlashSessionBody,
} from '@shop/contract';
import { flashStatus, formatYuan, parseYuan } from '@shop/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { flashAdminRepo } from './admin-repo.ts';
import type { FlashSessionRow } from './repo.ts';

type SessionBody = z.output<typeof adminFlashSessionBody>;
type GoodsBody = z.output<typeof adminFlashGoodsBody>;
type GoodsPut = z.output<typeof adminFlashGoodsPutBody>;

const STATUS_CODES = { upcoming: 0, running: 1, ended: 2, stopped: 3 } as const;

/** Sessions and their goods in the console: every write audited, conflicts refused. */
export function flashAdminService(deps: { db: Db; audit: Audit; changed: () => void }) {
  const { db, audit } = deps;

  async function present(tx: DbOrTx, sessions: FlashSessionRow[]): Promise<AdminFlashSession[]> {
    const goods = await flashAdminRepo(tx).goodsOf(sessions.map((s) => s.id));
    const now = new Date();
    return sessions.map((s) => ({
      id: s.id,
      title: s.title,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
      enabled: s.enabled,
      status: STATUS_CODES[flashStatus(s, now)],
      goods: goods
        .filter((g) => g.row.sessionId === s.id)
        .map(
          (g): AdminFlashGoods => ({
            id: g.row.id,
            session_id: g.row.sessionId,
            goods_id: g.row.goodsId,
            goods_name: g.name,
            sccj: g.manufacturer,
            ypgg: g.specification,
            goods_price: formatYuan(g.priceFen),
            goods_stock: g.stock,
            price: formatYuan(g.row.priceFen),
            stock_total: g.row.stockTotal,
            stock_left: g.row.stockLeft,
            limit: g.row.limitPerBuyer,
            sort: g.row.sort,
          }),
        ),
    }));
  }

  /**
   * A goods is in at most one enabled flash session at a time, and not in a
   * 满减 activity in the same window (a flash line takes no part in 满减).
   */
  async function refuseConflicts(
    tx: DbOrTx,
    sessionId: number,
    goodsIds: number[],
    s: FlashSessionRow | SessionBody,
  ) {
    const repo = flashAdminRepo(tx);
    const from = 'startsAt' in s ? s.startsAt : s.starts_at;
    const to = 'endsAt' in s ? s.endsAt : s.ends_at;
    const other = await repo.overlappingSession(goodsIds, from, to, sessionId);
    if (other)
      throw new AppError('conflict', `${other.name} 已在秒杀场次「${other.title}」中，时间重叠`);
    const activity = await repo.overlappingActivity(goodsIds, from, to);
    if (activity)
      throw new AppError(
        'conflict',
        `${activity.name} 已参加满减活动「${activity.title}」，时间重叠`,
      );
  }

  const one = async (tx: DbOrTx, id: number) => {
    const s = await flashAdminRepo(tx).session(id);
    if (!s) throw notFound('秒杀场次');
    return (await present(tx, [s]))[0]!;
  };

  const done = <T>(v: T) => {
    deps.changed();
    return v;
  };

  return {
    async list(pageNo: number, size: number) {
      const { rows, total } = await flashAdminRepo(db).page(size, (pageNo - 1) * size);
      return page(await present(db, rows), total, pageNo, size);
    },

    one: (id: number) => one(db, id),

    async createSession(actor: Actor, b: SessionBody) {
      return done(
        await db.transaction(async (tx) => {
          const s = await flashAdminRepo(tx).insertSession({
            title: b.title,
            startsAt: b.starts_at,
            endsAt: b.ends_at,
            enabled: b.enabled,
          });
          await audit(tx, actor, {
            action: 'flash_session.create',
            targetType: 'flash_session',
            targetId: s.id,
            before: null,
            after: s,
          });
          return one(tx, s.id);
        }),
      );
    },

    async updateSession(actor: Actor, id: number, b: SessionBody) {
      return done(
        await db.transaction(async (tx) => {
          const repo = flashAdminRepo(tx);
          const was = await repo.session(id, true);
          if (!was) throw notFound('秒杀场次');
          if (b.enabled) await refuseConflicts(tx, id, await repo.goodsIdsOf(id), b);
          const after = await repo.updateSession(id, {
            title: b.title,
            startsAt: b.starts_at,
            endsAt: b.ends_at,
            enabled: b.enabled,
          });
          await audit(tx, actor, {
            action: 'flash_session.update',
            targetType: 'flash_session',
            targetId: id,
            before: was,
            after,
          });
          return one(tx, id);
        }),
      );
    },

    /** 开始 / 停止: a stopped session sells nothing and is not shown to buyers. */
    async setEnabled(actor: Actor, id: number, enabled: boolean) {
      return done(
        await db.transaction(async (tx) => {
          const repo = flashAdminRepo(tx);
          const was = await repo.session(id, true);
          if (!was) throw notFound('秒杀场次');
          if (enabled) await refuseConflicts(tx, id, await repo.goodsIdsOf(id), was);
          await repo.updateSession(id, { enabled });
          await audit(tx, actor, {
            action: enabled ? 'flash_session.start' : 'flash_session.stop',
            targetType: 'flash_session',
            targetId: id,
            before: { enabled: was.enabled },
            after: { enabled },
          });
          return one(tx, id);
        }),
      );
    },

    async addGoods(actor: Actor, sessionId: number, b: GoodsBody) {
      return done(
        await db.transaction(async (tx) => {
          const repo = flashAdminRepo(tx);
          const s = await repo.session(sessionId, true);
          if (!s) throw notFound('秒杀场次');
          if (!(await repo.goodsExists(b.goods_id))) throw fieldError('goods_id', '商品不存在');
          await repo.lockGoods(b.goods_id);
          if (s.enabled) await refuseConflicts(tx, sessionId, [b.goods_id], s);
          const row = await repo.insertGoods({
            sessionId,
            goodsId: b.goods_id,
            priceFen: parseYuan(b.price)!,
            stockTotal: b.stock,
            stockLeft: b.stock,
            limitPerBuyer: b.limit,
            sort: b.sort,
          });
          if (!row) throw new AppError('conflict', '该商品已在本场次中');
          await audit(tx, actor, {
            action: 'flash_goods.create',
            targetType: 'flash_goods',
            targetId: row.id,
            before: null,
            after: row,
          });
          return one(tx, sessionId);
        }),
      );
    },

    async updateGoods(actor: Actor, id: number, b: GoodsPut) {
      return done(
        await db.transaction(async (tx) => {
          const repo = flashAdminRepo(tx);
          const was = await repo.flashGoods(id);
          if (!was) throw notFound('秒杀商品');
          const total = b.stock ?? was.stockTotal;
          const left = was.stockLeft + (total - was.stockTotal);
          if (left < 0)
            throw fieldError('stock', `秒杀库存不能少于已售数量 ${was.stockTotal - was.stockLeft}`);
          const after = await repo.updateGoods(id, {
            ...(b.price === undefined ? {} : { priceFen: parseYuan(b.price)! }),
            ...(b.limit === undefined ? {} : { limitPerBuyer: b.limit }),
            ...(b.sort === undefined ? {} : { sort: b.sort }),
            stockTotal: total,
            // Relative to the row as it is now: orders taking stock meanwhile are kept.
            stockLeft: left,
          });
          await audit(tx, actor, {
            action: 'flash_goods.update',
            targetType: 'flash_goods',
            targetId: id,
            before: was,
            after,
          });
          return one(tx, was.sessionId);
        }),
      );
    },

    async removeGoods(actor: Actor, id: number) {
      return done(
        await db.transaction(async (tx) => {
          const repo = flashAdminRepo(tx);
          const was = await repo.flashGoods(id);
          if (!was) throw notFound('秒杀商品');
          if (!(await repo.deleteUnsold(id)))
            throw new AppError('conflict', '该秒杀商品已有售出，不能移除；可停止场次');
          await audit(tx, actor, {
            action: 'flash_goods.delete',
            targetType: 'flash_goods',
            targetId: id,
            before: was,
            after: null,
          });
          return one(tx, was.sessionId);
        }),
      );
    },
  };
}

export type FlashAdminService = ReturnType<typeof flashAdminService>;
