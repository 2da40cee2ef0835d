import type { Fen } from './money.ts';
import { splitByLargestRemainder } from './split.ts';

// 组合购: a package of several goods sold at one price. The cart prices a
// package line like any other (unit price = package price); the order then
// stores one line per goods of the package, each with its share of the
// money, so stock, cancels and a refund of one goods work as for any line.

export type PackageItem = {
  goodsId: number;
  /** How many of the goods one package holds. */
  quantity: number;
  /** The goods' own unit price: what it would cost bought alone. */
  unitPriceFen: Fen;
};

/** What the package's goods cost bought alone, and what the package saves (never below 0). */
export function packageSaving(items: readonly PackageItem[], packagePriceFen: Fen) {
  const aloneFen = items.reduce((n, i) => n + i.unitPriceFen * i.quantity, 0);
  return { aloneFen, savingFen: Math.max(0, aloneFen - packagePriceFen) };
}

/** A priced package line: `number` packages and the money of the line. */
export type PackageLineMoney = {
  number: number;
  amountFen: Fen;
  reductionFen: Fen;
  couponFen: Fen;
  voucherFen: Fen;
};

export type PackagePart = {
  goodsId: number;
  quantity: number;
  amountFen: Fen;
  reductionFen: Fen;
  couponFen: Fen;
  voucherFen: Fen;
};

/**
 * Splits a package line over its goods, by what each goods would cost alone
 * (equal weights when every goods is free alone). The amount is split first,
 * then each discount over what the parts still have to pay, so every part
 * keeps discounts within its amount and every column adds up to the line's.
 */
export function splitPackageLine(
  line: PackageLineMoney,
  items: readonly PackageItem[],
): PackagePart[] {
  if (items.length === 0) throw new RangeError('a package has goods');
  const worth = items.map((i) => i.unitPriceFen * i.quantity);
  const weights = worth.some((w) => w > 0) ? worth : items.map(() => 1);
  const amounts = splitByLargestRemainder(line.amountFen, weights);
  const reductions = splitByLargestRemainder(line.reductionFen, amounts);
  const coupons = splitByLargestRemainder(
    line.couponFen,
    amounts.map((a, i) => a - reductions[i]!),
  );
  const vouchers = splitByLargestRemainder(
    line.voucherFen,
    amounts.map((a, i) => a - reductions[i]! - coupons[i]!),
  );
  return items.map((item, i) => ({
    goodsId: item.goodsId,
    quantity: item.quantity * line.number,
    amountFen: amounts[i]!,
    reductionFen: reductions[i]!,
    couponFen: coupons[i]!,
    voucherFen: vouchers[i]!,
  }));
}
