import type { CartManjian } from '@shop/contract';
import {
  type CartSummary,
  formatYuan,
  type GiftRule,
  giftStates,
  type TradeUpRule,
} from '@shop/domain';

// What the cart says under each 满减 activity about its 满赠 gift and its 换购
// goods: reached or how much more to spend (an order expansion's notes).

const yuan = formatYuan;
type Named = { name: string; unit: string };

/** 满赠 under an activity: '已满¥X，赠送…' or '再购¥N可获赠…'. */
function giftNote(summary: CartSummary, rules: (GiftRule & Named)[]) {
  const named = new Map(rules.map((r) => [r.activityId, r]));
  return giftStates(summary.activities, rules).map((g) => {
    const { name, unit } = named.get(g.activityId)!;
    const what = `${name}×${g.quantity}${unit}`;
    const gift: CartManjian['gift'] = {
      goods_id: g.goodsId,
      name,
      number: g.quantity,
      unit,
      threshold: yuan(g.thresholdFen),
      earned: g.earned ? 1 : 0,
      need: yuan(g.missingFen),
      hint: g.earned
        ? `已满¥${yuan(g.thresholdFen)}，赠送${what}`
        : `再购¥${yuan(g.missingFen)}可获赠${what}`,
    };
    return [g.activityId, gift] as const;
  });
}

/** 换购 under an activity: '已满¥X，可加¥Y换购…' or '再购¥N可加¥Y换购…'. */
function tradeUpNote(summary: CartSummary, rules: (TradeUpRule & Named)[]) {
  const amounts = new Map(summary.activities.map((a) => [a.id, a.amountFen]));
  return rules.flatMap((r) => {
    if (!amounts.has(r.activityId)) return [];
    const [t] = giftStates(
      [{ id: r.activityId, amountFen: amounts.get(r.activityId)! }],
      [{ ...r, quantity: r.perOrder }],
    );
    if (!t) return [];
    const offer = `加¥${yuan(r.priceFen)}换购${r.name}`;
    const hg: CartManjian['hg'] = {
      goods_id: r.goodsId,
      name: r.name,
      unit: r.unit,
      hg_price: yuan(r.priceFen),
      number: r.perOrder,
      threshold: yuan(t.thresholdFen),
      earned: t.earned ? 1 : 0,
      need: yuan(t.missingFen),
      hint: t.earned
        ? `已满¥${yuan(t.thresholdFen)}，可${offer}`
        : `再购¥${yuan(t.missingFen)}可${offer}`,
    };
    return [[r.activityId, hg] as const];
  });
}

/** Each activity's gift and trade-up words, by activity id. */
export function activityNotes(
  summary: CartSummary,
  gifts: (GiftRule & Named)[],
  tradeUps: (TradeUpRule & Named)[],
) {
  const notes = new Map<number, Partial<CartManjian>>();
  for (const [id, gift] of giftNote(summary, gifts)) notes.set(id, { gift });
  for (const [id, hg] of tradeUpNote(summary, tradeUps)) notes.set(id, { ...notes.get(id), hg });
  return notes;
}
