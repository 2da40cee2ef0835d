import type { Fen } from './money.ts';

/**
 * Splits a whole amount over weights (line amounts) by largest remainder:
 * each part is floor(total × weight / Σweights), and the fen left over go one
 * each to the largest remainders, ties to the earlier weight. The parts add up
 * to the total exactly, so an order-level discount stored per line comes back
 * exact when a line is refunded; while the total is at most Σweights no part
 * exceeds its weight (no line goes negative).
 */
export function splitByLargestRemainder(totalFen: Fen, weights: readonly number[]): Fen[] {
  if (!Number.isSafeInteger(totalFen) || totalFen < 0)
    throw new RangeError(`total must be whole fen, not ${totalFen}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('weights must be whole numbers, not negative');
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) {
    if (totalFen === 0) return weights.map(() => 0);
    throw new RangeError('cannot split an amount over nothing');
  }
  const total = BigInt(totalFen);
  // BigInt: total × weight can pass 2^53 on large orders.
  const parts = weights.map((w) => (total * BigInt(w)) / sum);
  const rests = weights.map((w, i) => ({ i, rest: (total * BigInt(w)) % sum }));
  let left = total - parts.reduce((a, p) => a + p, 0n);
  rests.sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of rests) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}
