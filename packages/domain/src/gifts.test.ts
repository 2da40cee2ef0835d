import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './cart.ts';
import { activityAmounts, giftStates, tradeUpUnitPrice } from './gifts.ts';

const rule = fc.record({
  activityId: fc.integer({ min: 1, max: 4 }),
  goodsId: fc.integer({ min: 1, max: 100 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  thresholdFen: fc.integer({ min: 1, max: 100_000 }),
});
const line = fc.record({
  activityId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  amountFen: fc.integer({ min: 0, max: 50_000 }),
});

describe('giftStates', () => {
  it('earns a gift exactly when the activity amount reaches the threshold; missing closes the gap', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.array(rule, { maxLength: 4 }), (ls, rs) => {
        const amounts = activityAmounts(ls);
        const total = (id: number) => amounts.find((a) => a.id === id)?.amountFen ?? 0;
        for (const s of giftStates(amounts, rs)) {
          expect(s.earned).toBe(total(s.activityId) >= s.thresholdFen);
          expect(s.missingFen).toBeGreaterThanOrEqual(0);
          expect(total(s.activityId) + s.missingFen >= s.thresholdFen).toBe(true);
          if (!s.earned) expect(total(s.activityId) + s.missingFen).toBe(s.thresholdFen);
        }
      }),
    );
  });

  it('activity amounts add up to the amounts of the lines in an activity', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (ls) => {
        const sum = activityAmounts(ls).reduce((n, a) => n + a.amountFen, 0);
        expect(sum).toBe(ls.reduce((n, l) => n + (l.activityId === null ? 0 : l.amountFen), 0));
      }),
    );
  });

  it('a gift never changes what the buyer pays: pricing never sees it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 9 }), (p, q) => {
        const input = {
          id: 1,
          quantity: q,
          unitPriceFen: p,
          selected: true,
          buyable: true,
          preferred: false,
          freeShippingNumber: 0,
          activityId: 1,
        };
        const opts = {
          activities: [{ id: 1, tiers: [{ thresholdFen: 5000, reductionFen: 500 }] }],
          shippingRule: { thresholdFen: 0, feeFen: 0, preferredThresholdFen: 0 },
          coupons: [],
        };
        const s = priceCart([input], opts);
        const gifts = giftStates(s.activities, [
          { activityId: 1, goodsId: 9, quantity: 1, thresholdFen: 3000 },
        ]);
        expect(gifts[0]!.earned).toBe(p * q >= 3000);
        expect(s.payFen).toBeLessThanOrEqual(p * q + s.shippingFen);
      }),
    );
  });
});

describe('tradeUpUnitPrice (换购)', () => {
  const rule = { activityId: 1, goodsId: 9, priceFen: 990, perOrder: 2, thresholdFen: 20_000 };

  it('offers the trade-up price only from the threshold on', () => {
    expect(tradeUpUnitPrice(rule, 19_999, 3_000)).toBeNull();
    expect(tradeUpUnitPrice(rule, 20_000, 3_000)).toBe(990);
  });

  it('never charges more than the goods itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (hg, own) => {
          const unit = tradeUpUnitPrice({ ...rule, priceFen: hg }, rule.thresholdFen, own);
          expect(unit).toBe(Math.min(hg, own));
        },
      ),
    );
  });
});
