// Whole-store 94折 and 满额返 cash-back: pure rules on integer fen
// (docs/decisions/2026-11-25-welfare.md). Every division floors, so the
// buyer never pays a fen more than 94% of the price and is never credited a
// fen the tiers do not promise.

/** The 94折 unit price: floor(price × 94 / 100). Never rounds up; 0 stays 0. */
export function welfareUnitPrice(priceFen: number): number {
  if (!Number.isSafeInteger(priceFen) || priceFen <= 0) return 0;
  // priceFen × 94 stays exact for every 32-bit price column.
  return Math.floor((priceFen * 94) / 100);
}

/** A cash-back tier: spend at least `thresholdFen` in the period, get `rewardFen` back. */
export type CashBackTier = { id: number; thresholdFen: number; rewardFen: number };

/** Tiers by threshold, lowest first. */
export const sortTiers = <T extends CashBackTier>(tiers: readonly T[]): T[] =>
  [...tiers].sort((a, b) => a.thresholdFen - b.thresholdFen || a.id - b.id);

/**
 * What each tier credits when reached: its reward less the reward of the tier
 * below it, so a company holding tiers 1..k has exactly tier k's reward (the
 * highest tier reached pays, not the sum of all). Tiers whose reward is not
 * above the one below add nothing (0).
 */
export function tierIncrements(tiers: readonly CashBackTier[]): Map<number, number> {
  const out = new Map<number, number>();
  let below = 0;
  for (const t of sortTiers(tiers)) {
    out.set(t.id, Math.max(0, t.rewardFen - below));
    below = Math.max(below, t.rewardFen);
  }
  return out;
}

export type CashBackProgress = {
  /** The highest tier reached, or null. */
  reached: CashBackTier | null;
  /** The next tier up and what is still to spend for it ('再购¥N可返¥M'), or null at the top. */
  next: { tier: CashBackTier; needFen: number } | null;
};

/** Where a company's spending in the period stands against the tiers. */
export function cashBackProgress(
  tiers: readonly CashBackTier[],
  spentFen: number,
): CashBackProgress {
  const spent = Math.max(0, spentFen);
  let reached: CashBackTier | null = null;
  for (const t of sortTiers(tiers)) {
    if (spent >= t.thresholdFen) reached = t;
    else return { reached, next: { tier: t, needFen: t.thresholdFen - spent } };
  }
  return { reached, next: null };
}
