import type { GoodsTag, goods, LadderPrice } from '../db/schema/index.ts';
import { initials } from '../modules/catalog/index.ts';
import { type Shelf, shelves } from './catalog.ts';
import type { CategoryLookup } from './categories.ts';
import { approvalNumber, nationalCode } from './codes.ts';
import { drugClassOf, specials } from './drug-class.ts';
import { type Maker, pools } from './manufacturers.ts';
import { hashString, type Random } from './random.ts';
import { pickTags } from './tags.ts';
import type { Template } from './templates.ts';

export type GoodsInsert = typeof goods.$inferInsert;

/**
 * Expiry dates are fixed months after this date, never after now(), so a
 * re-seed gives the same rows. Near-expiry goods land in 2027-01..05: still
 * ahead of anyone running the demo, but visibly short-dated.
 */
const REFERENCE = { year: 2026, month: 11 };

function dateAfter(rng: Random, fromMonths: number, toMonths: number): string {
  const m = REFERENCE.month - 1 + rng.int(fromMonths, toMonths);
  const year = REFERENCE.year + Math.floor(m / 12);
  const month = (m % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

/** Cheap goods keep fen precision (3.85); dearer ones are priced in whole jiao. */
const roundPrice = (fen: number) =>
  Math.max(50, fen >= 2000 ? Math.round(fen / 10) * 10 : Math.round(fen));

/** [mid-pack, weight]: mostly singles or tens, as wholesalers pack them. */
const midPacks: Record<'drug' | 'herb', [number, number][]> = {
  drug: [
    [1, 48],
    [10, 30],
    [2, 6],
    [5, 8],
    [20, 8],
  ],
  herb: [
    [1, 80],
    [5, 10],
    [10, 10],
  ],
};

function caseOptions(t: Template, unit: string): number[] {
  if (unit === '台') return [5, 10, 20];
  if (t.segment === 'herb') return [10, 20, 25, 50];
  if (t.segment === 'device') return [50, 100, 200, 400];
  return [100, 200, 240, 300, 400, 500, 600];
}

/** Prices fall in small steps per tier; integer rounding must not make two tiers equal. */
function ladder(rng: Random, priceFen: number, step: number): LadderPrice[] {
  const plans = [
    [5, 10],
    [10, 30],
    [3, 6, 10],
    [10, 20, 50],
  ];
  const plan = rng.pick(plans);
  const tiers: LadderPrice[] = [];
  let last = priceFen;
  plan.forEach((multiple, i) => {
    const target = Math.floor(priceFen * (1 - 0.03 * (i + 1) - rng.next() * 0.02));
    last = Math.min(target, last - 1);
    tiers.push({ number: multiple * step, priceFen: last });
  });
  return tiers.filter((t) => t.priceFen > 0);
}

/** Builds goods rows one at a time; the same seed always yields the same sequence. */
export function goodsFactory(rng: Random, cats: CategoryLookup) {
  const all = shelves();
  const used = new Set<string>();
  const initialsCache = new Map<string, string>();
  const cachedInitials = (text: string) => {
    let v = initialsCache.get(text);
    if (v === undefined) {
      v = initials(text);
      initialsCache.set(text, v);
    }
    return v;
  };
  const amoxicillin = all[0]!.templates.find((t) => t.name === '阿莫西林胶囊')!;
  const special = specials();

  function choose(index: number): { t: Template; maker: Maker; specIndex: number } {
    let pick = { t: amoxicillin, maker: pools.chem[0]!, specIndex: 0 };
    // Retry when a product, spec and maker are already listed; a crowded
    // segment then gives way to the others instead of repeating rows.
    for (let attempt = 0; attempt < 12; attempt++) {
      const shelf: Shelf = rng.weighted(all, (s) => s.share);
      // Small demo seeds still need 阿莫西林: tests and the hot-search list rely on it.
      const t = index === 1 ? amoxicillin : rng.weighted(shelf.templates, (x) => x.weight);
      const maker = rng.pick(t.makers ?? pools[t.pool]);
      const specIndex = rng.int(0, t.specs.length - 1);
      pick = { t, maker, specIndex };
      const key = `${t.name}|${specIndex}|${maker.name}`;
      if (!used.has(key)) {
        used.add(key);
        break;
      }
    }
    return pick;
  }

  return function next(index: number): GoodsInsert {
    const { t, maker, specIndex } = choose(index);
    const spec = t.specs[specIndex]!;
    const nearExpiry = spec.unit !== '台' && rng.chance(0.05);
    const [categoryId, categoryRootId] = cats.leaf('main', t.category);

    const makerFactor = 0.8 + ((hashString(`${t.name}|${maker.name}`) % 1000) / 1000) * 0.5;
    const priceFen = roundPrice(
      t.basePrice * (1 + 0.6 * specIndex) * makerFactor * (0.95 + rng.next() * 0.1),
    );
    const discounted = nearExpiry || rng.chance(0.12);
    const originalPriceFen = discounted
      ? roundPrice(priceFen / (0.7 + rng.next() * 0.25))
      : priceFen;
    // Suggested retail sits above any wholesale price, including the crossed-out one.
    const marketPriceFen = roundPrice(
      Math.max(priceFen * (1.2 + rng.next() * 0.8), originalPriceFen * 1.1),
    );

    let midPackQuantity: number =
      spec.unit === '台'
        ? 1
        : rng.weighted(midPacks[t.segment === 'herb' ? 'herb' : 'drug'], (m) => m[1])[0];
    if (rng.chance(0.002)) midPackQuantity = 0;
    const step = Math.max(1, midPackQuantity);
    const caseQuantity = rng.pick(caseOptions(t, spec.unit).filter((c) => c % step === 0));
    const stock = rng.chance(0.03) ? 0 : spec.unit === '台' ? rng.int(1, 500) : rng.int(1, 5000);

    let purchaseLimit = 0;
    if (rng.chance(0.1))
      purchaseLimit = step * rng.int(Math.ceil(10 / step), Math.max(1, Math.floor(200 / step)));
    // The minimum need not be a multiple of the mid-pack: the domain rounds it up.
    let purchaseMinimum = rng.chance(0.12) ? rng.pick([2, 3, 5, 6, 10, 20]) : 0;
    if (purchaseLimit > 0 && Math.ceil(purchaseMinimum / step) * step > purchaseLimit)
      purchaseMinimum = 0;

    const groupBuy = midPackQuantity > 0 && rng.chance(0.01);
    if (groupBuy) {
      // A group-buy caps each buyer at the limit, so it must have one.
      if (purchaseLimit === 0) purchaseLimit = step * rng.pick([5, 10, 20]);
      purchaseMinimum = 0;
    }
    const ladderPrices =
      !groupBuy && midPackQuantity > 0 && rng.chance(0.2) ? ladder(rng, priceFen, step) : [];

    const clinic = t.zone !== undefined && rng.chance(t.clinicRate);
    const zonePath = t.herbZone ?? (clinic ? t.zone : undefined);
    const zone = zonePath ? cats.leaf(t.herbZone ? 'zy' : 'zs', zonePath) : undefined;

    const sales = Math.floor(20000 * rng.next() ** 9);
    const tags: GoodsTag[] = rng.chance(0.3) ? pickTags(rng, t, sales) : [];
    const isFreeShipping = rng.chance(0.05);

    return special(
      {
        name: t.name,
        nameInitials: cachedInitials(t.name),
        remarks: t.remarks,
        manufacturer: maker.name,
        manufacturerInitials: cachedInitials(maker.name),
        specification: spec.text,
        dosageForm: t.dosageForm,
        unit: spec.unit,
        caseQuantity,
        midPackQuantity,
        expiryDate: nearExpiry ? dateAfter(rng, 2, 6) : dateAfter(rng, 7, 37),
        isShortExpiry: nearExpiry,
        nationalCode: nationalCode(index),
        approvalNumber: approvalNumber(t.approval, t.name, maker),
        stock,
        purchaseLimit,
        purchaseMinimum,
        priceFen,
        marketPriceFen,
        originalPriceFen,
        ladderPrices,
        categoryId,
        categoryRootId,
        zoneCategoryId: zone?.[0] ?? null,
        zoneCategoryRootId: zone?.[1] ?? null,
        warehouseId: nearExpiry ? 3 : 1,
        kind: t.segment === 'herb' ? 1 : 0,
        // activity_type (拼团) is set by the group-buy activities themselves (seed/groupbuy.ts).
        isPreferred: rng.chance(0.1),
        isClinic: clinic,
        isDevice: t.segment === 'device',
        isHealth: t.segment === 'health',
        isControlled: rng.chance(0.05),
        ...drugClassOf(t),
        isHidden: rng.chance(0.005),
        isFreeShipping,
        freeShippingNumber: isFreeShipping ? step * rng.pick([10, 20]) : 0,
        tags,
        imageCount: rng.int(1, 5),
        sales,
      },
      t,
      index,
    );
  };
}
