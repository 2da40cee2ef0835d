import { type BuyRefusal, lineRefusal } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, Refused } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { type GoodsRow, isGroupBuyGoods } from '../catalog/index.ts';
import type { CheckoutActivity } from './discounts.ts';
import type { LineState, LineWithGoods } from './line-kind.ts';
import { lineBuyable, quantityGoods } from './ordinary-line-kind.ts';
import { type Compliance, complianceOf } from './refusal-rules.ts';
import type { CheckoutRegistry } from './registry.ts';
import type { SpecialLimitsCheck, SpecialLine } from './special-compound.ts';

// The refusal step of the funnel: who may buy what, in what number. The
// compliance rules first (every line's goods), then each kind that checks
// its own number (a package, 新人特价, 换购), then the goods' own rules for
// the kinds that keep them (packing, minimum, stock, 限购, the 满减
// activity's per-buyer limit), then those kinds' own checks (flash), then
// the 含特殊药品复方制剂 limits over every line of each goods.

export type CheckedLine = LineWithGoods & { otherLineQuantity: number };

/** The goods' stock is short: the buyer is told what is left. */
export const outOfStock = (g: GoodsRow, available = g.stock) =>
  new Refused({ reason: 'out_of_stock', available, goodsId: g.id, name: g.name, unit: g.unit });

/** Each line with the quantity of the same goods' other lines among them (its purchase limit). */
export function withOthers(rows: LineWithGoods[]): CheckedLine[] {
  return rows.map((r) => ({
    ...r,
    otherLineQuantity: rows
      .filter((o) => o !== r && o.goods.id === r.goods.id)
      .reduce((n, o) => n + o.line.quantity, 0),
  }));
}

export function refusalStep(
  registry: CheckoutRegistry,
  rules: Compliance,
  specials: SpecialLimitsCheck,
) {
  const kindOf = (line: LineState, g: GoodsRow) => {
    const kind = registry.kindOf(line.kind);
    // A line of a kind no module offers any more (its zone was switched off).
    if (!kind) throw new AppError('bad_request', `${g.name} 暂不可购买`);
    return kind;
  };

  /**
   * is_buy of a line: not hidden, held back by no compliance rule, and
   * buyable by its goods (kinds that keep the goods' rules) or by its kind.
   */
  function buyable(line: LineState, g: GoodsRow, buyer: Buyer) {
    const kind = registry.kindOf(line.kind);
    if (!kind || g.isHidden || rules.held(complianceOf(g), buyer)) return false;
    if (kind.goodsRules) return lineBuyable(g, buyer);
    return kind.buyable ? kind.buyable(line, g) : true;
  }

  /** The kinds of these lines, each with its lines, in the registry's order. */
  function byKind(lines: CheckedLine[]) {
    const groups = new Map<number, CheckedLine[]>();
    for (const l of lines) {
      kindOf(l.line, l.goods);
      groups.set(l.line.kind, [...(groups.get(l.line.kind) ?? []), l]);
    }
    return [...registry.kinds()].flatMap((k) =>
      groups.has(k.id) ? [{ kind: k, rows: groups.get(k.id)! }] : [],
    );
  }

  /**
   * The first refusal of these lines, or null; a kind may throw its own
   * error. `lock`: inside an order's transaction, the special-compound
   * limits serialise the company's orders of each limited goods.
   */
  async function refusal(
    tx: DbOrTx,
    buyer: Buyer,
    activities: Map<number, CheckoutActivity>,
    lines: CheckedLine[],
    lock = false,
  ): Promise<BuyRefusal | null> {
    // The company's licences first, whatever the line's kind or number.
    const outside = rules.refusal(
      lines.map((l) => complianceOf(l.goods)),
      buyer,
    );
    if (outside) return outside;
    const kinds = byKind(lines);
    const comply = (goods: Parameters<Compliance['strict']>[0]) => rules.strict(goods, buyer);
    for (const { kind, rows } of kinds) {
      if (kind.goodsRules || !kind.refusal) continue;
      const refused = await kind.refusal(tx, buyer, rows, comply);
      if (refused) return refused;
    }
    const goodsLines = kinds.flatMap(({ kind, rows }) =>
      kind.goodsRules ? rows.map((r) => ({ ...r, inActivity: kind.inActivity })) : [],
    );
    const activityOf = (l: (typeof goodsLines)[number]) =>
      l.inActivity ? activities.get(l.goods.id) : undefined;
    const limited = goodsLines.filter(
      (l) => !l.line.originalPrice && (activityOf(l)?.limitPerBuyer ?? 0) > 0,
    );
    const bought =
      limited.length > 0
        ? await registry.discountsOf().bought(
            tx,
            buyer.company.id,
            limited.map((l) => l.goods.id),
          )
        : new Map<string, number>();
    for (const l of goodsLines) {
      const { line, goods: g } = l;
      const activity = activityOf(l);
      const refused = lineRefusal({
        goods: { ...quantityGoods(g, buyer), goodsId: g.id, name: g.name, unit: g.unit },
        groupBuy: isGroupBuyGoods(g),
        quantity: line.quantity,
        otherLineQuantity: l.otherLineQuantity,
        originalPrice: line.originalPrice,
        activity: activity ? { id: activity.id, limit: activity.limitPerBuyer } : null,
        boughtInActivity: activity ? (bought.get(`${activity.id}:${g.id}`) ?? 0) : 0,
      });
      if (refused) return refused;
    }
    for (const { kind, rows } of kinds) {
      if (!kind.goodsRules || !kind.refusal) continue;
      const refused = await kind.refusal(tx, buyer, rows, comply);
      if (refused) return refused;
    }
    // Each goods once, with its lines together (a package's line is its own units).
    const perGoods = new Map<number, SpecialLine>();
    for (const l of lines)
      if (l.line.combinationId == null)
        perGoods.set(l.goods.id, {
          goods: l.goods,
          quantity: l.line.quantity + l.otherLineQuantity,
        });
    return specials(tx, buyer, [...perGoods.values()], lock);
  }

  return { buyable, refusal };
}
