import type { DbOrTx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import { AppError, Refused } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { ContextReads } from './context.ts';
import type { ActivityLine } from './discounts.ts';
import type { DraftLine, LineWithGoods, OrderOf, ReleasedLine } from './line-kind.ts';
import type { PricedCart, pricing } from './price.ts';
import { type Compliance, complianceOf } from './refusal-rules.ts';
import { outOfStock, type refusalStep, withOthers } from './refusal-step.ts';
import type { CheckoutRegistry } from './registry.ts';

// The last step of the funnel: an order's lines checked on rows read now,
// priced, reserved, expanded, written, and everything they consume claimed
// with conditional writes, all inside the order's transaction. The order
// module gives the two writes that are its own (the order, the stock).

const MAX_ORDER_FEN = 2_147_483_647;

export type PlaceInput<P> = {
  /** undefined: the best usable coupon (as step 2 shows); null: none. */
  couponId?: number | null | undefined;
  voucherId?: number | null;
  /** The caller's own reads, sent in the same statement (the order's address). */
  more: P;
  /** Reservations outside the database (flash counters) a failed transaction gives back. */
  undo: (() => Promise<void>)[];
};

type Read<P> = { [K in keyof P]: P[K] extends ReadPart<infer V> ? V : never };

export type PlaceSteps<P> = {
  /** Checks the caller's own reads before anything is claimed (the address exists). */
  accept(read: Read<P>): void;
  /** Writes the order and its lines once every check passed; its id and number. */
  write(priced: PricedCart, lines: DraftLine[], read: Read<P>): Promise<{ id: number; no: string }>;
  /** Takes the goods' stock of the lines; the short one, or null. Shared rows: taken last but the claims. */
  takeStock(lines: DraftLine[], no: string): Promise<{ goodsId: number; available: number } | null>;
};

const activityLines = (lines: { goodsId: number; quantity: number; activityId: number | null }[]) =>
  lines.flatMap((l): ActivityLine[] =>
    l.activityId === null
      ? []
      : [{ activityId: l.activityId, goodsId: l.goodsId, quantity: l.quantity }],
  );

export function placing(deps: {
  registry: CheckoutRegistry;
  rules: Compliance;
  reads: ContextReads;
  step: ReturnType<typeof refusalStep>;
  price: ReturnType<typeof pricing>;
}) {
  const { registry, rules, reads, step, price } = deps;
  const kindsOf = (rows: LineWithGoods[]) =>
    [...registry.kinds()].flatMap((kind) => {
      const mine = rows.filter((r) => r.line.kind === kind.id);
      return mine.length > 0 ? [{ kind, rows: mine }] : [];
    });

  /** The first line the buyer may not buy now, as the buyer reads it. */
  function assertBuyable(buyer: Buyer, rows: LineWithGoods[]) {
    for (const { line, goods: g } of rows) {
      if (step.buyable(line, g, buyer)) continue;
      const held = rules.held(complianceOf(g), buyer);
      if (held) throw held.error;
      if (g.isHidden || g.midPackQuantity <= 0 || !registry.kindOf(line.kind))
        throw new AppError('bad_request', `${g.name} 暂不可购买`);
      throw outOfStock(g);
    }
  }

  /** The order's lines before expansion: each priced line with what its kind records. */
  const draftsOf = (rows: LineWithGoods[], priced: PricedCart) =>
    rows.map(({ line, goods: g }, i): DraftLine => {
      const p = priced.summary.lines[i]!;
      return {
        goodsId: g.id,
        name: g.name,
        manufacturer: g.manufacturer,
        specification: g.specification,
        unit: g.unit,
        quantity: line.quantity,
        unitPriceFen: p.unitPriceFen,
        amountFen: p.amountFen,
        reductionFen: p.reductionFen,
        couponFen: p.couponFen,
        voucherFen: p.voucherFen,
        activityId: priced.inputs[i]!.activityId,
        combinationId: line.combinationId ?? null,
        kind: line.kind,
        promo: priced.promos[i] ?? null,
        ...registry.kindOf(line.kind)?.draft?.(line),
      };
    });

  /** Each kind's expansion of its own lines, then the order's (满赠); records run with the order's id. */
  async function expand(tx: DbOrTx, companyId: number, drafts: DraftLine[]) {
    const records: ((orderId: number) => Promise<void>)[] = [];
    let lines = drafts;
    for (const kind of registry.kinds()) {
      if (!kind.expand || !lines.some((l) => l.kind === kind.id)) continue;
      const out = await kind.expand(tx, companyId, lines);
      lines = out.lines;
      records.push(out.record);
    }
    for (const e of registry.expansions()) {
      if (!e.expand) continue;
      const out = await e.expand(tx, companyId, lines);
      lines = out.lines;
      records.push(out.record);
    }
    return { lines, records };
  }

  return {
    async place<P extends Record<string, ReadPart<unknown>>>(
      tx: DbOrTx,
      buyer: Buyer,
      rows: LineWithGoods[],
      input: PlaceInput<P>,
      steps: PlaceSteps<P>,
    ) {
      const companyId = buyer.company.id;
      const discounts = registry.discountsOf();
      const { context: ctx, read } = await reads.fresh(
        tx,
        companyId,
        rows.map((r) => r.goods.id),
        input.more,
      );
      steps.accept(read);
      // The 经营范围 as the session reads it now: staff may have narrowed it since the cart.
      const outside = rules.refusal(
        rows.map((r) => complianceOf(r.goods)),
        buyer,
      );
      if (outside) throw new Refused(outside);
      assertBuyable(buyer, rows);
      // lock: the special-compound limits count this company's other orders once they commit.
      const refusal = await step.refusal(tx, buyer, ctx.activities, withOthers(rows), true);
      if (refusal) throw new Refused(refusal);
      const priced = price(ctx, buyer, rows, {
        ...(input.couponId === undefined ? {} : { couponId: input.couponId }),
        voucherId: input.voucherId ?? null,
        allSelected: true,
      });
      const unpriced = priced.unpriced.find((why) => why !== null);
      if (unpriced) throw new AppError('bad_request', unpriced);
      const s = priced.summary;
      // Amounts are stored as integer fen; no real order comes near ¥21 million.
      if (s.goodsFen > MAX_ORDER_FEN) throw new Refused({ reason: 'order_too_large' });
      if (input.couponId && s.coupon?.id !== input.couponId)
        throw new Refused({ reason: 'coupon_unusable', couponId: input.couponId });
      if (input.voucherId && s.voucher?.id !== input.voucherId)
        throw new Refused({ reason: 'voucher_unusable', voucherId: input.voucherId });

      const byKind = kindsOf(rows);
      // The counters before any shared row: an order they refuse waits on no lock.
      for (const { kind, rows: mine } of byKind) await kind.reserve?.(tx, buyer, mine, input.undo);
      const { lines, records } = await expand(tx, companyId, draftsOf(rows, priced));
      const order = await steps.write(priced, lines, read);
      const of: OrderOf = { orderId: order.id, companyId };
      for (const record of records) await record(order.id);
      for (const [c, why] of [
        [s.coupon, 'coupon_unusable'],
        [s.voucher, 'voucher_unusable'],
      ] as const)
        if (c && !(await discounts.consumeCoupon(tx, companyId, c.id, order.id)))
          throw new Refused(
            why === 'coupon_unusable'
              ? { reason: why, couponId: c.id }
              : { reason: why, voucherId: c.id },
          );
      // The shared rows (the goods' stock, flash stock) are locked last, just
      // before the commit: every order of a rushed goods waits on that lock.
      const short = await steps.takeStock(lines, order.no);
      if (short) {
        // A package's goods are lines of their own, not cart rows.
        const g = lines.find((l) => l.goodsId === short.goodsId)!;
        throw new Refused({ reason: 'out_of_stock', ...short, name: g.name, unit: g.unit });
      }
      for (const { kind, rows: mine } of byKind) await kind.claim?.(tx, buyer, mine, of);
      const limits = activityLines(lines).map((l) => ({
        ...l,
        limit: ctx.activities.get(l.goodsId)?.limitPerBuyer ?? 0,
      }));
      const over = await discounts.claimLimits(tx, companyId, limits);
      if (over) {
        const g = rows.find((r) => r.goods.id === over.goodsId)!.goods;
        throw new Refused({
          reason: 'activity_limit',
          limit: over.limit,
          bought: over.bought,
          goodsId: g.id,
          name: g.name,
          unit: g.unit,
        });
      }
      return { priced, lines };
    },

    /** Gives back what a cancelled order held but its stock: coupons, limits, each kind's claims. */
    async release(
      tx: DbOrTx,
      order: OrderOf,
      lines: (ReleasedLine & { activityId: number | null })[],
    ) {
      const discounts = registry.discountsOf();
      await discounts.releaseCoupon(tx, order.orderId);
      await discounts.releaseLimits(tx, order.companyId, activityLines(lines));
      for (const kind of registry.kinds()) await kind.release?.(tx, order, lines);
      for (const e of registry.expansions()) await e.release?.(tx, order);
    },
  };
}
