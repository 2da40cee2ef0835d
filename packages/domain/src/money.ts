// Money is integer fen inside; the API and the UI show yuan with two decimals,
// rounded DOWN (spec section 9), so a shown price is never more than charged.

export type Fen = number;

/** Formats fen as yuan with two decimals. Negative amounts keep their sign. */
export function formatYuan(fen: Fen): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${sign}${yuan}.${cents.toString().padStart(2, '0')}`;
}

/**
 * Rounds a fractional fen amount (e.g. from a percentage discount) down to whole
 * fen. The tiny epsilon absorbs binary floating error such as 0.94 * 1000.
 */
export function floorFen(value: number): Fen {
  return Math.floor(value + 1e-9);
}

/** Parses a yuan string such as "12.5" or "12.50" into fen; null when malformed. */
export function parseYuan(text: string): Fen | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
