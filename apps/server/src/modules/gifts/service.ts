import { activityAmounts, type GiftRule, giftStates } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { DraftLine, OrderExpansion } from '../checkout/index.ts';
import { activityNotes } from './notes.ts';
import { type GiftRuleRow, giftsRepo } from './repo.ts';
import { tradeUps } from './tradeup.ts';
import { tradeUpLineKind } from './tradeup-line-kind.ts';

// 满赠 in the order: the gifts earned by the order's lines are added as
// lines of their own at 0 and their gift stock is taken with a conditional
// update; when it is out the order goes on without the gift. It is an order
// expansion (checkout's), after the kinds' own (packages split into their
// goods). 换购 is a line kind (tradeup-line-kind.ts). Decision:
// docs/decisions/2026-11-25-gifts-and-tradeups.md.

export function giftsService({ db }: { db: Db }) {
  let snapshot: GiftRuleRow[] = [];
  const trade = tradeUps({ db });
  const reload = async () => {
    [snapshot] = await Promise.all([giftsRepo(db).running(), trade.reload()]);
  };

  /** The gift lines the draft lines earn, with gift stock taken; out of stock means no gift. */
  async function earn(tx: DbOrTx, lines: DraftLine[]) {
    const amounts = activityAmounts(lines);
    const rules = await giftsRepo(tx).running(amounts.map((a) => a.id));
    const earned = giftStates(amounts, rules).filter((s) => s.earned);
    const out: DraftLine[] = [];
    const taken: { activityId: number; quantity: number }[] = [];
    for (const s of earned) {
      const r = rules.find((x) => x.activityId === s.activityId)!;
      // Goods stock is taken with the order's other lines; a gift whose goods are short is skipped.
      const inLines = lines
        .filter((l) => l.goodsId === r.goodsId)
        .reduce((n, l) => n + l.quantity, 0);
      if (r.goodsStock < inLines + r.quantity) continue;
      if (!(await giftsRepo(tx).take(r.activityId, r.quantity))) continue;
      taken.push({ activityId: r.activityId, quantity: r.quantity });
      out.push({
        goodsId: r.goodsId,
        name: r.name,
        manufacturer: r.manufacturer,
        specification: r.specification,
        unit: r.unit,
        quantity: r.quantity,
        unitPriceFen: 0,
        amountFen: 0,
        reductionFen: 0,
        couponFen: 0,
        voucherFen: 0,
        activityId: null,
        combinationId: null,
        flashGoodsId: null,
        promo: { kind: 'gift' },
      });
    }
    return { lines: out, taken };
  }

  /** The order's 满赠 step, and the cart's words under each activity (its gift, its trade-up). */
  const expansion: OrderExpansion = {
    name: 'gifts',
    async expand(tx, _companyId, lines) {
      const gifts = await earn(tx, lines);
      return {
        lines: [...lines, ...gifts.lines],
        async record(orderId) {
          await giftsRepo(tx).record(orderId, gifts.taken);
        },
      };
    },
    release: (tx, order) =>
      giftsRepo(tx)
        .release(order.orderId)
        .then(() => undefined),
    notes: (summary) => activityNotes(summary, snapshot, trade.rules()),
  };

  return {
    ready: reload,
    reload,
    expansion,
    /** Checkout's line kind 5 (换购). */
    tradeUpKind: tradeUpLineKind(trade),
    /** Running rules, seconds old: what the cart shows. */
    rules: (): (GiftRule & { name: string; unit: string; stockLeft: number })[] => snapshot,
  };
}

export type GiftsService = ReturnType<typeof giftsService>;
