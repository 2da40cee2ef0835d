import { parseYuan } from '@shop/domain';

// The web never does arithmetic on money: amounts are shown as the API's yuan strings.
// Comparisons parse them to integer fen with the domain's parser, never to floats.

/** True for an amount above zero ('20.00'); false for '0.00', malformed or missing. */
export function isPositiveYuan(value: string | null | undefined): boolean {
  if (!value) return false;
  return (parseYuan(value) ?? 0) > 0;
}

/** The balance pays the whole amount; unknown amounts never count as enough. */
export function coversAmount(balance: string | undefined, amount: string | undefined): boolean {
  const have = balance === undefined ? null : parseYuan(balance);
  const need = amount === undefined ? null : parseYuan(amount);
  return have !== null && need !== null && have >= need;
}

/** A signed ledger amount for display: '+100.00' for money in, '-12.50' for money out. */
export function signedYuan(value: string): string {
  return value.startsWith('-') || value.startsWith('+') ? value : `+${value}`;
}
