import type { Carrier } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { type CarrierRow, type CarrierValues, carriersRepo } from './repo.ts';

// 承运商: the carriers staff keep in the console, each change audited, and
// the one the warehouse ships a parcel with: enabled, and cold-chain when
// the parcel holds 冷链 goods. Decision: docs/decisions/2026-11-28-special-compounds.md.

export const present = (c: CarrierRow): Carrier => ({
  id: c.id,
  name: c.name,
  code: c.code,
  cold_chain: c.coldChain ? 1 : 0,
  enabled: c.enabled ? 1 : 0,
  created_at: c.createdAt.toISOString(),
});

/** What the audit log keeps of a carrier. */
const facts = (c: CarrierRow) => ({
  name: c.name,
  code: c.code,
  cold_chain: c.coldChain ? 1 : 0,
  enabled: c.enabled ? 1 : 0,
});

export type CarrierInput = { name: string; code: string; coldChain: boolean; enabled: boolean };

export function carriersService({ db, audit }: { db: Db; audit: Audit }) {
  async function refuseTaken(v: Partial<CarrierValues>, besides: number, tx: DbOrTx) {
    const taken = await carriersRepo(tx).taken(v, besides);
    if (taken.name) throw fieldError('name', '已有同名承运商');
    if (taken.code) throw fieldError('code', '已有相同代码的承运商');
  }

  return {
    async list(): Promise<Carrier[]> {
      return (await carriersRepo(db).all()).map(present);
    },

    async create(actor: Actor, v: CarrierInput): Promise<Carrier> {
      return db.transaction(async (tx) => {
        await refuseTaken(v, 0, tx);
        const row = await carriersRepo(tx).insert(v);
        // A twin request inserted the same name or code between the check and here.
        if (!row) throw new AppError('conflict', '已有同名或相同代码的承运商');
        await audit(tx, actor, {
          action: 'carrier.create',
          targetType: 'carrier',
          targetId: row.id,
          before: null,
          after: facts(row),
        });
        return present(row);
      });
    },

    async update(actor: Actor, id: number, v: Partial<CarrierInput>): Promise<Carrier> {
      return db.transaction(async (tx) => {
        const repo = carriersRepo(tx);
        const before = await repo.lock(id);
        if (!before) throw notFound('承运商');
        await refuseTaken(v, id, tx);
        const after = (await repo.update(id, v))!;
        await audit(tx, actor, {
          action: 'carrier.update',
          targetType: 'carrier',
          targetId: id,
          before: facts(before),
          after: facts(after),
        });
        return present(after);
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const gone = await carriersRepo(tx).remove(id);
        if (!gone) throw notFound('承运商');
        await audit(tx, actor, {
          action: 'carrier.delete',
          targetType: 'carrier',
          targetId: id,
          before: facts(gone),
          after: null,
        });
      });
    },

    /**
     * The carrier a parcel ships with, read in the shipping transaction: by
     * id, or by its name or code (an older client's text); enabled, and
     * cold-chain when the parcel holds 冷链 goods. Its name is what the
     * shipment records.
     */
    async forParcel(
      tx: DbOrTx,
      by: { id?: number | undefined; text?: string | undefined },
      coldChainGoods: string | null,
    ): Promise<CarrierRow> {
      const all = await carriersRepo(tx).all();
      const wanted = by.text?.trim();
      const c =
        by.id !== undefined
          ? all.find((r) => r.id === by.id)
          : all.find((r) => r.name === wanted || r.code === wanted?.toUpperCase());
      if (!c?.enabled) throw fieldError('carrier_id', '请从承运商列表中选择启用的承运商');
      if (coldChainGoods && !c.coldChain)
        throw fieldError(
          'carrier_id',
          `冷链：「${coldChainGoods}」须 2-8°C 冷藏运输，请选择冷链承运商`,
        );
      return c;
    },
  };
}

export type CarriersService = ReturnType<typeof carriersService>;
