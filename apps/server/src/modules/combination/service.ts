import { type BuyRefusal, scopeRefusal, splitPackageLine } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, Refused } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { LineKind, LineState } from '../checkout/index.ts';
import type { DraftLine, LineExpander } from '../order/index.ts';
import { presentItem, presentPackage, statusOf } from './present.ts';
import { combinationRepo, type PackageRow } from './repo.ts';

// 组合购 for buyers: the zone's list, the package line's rules and price for
// checkout (line kind 3), and the order's claim and give-back of packages.

export const COMBINATION_KIND = 3;
const CHANGED = 'combination_changed';
const GONE = '组合套餐不存在或已下架';
const BOUGHT = 'combination_bought';
/**
 * The zone's packages (their stock included) and what a company bought may be
 * this old; a company's own order or cancel forgets its count in every
 * process at once. Read on every request, the zone made 0.39-0.51 of the
 * goods list's rate in bench:promo.
 */
const ZONE_TTL_MS = 2_000;

type Deps = { db: Db; bus: Bus };

export function combinationService({ db, bus }: Deps) {
  // Checkout prices lines synchronously, so the package prices are held here:
  // read whole at start, after every staff write (in every process, by the
  // bus), and again for a line's package whenever its rule is checked. The
  // order checks the rule inside its transaction before pricing, so what it
  // charges is the price read then; the cart page may be a moment old.
  const held = new Map<number, PackageRow>();
  let loaded: Promise<void> | null = null;

  const zoneList = ttlCache<PackageRow[]>(ZONE_TTL_MS, 1, { name: 'combination zone' });
  const boughtBy = ttlCache<Map<number, number>>(ZONE_TTL_MS, 5_000, {
    name: 'combination bought',
  });
  bus.subscribe(BOUGHT, (companyId) => boughtBy.delete(companyId));
  /** A company's packages changed (a failed transaction forgets harmlessly). */
  const forgetBought = (companyIds: number[]) =>
    Promise.all([...new Set(companyIds)].map((c) => bus.publish(BOUGHT, String(c))));

  async function reload(via: DbOrTx = db) {
    const all = await combinationRepo(via).all();
    held.clear();
    for (const p of all) held.set(p.id, p);
    return all;
  }
  bus.subscribe(CHANGED, () => {
    zoneList.clear();
    loaded = reload().then(
      () => {},
      () => {},
    );
  });
  const ready = () => {
    loaded ??= reload().then(
      () => {},
      () => {
        loaded = null;
      },
    );
    return loaded;
  };

  /** The package read now in the caller's transaction; the snapshot takes it too. */
  async function fresh(tx: DbOrTx, id: number) {
    const p = await combinationRepo(tx).byId(id);
    if (p) held.set(p.id, p);
    else held.delete(id);
    return p;
  }

  /** Why `number` packages cannot be bought now, as the buyer reads it; null when they can. */
  function refusalOf(
    p: PackageRow | null,
    number: number,
    bought: number,
    buyer?: Buyer,
  ): BuyRefusal | null {
    if (!p?.enabled || p.items.length === 0 || p.items.some((i) => i.isHidden))
      throw new AppError('not_found', GONE);
    const controlled = p.items.find((i) => i.isControlled);
    if (buyer && controlled && !buyer.company.controlledSales)
      throw new AppError('forbidden', `${controlled.name} 为控销品种，授权后可购买`);
    const outside = buyer && scopeRefusal(p.items, buyer.company.scope);
    if (outside) return outside;
    const s = statusOf(p);
    if (s.status === 0) throw new AppError('bad_request', '活动未开始');
    if (s.status === 2) throw new AppError('bad_request', '活动已结束');
    const lead = p.items[0]!;
    const ref = { goodsId: lead.goodsId, name: p.title, unit: '套' };
    if (p.stock < number) return { reason: 'out_of_stock', available: p.stock, ...ref };
    for (const i of p.items)
      if (i.stock < i.quantity * number)
        return {
          reason: 'out_of_stock',
          available: Math.floor(Math.max(0, i.stock) / i.quantity),
          goodsId: i.goodsId,
          name: i.name,
          unit: i.unit,
        };
    if (p.limitPerBuyer > 0 && bought + number > p.limitPerBuyer)
      return { reason: 'activity_limit', limit: p.limitPerBuyer, bought, ...ref };
    return null;
  }

  const kind: LineKind = {
    offer: (line, g) =>
      (line.combinationId ? held.get(line.combinationId)?.priceFen : undefined) ?? g.priceFen,
    async refusal(tx: DbOrTx, buyer: Buyer, line: LineState) {
      if (!line.combinationId) throw new AppError('not_found', GONE);
      const p = await fresh(tx, line.combinationId);
      const bought = (await combinationRepo(tx).bought(buyer.company.id, [line.combinationId])).get(
        line.combinationId,
      );
      return refusalOf(p, line.quantity, bought ?? 0, buyer);
    },
    buyable(line) {
      const p = line.combinationId ? held.get(line.combinationId) : undefined;
      return p !== undefined && statusOf(p).status === 1 && p.stock > 0;
    },
    describe(line) {
      const p = line.combinationId ? held.get(line.combinationId) : undefined;
      return p ? presentPackage(p) : undefined;
    },
  };

  const packages: LineExpander = {
    /**
     * Claims each package line's packages (stock, then the company's limit,
     * both conditional writes) and splits the line into a line per goods with
     * its share of the money; the goods' stock is then taken with the order's
     * other lines, all or nothing in its transaction.
     */
    async expand(tx, companyId, lines) {
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
            refusalOf(p, l.quantity, 0) ?? {
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
        // Before the commit: a reload in between shows the old count for ZONE_TTL_MS at most.
        record: async (orderId) => {
          await repo.recordOrder(orderId, companyId, taken);
          if (taken.length > 0) await forgetBought([companyId]);
        },
      };
    },

    async release(tx, orderId) {
      const rows = await combinationRepo(tx).release(orderId);
      if (rows.length > 0)
        await Promise.all([announce(), forgetBought(rows.map((r) => r.companyId))]);
    },
  };

  /** Every process reloads its package prices. */
  const announce = () => bus.publish(CHANGED, '1');

  return {
    kind,
    packages,
    announce,
    reload,
    ready,

    /** The zone: running (or upcoming) packages with their goods, saving and what the buyer holds. */
    async zone(buyer: Buyer | null, status: 0 | 1) {
      const all = await zoneList.get('', () => reload());
      const shown = all.filter(
        (p) => p.enabled && p.items.length > 0 && statusOf(p).status === status,
      );
      const bought = buyer
        ? await boughtBy.get(String(buyer.company.id), () =>
            combinationRepo(db).bought(
              buyer.company.id,
              all.map((p) => p.id),
            ),
          )
        : new Map<number, number>();
      return { list: shown.map((p) => presentItem(p, bought.get(p.id) ?? 0)) };
    },

    /** The package's first goods carries the cart line (cart lines name a goods). */
    async leadGoods(id: number) {
      const p = await fresh(db, id);
      if (!p?.enabled || p.items.length === 0) throw new AppError('not_found', GONE);
      return p.items[0]!.goodsId;
    },
  };
}

export type CombinationService = ReturnType<typeof combinationService>;
