import { type BuyRefusal, splitPackageLine } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, Refused } from '../../http/errors.ts';
import type { ComplianceGoods, DraftLine, LineKind } from '../checkout/index.ts';
import { presentPackage, statusOf } from './present.ts';
import { combinationRepo, type PackageRow } from './repo.ts';

// 组合购 as a line kind (the spec's type 3): a package line priced at the
// package's price, checked by its own window, stock and per-company limit
// (not by its lead goods' packing), and expanded in the order into a line
// per goods with its share of the money; a cancel gives the packages back.
// Its lines take no 满减: the package price is already an activity price.
// Decision: docs/decisions/2026-11-25-combination.md.

export const COMBINATION_KIND = 3;
export const GONE = '组合套餐不存在或已下架';

type Deps = {
  /** The package as last read (checkout prices synchronously). */
  held(id: number): PackageRow | undefined;
  /** The package read now in the caller's transaction; the held copy takes it too. */
  fresh(tx: DbOrTx, id: number): Promise<PackageRow | null>;
  refusalOf(
    p: PackageRow | null,
    number: number,
    bought: number,
    comply?: (goods: ComplianceGoods[]) => BuyRefusal | null,
  ): BuyRefusal | null;
  /** A company's packages changed: its zone count is forgotten in every process. */
  forgetBought(companyIds: number[]): Promise<unknown>;
  /** Every process reloads its package prices. */
  announce(): Promise<unknown>;
};

export function combinationLineKind(d: Deps): LineKind {
  /**
   * Claims each package line's packages (stock, then the company's limit,
   * both conditional writes) and splits the line into a line per goods with
   * its share of the money; the goods' stock is then taken with the order's
   * other lines, all or nothing in its transaction.
   */
  async function expand(tx: DbOrTx, companyId: number, lines: DraftLine[]) {
    const repo = combinationRepo(tx);
    const out: DraftLine[] = [];
    const taken: { combinationId: number; number: number; priceFen: number }[] = [];
    for (const l of lines) {
      if (l.combinationId === null) {
        out.push(l);
        continue;
      }
      const id = l.combinationId;
      if (!(await repo.takeStock(id, l.quantity))) {
        const p = await repo.byId(id);
        throw new Refused(
          d.refusalOf(p, l.quantity, 0) ?? {
            reason: 'out_of_stock',
            available: p?.stock ?? 0,
            goodsId: l.goodsId,
            name: p?.title ?? l.name,
            unit: '套',
          },
        );
      }
      const p = (await repo.byId(id))!;
      if (!(await repo.claimLimit(companyId, id, l.quantity, p.limitPerBuyer))) {
        const bought = (await repo.bought(companyId, [id])).get(id) ?? 0;
        throw new Refused({
          reason: 'activity_limit',
          limit: p.limitPerBuyer,
          bought,
          goodsId: l.goodsId,
          name: p.title,
          unit: '套',
        });
      }
      taken.push({ combinationId: id, number: l.quantity, priceFen: l.unitPriceFen });
      const parts = splitPackageLine(
        { number: l.quantity, ...l },
        p.items.map((i) => ({
          goodsId: i.goodsId,
          quantity: i.quantity,
          unitPriceFen: i.priceFen,
        })),
      );
      parts.forEach((part, k) => {
        const item = p.items[k]!;
        out.push({
          ...part,
          name: item.name,
          manufacturer: item.manufacturer,
          specification: item.specification,
          unit: item.unit,
          // The line's amount is exact; its unit price is the share per unit, rounded down.
          unitPriceFen: Math.floor(part.amountFen / part.quantity),
          activityId: null,
          combinationId: id,
          kind: l.kind,
          promo: { kind: 'package', id, name: p.title },
        });
      });
    }
    return {
      lines: out,
      // Before the commit: a reload in between shows the old count for the zone's TTL at most.
      record: async (orderId: number) => {
        await repo.recordOrder(orderId, companyId, taken);
        if (taken.length > 0) await d.forgetBought([companyId]);
      },
    };
  }

  return {
    id: COMBINATION_KIND,
    name: 'combination',
    goodsRules: false,
    inActivity: false,
    modifiable: false,
    offer: (line, g) =>
      (line.combinationId ? d.held(line.combinationId)?.priceFen : undefined) ?? g.priceFen,
    add() {
      throw new AppError('bad_request', '组合套餐请在组合购页面加购');
    },
    async refusal(tx, buyer, rows, comply) {
      for (const { line } of rows) {
        if (!line.combinationId) throw new AppError('not_found', GONE);
        const p = await d.fresh(tx, line.combinationId);
        const bought = (
          await combinationRepo(tx).bought(buyer.company.id, [line.combinationId])
        ).get(line.combinationId);
        const refused = d.refusalOf(p, line.quantity, bought ?? 0, comply);
        if (refused) return refused;
      }
      return null;
    },
    buyable(line) {
      const p = line.combinationId ? d.held(line.combinationId) : undefined;
      return p !== undefined && statusOf(p).status === 1 && p.stock > 0;
    },
    describe(line) {
      const p = line.combinationId ? d.held(line.combinationId) : undefined;
      return p ? presentPackage(p) : undefined;
    },
    expand,
    async release(tx, order) {
      const rows = await combinationRepo(tx).release(order.orderId);
      if (rows.length > 0)
        await Promise.all([d.announce(), d.forgetBought(rows.map((r) => r.companyId))]);
    },
  };
}
