import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { goodsLots } from '../../db/schema/inventory.ts';
import { lotFlags, TODAY } from './lot-rules-repo.ts';
import type { LotRow } from './repo.ts';

// The state changes of 质量管理 on a lot, each a conditional write whose row
// the caller checks: the goods row is locked first (as every lot writer does).

/** The frozen list's bound: a shop holds a handful of frozen lots, never thousands. */
const FROZEN_MAX = 500;
/** A lot-number search answers this many at most; a longer prefix narrows it. */
const FOUND_MAX = 50;

export function lotFreezeRepo(db: DbOrTx) {
  const withGoods = () =>
    db
      .select({
        lot: goodsLots,
        ...lotFlags,
        goodsName: goods.name,
        spec: goods.specification,
        manufacturer: goods.manufacturer,
        unit: goods.unit,
      })
      .from(goodsLots)
      .innerJoin(goods, eq(goods.id, goodsLots.goodsId));
  type Row = Awaited<ReturnType<typeof withGoods>>[number];
  const flat = (r: Row) => ({
    ...r.lot,
    near: r.near,
    past: r.past,
    goods: { name: r.goodsName, spec: r.spec, manufacturer: r.manufacturer, unit: r.unit },
  });

  return {
    /** One lot with its flags and its goods' name, strength, maker and unit. */
    async lotWithGoods(lotId: number) {
      const [row] = await withGoods().where(eq(goodsLots.id, lotId));
      return row ? flat(row) : null;
    },

    /** Lots across goods whose number starts with `prefix` (letters, digits, '-': no LIKE wildcard), FEFO order. */
    async lotsNumbered(prefix: string) {
      const rows = await withGoods()
        .where(sql`upper(${goodsLots.lotNo}) LIKE upper(${prefix}) || '%'`)
        .orderBy(asc(goodsLots.lotNo), asc(goodsLots.goodsId), asc(goodsLots.id))
        .limit(FOUND_MAX);
      return rows.map(flat);
    },

    /** Every frozen lot across goods, the latest frozen first. */
    async frozenLots() {
      const rows = await withGoods()
        .where(eq(goodsLots.state, 'frozen'))
        .orderBy(desc(goodsLots.frozenAt), desc(goodsLots.id))
        .limit(FROZEN_MAX);
      return rows.map(flat);
    },

    /** selling → frozen with its kind, reason, time and staff; null when the lot was not selling. */
    async freeze(
      lotId: number,
      f: { kind: 'quality_doubt' | 'recall'; reason: string; staff: string },
    ): Promise<LotRow | null> {
      const [row] = await db
        .update(goodsLots)
        .set({
          state: 'frozen',
          freezeKind: f.kind,
          reason: f.reason,
          frozenAt: sql`now()`,
          frozenBy: f.staff,
        })
        .where(and(eq(goodsLots.id, lotId), eq(goodsLots.state, 'selling')))
        .returning();
      return row ?? null;
    },

    /**
     * frozen → selling, or → expired when the lot is past its date on the
     * shop's day (it could never sell again); null when the lot was not frozen.
     * The quarantined units stay where they are.
     */
    async unfreeze(lotId: number): Promise<LotRow | null> {
      const [row] = await db
        .update(goodsLots)
        .set({
          state: sql`CASE WHEN ${goodsLots.expiryDate} < ${TODAY} THEN 'expired' ELSE 'selling' END`,
          reason: sql`CASE WHEN ${goodsLots.expiryDate} < ${TODAY} THEN '已过有效期' ELSE '' END`,
          freezeKind: null,
          frozenAt: null,
          frozenBy: null,
        })
        .where(and(eq(goodsLots.id, lotId), eq(goodsLots.state, 'frozen')))
        .returning();
      return row ?? null;
    },
  };
}
