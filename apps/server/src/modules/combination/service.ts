import type { BuyRefusal } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { ComplianceGoods } from '../checkout/index.ts';
import { combinationLineKind, GONE } from './line-kind.ts';
import { presentItem, statusOf } from './present.ts';
import { combinationRepo, type PackageRow } from './repo.ts';

// 组合购 for buyers: the zone's list, and the package line's rules and price
// that its line kind (line-kind.ts) gives the checkout funnel.

const CHANGED = 'combination_changed';
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

  /**
   * Why `number` packages cannot be bought now, as the buyer reads it; null
   * when they can. `comply`: the funnel's compliance rules on the package's
   * goods (the order's expansion, which comes after them, passes none).
   */
  function refusalOf(
    p: PackageRow | null,
    number: number,
    bought: number,
    comply?: (goods: ComplianceGoods[]) => BuyRefusal | null,
  ): BuyRefusal | null {
    if (!p?.enabled || p.items.length === 0 || p.items.some((i) => i.isHidden))
      throw new AppError('not_found', GONE);
    const outside = comply?.(p.items);
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

  const kind = combinationLineKind({
    held: (id) => held.get(id),
    fresh,
    refusalOf,
    forgetBought,
    announce: () => announce(),
  });

  /** Every process reloads its package prices. */
  const announce = () => bus.publish(CHANGED, '1');

  return {
    kind,
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
